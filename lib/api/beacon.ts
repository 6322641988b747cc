'use client';

import { bffFetch } from '@/lib/api/client';

/**
 * A background write nobody is waiting for (a watch heartbeat): posted once, no loading toast, no
 * message and no login flow, as a failed beat is simply missed and the next one counts. Resolves with
 * the answer's data, or undefined when it failed. Anything the user did goes through useBffAction
 * instead (busy state, debounce, the §8 message).
 */
export function bffBeacon<T = unknown>(path: string, body: unknown = {}): Promise<T | undefined> {
  return bffFetch<T>(path, { method: 'POST', body }).catch(() => undefined);
}
