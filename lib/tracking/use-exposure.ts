'use client';

import { useEffect, type RefObject } from 'react';
import { track } from './tracker';
import type { TrackEvent } from './events';

/** SPEC §9: an exposure counts only when the element is fully visible (threshold 1), once. */
export function observeExposure(element: Element, event: TrackEvent): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 1)) {
        track({ eventType: 'show', ...event });
        observer.disconnect();
      }
    },
    { threshold: 1 },
  );
  observer.observe(element);
  return () => observer.disconnect();
}

export function useExposure(ref: RefObject<Element | null>, event: TrackEvent | null): void {
  const key = event ? JSON.stringify(event) : '';
  useEffect(() => {
    if (!ref.current || !key) return;
    return observeExposure(ref.current, JSON.parse(key) as TrackEvent);
  }, [ref, key]);
}
