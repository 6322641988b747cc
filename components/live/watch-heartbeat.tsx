'use client';

import { useEffect } from 'react';
import { bffFetch } from '@/lib/api/client';

const BEAT_MS = 30_000;

/**
 * Watching time for fan-group tasks and watch-time lucky bags: a heartbeat every 30 s while the room is
 * visible. The upstream credits the time since the previous beat (at most 35 s), so two open tabs or a
 * paused one never earn more than the clock.
 */
export function WatchHeartbeat({ roomId }: { roomId: number }) {
  useEffect(() => {
    const beat = () => {
      if (document.visibilityState === 'visible') void bffFetch(`/live/rooms/${roomId}/watch`, { method: 'POST', body: {} }).catch(() => undefined);
    };
    beat();
    const timer = window.setInterval(beat, BEAT_MS);
    return () => window.clearInterval(timer);
  }, [roomId]);
  return null;
}
