'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { liveCardEvent, type LiveCardType } from '@/lib/tracking/definitions';
import { track } from '@/lib/tracking/tracker';
import { observeExposure } from '@/lib/tracking/use-exposure';

/**
 * Reports a live-room card (lucky bag, coupon, fan group, program): its exposure once fully visible
 * and each tap on it, with the SPEC §9 card-type id. The wrapper adds no box of its own; it is a div
 * (display: contents) because the cards it wraps are paragraphs, which a span may not hold.
 */
export function LiveCardTracking({
  card,
  roomId,
  children,
}: {
  card: LiveCardType;
  roomId: number;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current?.firstElementChild;
    if (!element) return;
    return observeExposure(element, liveCardEvent('show', card, roomId));
  }, [card, roomId]);
  return (
    <div
      ref={ref}
      style={{ display: 'contents' }}
      data-live-card={card}
      onClickCapture={() => track(liveCardEvent('click', card, roomId))}
    >
      {children}
    </div>
  );
}
