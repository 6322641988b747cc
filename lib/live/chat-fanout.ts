import 'server-only';
import { redisClient, redisSubscriber } from '@/lib/store/shared-store';
import { processSingleton } from '@/runtime/process-singleton.mjs';

/**
 * Cross-instance fan-out of a room's chat. With Redis, one instance per room — the holder
 * of a short lease — long-polls the upstream and publishes what it reads on the room's channel; every
 * instance (the holder included, locally) hands it to its SSE clients. A holder that dies stops
 * renewing: another instance takes the lease within LEASE_MS and resumes from the last id it heard.
 * Without Redis, or while it is unreachable, every instance polls the upstream itself ('local'), as a
 * single instance always did. Viewer totals are published the same way so every instance shows the
 * count as soon as any instance learns it.
 */
export type FanoutRole = 'leader' | 'follower' | 'local';

export const LEASE_MS = 8_000;
const channel = (roomId: number) => `h5:live:room:${roomId}`;
const leaseKey = (roomId: number) => `h5:live:feed-lease:${roomId}`;

// Take the lease when free, or extend it when it is ours: one round trip, no race between the two.
const CLAIM_SCRIPT = `
local holder = redis.call('GET', KEYS[1])
if holder == ARGV[1] then redis.call('PEXPIRE', KEYS[1], ARGV[2]) return 1 end
if holder then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1`;

export interface FanoutEnvelope<E> {
  origin: string;
  event: E;
}

type Handler = (envelope: FanoutEnvelope<unknown>) => void;
interface State {
  handlers: Map<string, Set<Handler>>;
  /** The connection whose messages are dispatched (a new one after resetSharedStoreForTests). */
  wired?: object;
}
const state = processSingleton<State>('live.chat-fanout', () => ({ handlers: new Map() }));

/** Whether this instance polls the room now: leader (holds the lease), follower (another does), local (no Redis). */
export async function claimRoom(roomId: number, instance: string): Promise<FanoutRole> {
  const redis = await redisClient();
  if (!redis) return 'local';
  try {
    return (await redis.eval(CLAIM_SCRIPT, 1, leaseKey(roomId), instance, String(LEASE_MS))) === 1
      ? 'leader'
      : 'follower';
  } catch {
    return 'local';
  }
}

/** Gives the lease back (a feed with no viewers left) so another instance need not wait for it to lapse. */
export async function releaseRoom(roomId: number, instance: string): Promise<void> {
  const redis = await redisClient();
  try {
    await redis?.eval(
      `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`,
      1,
      leaseKey(roomId),
      instance,
    );
  } catch {
    // the lease lapses on its own
  }
}

/** Publishes to every instance; false when it could not (no Redis, or unreachable): deliver locally. */
export async function publishRoom<E>(roomId: number, envelope: FanoutEnvelope<E>): Promise<boolean> {
  const redis = await redisClient();
  if (!redis) return false;
  try {
    await redis.publish(channel(roomId), JSON.stringify(envelope));
    return true;
  } catch {
    return false;
  }
}

/** Listens to a room's channel; returns the unsubscribe. A no-op without Redis. */
export async function listenRoom<E>(
  roomId: number,
  handler: (envelope: FanoutEnvelope<E>) => void,
): Promise<() => void> {
  const subscriber = await redisSubscriber();
  if (!subscriber) return () => undefined;
  if (state.wired !== subscriber) {
    state.wired = subscriber;
    state.handlers.clear();
    subscriber.on('message', (name: string, text: string) => {
      const handlers = state.handlers.get(name);
      if (!handlers) return;
      let envelope: FanoutEnvelope<unknown>;
      try {
        envelope = JSON.parse(text) as FanoutEnvelope<unknown>;
      } catch {
        return;
      }
      for (const each of [...handlers]) each(envelope);
    });
  }
  const name = channel(roomId);
  let handlers = state.handlers.get(name);
  if (!handlers) {
    handlers = new Set();
    state.handlers.set(name, handlers);
    subscriber.subscribe(name).catch(() => undefined);
  }
  handlers.add(handler as Handler);
  return () => {
    const current = state.handlers.get(name);
    current?.delete(handler as Handler);
    if (current && current.size === 0) {
      state.handlers.delete(name);
      subscriber.unsubscribe(name).catch(() => undefined);
    }
  };
}
