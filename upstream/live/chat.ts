/**
 * The chat fan-out of the local upstream: an in-process pub/sub per room. A long-poll read of
 * `/live/rooms/:id/chat/messages?afterId=` parks here until a message is published (or the wait
 * ends), so every BFF instance can hold one subscription per room and fan it out over SSE.
 */
type Wake = (signal: 'message' | 'reconnect' | 'timeout') => void;

const waiters = new Map<number, Set<Wake>>();

export function waitForRoom(
  roomId: number,
  waitMs: number,
  abort?: AbortSignal,
): Promise<'message' | 'reconnect' | 'timeout'> {
  return new Promise((resolve) => {
    let set = waiters.get(roomId);
    if (!set) {
      set = new Set();
      waiters.set(roomId, set);
    }
    const room = set;
    const done: Wake = (signal) => {
      clearTimeout(timer);
      room.delete(done);
      abort?.removeEventListener('abort', onAbort);
      resolve(signal);
    };
    const onAbort = () => done('timeout');
    const timer = setTimeout(() => done('timeout'), waitMs);
    abort?.addEventListener('abort', onAbort);
    room.add(done);
  });
}

export function publishToRoom(roomId: number, signal: 'message' | 'reconnect' = 'message'): number {
  const set = waiters.get(roomId);
  if (!set) return 0;
  const woken = [...set];
  for (const wake of woken) wake(signal);
  return woken.length;
}

/** Flood limit per user: at most FLOOD_MAX messages in any FLOOD_WINDOW_MS. */
export const FLOOD_MAX = 5;
export const FLOOD_WINDOW_MS = 10_000;
const recentSends = new Map<number, number[]>();

export function takeSendSlot(userId: number, now = Date.now()): boolean {
  const recent = (recentSends.get(userId) ?? []).filter((at) => now - at < FLOOD_WINDOW_MS);
  if (recent.length >= FLOOD_MAX) {
    recentSends.set(userId, recent);
    return false;
  }
  recent.push(now);
  recentSends.set(userId, recent);
  return true;
}
