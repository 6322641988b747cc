import { LastGoodCache } from '@/lib/market/last-good-cache';

describe('LastGoodCache: public market data served stale while the upstream is down', () => {
  let now = 0;
  const cache = () => new LastGoodCache(1000, 3, () => now);
  beforeEach(() => {
    now = 0;
  });

  test('fresh answers are reused within the fresh window', async () => {
    const c = cache();
    const load = jest.fn().mockResolvedValue({ v: 1 });
    await c.read('a', load);
    now = 500;
    const again = await c.read('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(again).toEqual({ data: { v: 1 }, stale: false, fetchedAt: 0 });
  });

  test('after the window it reloads; when the reload fails the last good answer comes back marked stale', async () => {
    const c = cache();
    await c.read('a', async () => ({ v: 1 }));
    now = 5000;
    const result = await c.read('a', async () => {
      throw new Error('upstream down');
    });
    expect(result).toEqual({ data: { v: 1 }, stale: true, fetchedAt: 0 });
    const recovered = await c.read('a', async () => ({ v: 2 }));
    expect(recovered).toEqual({ data: { v: 2 }, stale: false, fetchedAt: 5000 });
  });

  test('without a last good answer the error surfaces (the page shows its error state)', async () => {
    await expect(cache().read('b', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
  });

  test('keys are separate and concurrent reads share one call', async () => {
    const c = cache();
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 5));
    const [x, y] = await Promise.all([c.read('k', load), c.read('k', load)]);
    expect(calls).toBe(1);
    expect(x.data).toBe(y.data);
    await c.read('other', async () => 'o');
    expect((await c.read('other', async () => 'changed')).data).toBe('o');
  });

  test('bounded: the oldest key is dropped beyond maxEntries', async () => {
    const c = cache();
    for (const key of ['1', '2', '3', '4']) await c.read(key, async () => key);
    now = 5000;
    await expect(c.read('1', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect((await c.read('4', async () => Promise.reject(new Error('down')))).stale).toBe(true);
  });
});
