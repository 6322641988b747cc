import { PublicCache } from '@/lib/read/public-cache';
import type { SharedStore } from '@/lib/store/shared-store';

/** A store shared by two cache instances, as Redis is by two Next processes; TTLs on the test clock. */
function fakeStore(clock: () => number): SharedStore {
  const entries = new Map<string, { value: string; expiresAt: number }>();
  return {
    async get(key) {
      const entry = entries.get(key);
      return entry && entry.expiresAt > clock() ? entry.value : null;
    },
    async set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: clock() + ttlMs });
    },
    async setIfAbsent() {
      return true;
    },
    async del(key) {
      entries.delete(key);
    },
  };
}

const MINUTE = 60_000;

describe('PublicCache: one copy of public data, stale while the upstream is down', () => {
  let now = 0;
  const clock = () => now;
  let store: SharedStore;
  const cache = () =>
    new PublicCache({ freshMs: 30_000, keepStaleMs: 10 * MINUTE, store: async () => store, now: clock });
  const down = () => Promise.reject(new Error('upstream down'));

  beforeEach(() => {
    now = 1_000_000;
    store = fakeStore(clock);
  });

  test('a fresh hit skips the upstream', async () => {
    const c = cache();
    const load = jest.fn().mockResolvedValue({ v: 1 });
    await c.read('k', load);
    now += 29_999;
    expect(await c.read('k', load)).toEqual({ data: { v: 1 }, stale: false, fetchedAt: 1_000_000 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('concurrent misses share one upstream call', async () => {
    const c = cache();
    let resolve!: (value: { v: number }) => void;
    const answer = new Promise<{ v: number }>((r) => (resolve = r));
    const load = jest.fn(() => answer);
    const reads = [c.read('k', load), c.read('k', load), c.read('k', load)];
    resolve({ v: 7 });
    expect((await Promise.all(reads)).map((r) => r.data)).toEqual([{ v: 7 }, { v: 7 }, { v: 7 }]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('after the fresh window a failed load serves the last good copy, stale, with its as-of time', async () => {
    const c = cache();
    await c.read('k', async () => ({ v: 1 }));
    now += 10 * MINUTE;
    expect(await c.read('k', down)).toEqual({ data: { v: 1 }, stale: true, fetchedAt: 1_000_000 });
    expect(await c.read('k', async () => ({ v: 2 }))).toEqual({ data: { v: 2 }, stale: false, fetchedAt: now });
  });

  test('past keepStaleMs the copy is no longer served and the failure surfaces', async () => {
    const c = cache();
    await c.read('k', async () => ({ v: 1 }));
    now += 10 * MINUTE + 1;
    await expect(c.read('k', down)).rejects.toThrow('upstream down');
  });

  test('a miss with nothing cached surfaces the failure', async () => {
    await expect(cache().read('k', down)).rejects.toThrow('upstream down');
  });

  test('instances share copies through the store: a fresh copy of one is a hit for the other', async () => {
    const a = cache();
    const b = cache();
    await a.read('k', async () => ({ v: 1 }));
    const load = jest.fn().mockResolvedValue({ v: 2 });
    expect(await b.read('k', load)).toEqual({ data: { v: 1 }, stale: false, fetchedAt: 1_000_000 });
    expect(load).not.toHaveBeenCalled();
  });

  test('an instance that never read the key still serves the stale copy from the store', async () => {
    await cache().read('k', async () => ({ v: 1 }));
    now += 5 * MINUTE;
    expect(await cache().read('k', down)).toEqual({ data: { v: 1 }, stale: true, fetchedAt: 1_000_000 });
  });

  test('the in-process store (no Redis) is not given a second copy of every read', async () => {
    const inProcess = Object.assign(fakeStore(clock), { inProcess: true, set: jest.fn(), get: jest.fn() });
    const c = new PublicCache({ freshMs: 30_000, keepStaleMs: 10 * MINUTE, store: async () => inProcess, now: clock });
    await c.read('k', async () => ({ v: 1 }));
    now += 5 * MINUTE;
    expect(await c.read('k', down)).toEqual({ data: { v: 1 }, stale: true, fetchedAt: 1_000_000 });
    expect(inProcess.set).not.toHaveBeenCalled();
    expect(inProcess.get).not.toHaveBeenCalled();
  });

  test('an unreachable store is no new way to fail: reads go to the upstream', async () => {
    const c = new PublicCache({
      freshMs: 30_000,
      keepStaleMs: 10 * MINUTE,
      store: () => Promise.reject(new Error('redis down')),
      now: clock,
    });
    expect(await c.read('k', async () => ({ v: 3 }))).toEqual({ data: { v: 3 }, stale: false, fetchedAt: now });
  });
});
