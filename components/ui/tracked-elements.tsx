'use client';

import { useRef, type ComponentProps, type ComponentPropsWithoutRef } from 'react';
import type { TrackEvent } from '@/lib/tracking/events';
import { track } from '@/lib/tracking/tracker';
import { useExposure } from '@/lib/tracking/use-exposure';
import { AppLink } from './app-link';

/**
 * The app's link that also reports `event` when tapped. The event is a plain object, so a server
 * component renders it as it renders any link (e.g. `{ ...TRACKING.orderDetail.events.refundClick }`).
 */
export function TrackedLink({ event, onClick, ...props }: ComponentProps<typeof AppLink> & { event: TrackEvent }) {
  return (
    <AppLink
      {...props}
      onClick={(click) => {
        track(event);
        onClick?.(click);
      }}
    />
  );
}

/** A list item that reports `event` (a show event) once, when it is first fully visible (SPEC §9). */
export function TrackedListItem({ event, ...props }: ComponentPropsWithoutRef<'li'> & { event: TrackEvent }) {
  const ref = useRef<HTMLLIElement>(null);
  useExposure(ref, event);
  return <li {...props} ref={ref} />;
}
