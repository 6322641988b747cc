// Next's own cache (ISR pages, route handler responses, fetch and image entries) on Redis, so every
// instance serves the same cached copy and a revalidateTag on one instance invalidates it on all
// (issue 20; Next docs: "Configuring Caching" of the self-hosting guide). Plain JavaScript: Next loads it
// by path at run time, in `next start` and in the standalone server alike.
//
// REDIS_URL unset, or Redis unreachable: entries live in this process's memory (bounded), as a single
// instance's cache always did — a page is never refused because Redis is down. The app's own data
// and page caches are lib/read/public-cache.ts and lib/read/page-cache.ts; 'use cache' is not used.
import { LRUCache } from 'lru-cache';

const PREFIX = 'h5:next:';
const TAGS_HEADER = 'x-next-cache-tags';
const DEFAULT_TTL_S = 24 * 60 * 60;
const MEMORY_BYTES = 32 * 1024 * 1024;

const holder = (globalThis[Symbol.for('h5.next-cache-handler')] ??= {
  memory: new LRUCache({ maxSize: MEMORY_BYTES, sizeCalculation: (text) => text.length * 2 + 64 }),
  /** Tags revalidated while Redis was unreachable (and in memory mode): tag → epoch ms. */
  tags: new Map(),
  redis: undefined,
});

// A connection that was lost fails at once (see lib/store/shared-store.ts), not after commandTimeout.
const LOST = new Set(['reconnecting', 'close', 'end']);

async function redis() {
  const client = await connect();
  return client && !LOST.has(client.status) ? client : null;
}

function connect() {
  if (!process.env.REDIS_URL) return null;
  holder.redis ??= import('ioredis').then(({ default: IORedis }) => {
    const client = new IORedis(process.env.REDIS_URL, { enableOfflineQueue: true, maxRetriesPerRequest: 2, commandTimeout: 1000, retryStrategy: (times) => Math.min(times * 100, 1000) });
    client.on('error', () => undefined);
    return client;
  });
  return holder.redis;
}

// Entries hold Buffers (rscData, image bodies) and Maps (segmentData) that JSON cannot carry by itself.
export function serialize(value) {
  return JSON.stringify(value, function replace(key, item) {
    const original = this[key];
    if (Buffer.isBuffer(original)) return { __h5: 'buffer', data: original.toString('base64') };
    if (original instanceof Map) return { __h5: 'map', data: [...original.entries()] };
    return item;
  });
}

export function deserialize(text) {
  return JSON.parse(text, (_key, item) => {
    if (item && typeof item === 'object' && item.__h5 === 'buffer') return Buffer.from(item.data, 'base64');
    if (item && typeof item === 'object' && item.__h5 === 'map') return new Map(item.data);
    return item;
  });
}

function tagsOf(data, ctx) {
  const header = data?.headers?.[TAGS_HEADER];
  const fromHeader = typeof header === 'string' ? header.split(',').filter(Boolean) : [];
  return [...new Set([...(ctx?.tags ?? []), ...(data?.tags ?? []), ...fromHeader])];
}

function ttlSeconds(data, ctx) {
  const revalidate = ctx?.cacheControl?.revalidate ?? ctx?.revalidate ?? data?.revalidate;
  // Kept past its revalidate time so a stale copy can answer while Next renders the next one.
  return typeof revalidate === 'number' && revalidate > 0 ? Math.min(revalidate * 10, DEFAULT_TTL_S) : DEFAULT_TTL_S;
}

export default class RedisCacheHandler {
  constructor(options) {
    this.options = options;
  }

  async get(key) {
    let text = null;
    let tagTimes = null;
    const client = await redis();
    if (client) {
      try {
        text = await client.get(PREFIX + key);
        if (text) {
          const entry = deserialize(text);
          const tags = entry.tags ?? [];
          tagTimes = tags.length ? (await client.mget(...tags.map((tag) => `${PREFIX}tag:${tag}`))).map(Number) : [];
          // A tag revalidated in the same millisecond as the set counts as after it (as Next's own handler).
          if (tagTimes.some((time) => time >= entry.lastModified)) return null;
          holder.memory.set(key, text);
          return entry;
        }
        return null;
      } catch {
        text = null; // unreachable: this process's copy answers below
      }
    }
    text = holder.memory.get(key) ?? null;
    if (!text) return null;
    const entry = deserialize(text);
    if ((entry.tags ?? []).some((tag) => (holder.tags.get(tag) ?? 0) >= entry.lastModified)) return null;
    return entry;
  }

  async set(key, data, ctx) {
    const entry = { value: data, lastModified: Date.now(), tags: tagsOf(data, ctx) };
    const text = serialize(entry);
    holder.memory.set(key, text);
    const client = await redis();
    if (!client) return;
    try {
      if (data === null) await client.del(PREFIX + key);
      else await client.set(PREFIX + key, text, 'EX', ttlSeconds(data, ctx));
    } catch {
      // kept in memory above
    }
  }

  async revalidateTag(tags) {
    const list = [tags].flat().filter(Boolean);
    const now = Date.now();
    for (const tag of list) holder.tags.set(tag, now);
    const client = await redis();
    if (!client || list.length === 0) return;
    try {
      await client.mset(...list.flatMap((tag) => [`${PREFIX}tag:${tag}`, String(now)]));
    } catch {
      // this instance honours it (holder.tags); the others keep their copy until its time
    }
  }

  resetRequestCache() {}
}
