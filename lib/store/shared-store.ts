import 'server-only';
import type Redis from 'ioredis';
import { dropProcessSingleton, processSingleton } from '@/runtime/process-singleton.mjs';

/**
 * State shared by every Next instance (ARCHITECTURE "Scaling out"): session revocations, refresh
 * results, rate-limit counters. In-process by default; Redis when REDIS_URL is set.
 */
export interface SharedStore {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets only when the key is absent; true when this call set it (a lock across instances). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  del(key: string): Promise<void>;
  /** True for the in-process store: a copy kept there is only another copy in this process's memory. */
  readonly inProcess?: boolean;
}

class MemoryStore implements SharedStore {
  readonly inProcess = true;
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();

  async get(key: string) {
    return this.read(key);
  }

  private read(key: string): string | null {
    const entry = this.entries.get(key);
    if (!entry) return null;
    if (entry.expiresAt <= Date.now()) {
      this.entries.delete(key);
      return null;
    }
    return entry.value;
  }

  async set(key: string, value: string, ttlMs: number) {
    if (this.entries.size > 50_000) this.sweep();
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
  }

  // Check and set in one synchronous step: no other caller can slip in between.
  async setIfAbsent(key: string, value: string, ttlMs: number) {
    if (this.read(key) !== null) return false;
    this.entries.set(key, { value, expiresAt: Date.now() + ttlMs });
    return true;
  }

  async del(key: string) {
    this.entries.delete(key);
  }

  private sweep() {
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

class RedisStore implements SharedStore {
  constructor(private readonly client: Redis) {}

  /**
   * A connection that was lost fails at once instead of queueing for `commandTimeout`: while Redis is
   * down every page would otherwise wait on each store call. (Before the first connect, and while a
   * reconnect is under way, commands still queue: a starting instance does not fail its first requests.)
   */
  private ready(): Redis {
    if (LOST.has(this.client.status)) throw new Error(`redis ${this.client.status}`);
    return this.client;
  }

  async get(key: string) {
    return this.ready().get(key);
  }

  async set(key: string, value: string, ttlMs: number) {
    await this.ready().set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
  }

  async setIfAbsent(key: string, value: string, ttlMs: number) {
    return (await this.ready().set(key, value, 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
  }

  async del(key: string) {
    await this.ready().del(key);
  }
}

const LOST = new Set(['reconnecting', 'close', 'end']);

/** lib/store/rate-limit.ts's limits, reset with the store they are built on. */
export const SMS_LIMITS_SINGLETON = 'sms-limits';

type Holder = { store?: SharedStore; redis?: Promise<Redis | null>; subscriber?: Promise<Redis | null> };
const holder = processSingleton<Holder>('shared-store', () => ({}));

/** The ioredis client when REDIS_URL is set, else null (one connection per process). */
export function redisClient(): Promise<Redis | null> {
  holder.redis ??= (async () => {
    const url = process.env.REDIS_URL;
    if (!url) return null;
    const { default: IORedis } = await import('ioredis');
    const client = new IORedis(url, REDIS_OPTIONS);
    // An unreachable Redis is reported by the commands that fail (each caller decides: fall back or fail
    // closed); without a listener ioredis would print every reconnect attempt as an unhandled error.
    client.on('error', () => undefined);
    return client;
  })();
  return holder.redis;
}

/**
 * Redis down must not stall a page: a command waits at most `commandTimeout` (queued while the client
 * reconnects, then failed), and reconnects are tried at least once a second so recovery is quick.
 */
const REDIS_OPTIONS = {
  enableOfflineQueue: true,
  maxRetriesPerRequest: 2,
  commandTimeout: 1_000,
  lazyConnect: false,
  retryStrategy: (times: number) => Math.min(times * 100, 1_000),
} as const;

/** A second connection for pub/sub (a subscribed connection takes no other commands); null without REDIS_URL. */
export function redisSubscriber(): Promise<Redis | null> {
  holder.subscriber ??= redisClient().then((client) => {
    if (!client) return null;
    // Subscriptions are restored by ioredis after a reconnect (autoResubscribe); one asked while Redis is
    // down waits for it (no retry limit) instead of being dropped.
    const subscriber = client.duplicate({ commandTimeout: undefined, maxRetriesPerRequest: null });
    subscriber.on('error', () => undefined);
    return subscriber;
  });
  return holder.subscriber;
}

export async function sharedStore(): Promise<SharedStore> {
  if (holder.store) return holder.store;
  const redis = await redisClient();
  holder.store ??= redis ? new RedisStore(redis) : new MemoryStore();
  return holder.store;
}

/** Tests only: forget the store so the next use starts fresh (and reads REDIS_URL again). */
export async function resetSharedStoreForTests(): Promise<void> {
  const [redis, subscriber] = await Promise.all([holder.redis, holder.subscriber]);
  redis?.disconnect();
  subscriber?.disconnect();
  delete holder.store;
  delete holder.redis;
  delete holder.subscriber;
  dropProcessSingleton(SMS_LIMITS_SINGLETON);
}
