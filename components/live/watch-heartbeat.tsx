'use client';

import { useEffect } from 'react';
import { bffBeacon } from '@/lib/api/beacon';

const ROOM_BEAT_MS = 30_000;
const TASK_BEAT_MS = 60_000;

/**
 * Watching time while the room is visible, two heartbeats: every 30 s to the room (fan-group tasks and
 * watch-time lucky bags; the upstream credits the time since the previous beat, at most 35 s) and
 * every 60 s to the task centre's "watch live N minutes" (the upstream credits a minute only when a
 * minute of wall time has passed since the last counted beat). Two open tabs or a paused one never
 * earn more than the clock.
 */
export function WatchHeartbeat({ roomId }: { roomId: number }) {
  useEffect(() => {
    const visible = () => document.visibilityState === 'visible';
    const roomBeat = () => {
      if (visible()) void bffBeacon(`/live/rooms/${roomId}/watch`);
    };
    const taskBeat = () => {
      if (visible()) void bffBeacon('/tasks/watch-live');
    };
    roomBeat();
    taskBeat();
    const roomTimer = window.setInterval(roomBeat, ROOM_BEAT_MS);
    const taskTimer = window.setInterval(taskBeat, TASK_BEAT_MS);
    return () => {
      window.clearInterval(roomTimer);
      window.clearInterval(taskTimer);
    };
  }, [roomId]);
  return null;
}
