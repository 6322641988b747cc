import {
  cachedPage,
  clearPageCacheForTests,
  pageBody,
  pageCacheBytesForTests,
  pageCacheKey,
  type CachedPage,
  type SharedPages,
} from '@/lib/read/page-cache';
import { matchRoute } from '@/lib/routes/manifest';
import type { RouteDef } from '@/lib/routes/types';

function route(path: string): RouteDef {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route ${path}`);
  return match.route;
}

function request(
  init: { method?: string; headers?: Record<string, string>; cookies?: Record<string, string>; search?: string } = {},
) {
  const headers = new Headers({
    'user-agent': 'Mozilla/5.0 (iPhone)',
    host: 'h5.example.com',
    'x-h5-local-address': '127.0.0.1:3000',
    'x-h5-document': '1',
    ...init.headers,
  });
  const search = init.search ?? '';
  return {
    method: init.method ?? 'GET',
    headers,
    cookies: { getAll: () => Object.entries(init.cookies ?? {}).map(([name, value]) => ({ name, value })) },
    nextUrl: { pathname: '/tool/lhb/today', search, searchParams: new URLSearchParams(search) },
  };
}

const LHB = () => route('/tool/lhb/today');

describe('pageCacheKey: which requests may share one rendered page', () => {
  test('an anonymous GET of a public market page is served from the cache', () => {
    expect(pageCacheKey(request(), LHB())).not.toBeNull();
  });

  test('pages not marked in the manifest are always rendered (personal, live or interactive pages)', () => {
    expect(route('/walletCenter/balance').pageCacheSeconds).toBe(0);
    expect(pageCacheKey(request(), route('/walletCenter/balance'))).toBeNull();
    expect(pageCacheKey(request(), route('/programList/v2'))).toBeNull();
  });

  test('the public pages of the SSR budget are kept: hub, login form, a visitor’s live room, sale page, activity hub, contest prompt', () => {
    for (const path of [
      '/',
      '/login',
      '/liveRoomDetail/v2',
      '/vip-sale1/v2',
      '/activities-collect/v2',
      '/stock-contest/index',
    ]) {
      expect(pageCacheKey(request(), route(path))).not.toBeNull();
      // Nothing personal is ever served from it: with a session the page is rendered for the request.
      expect(pageCacheKey(request({ cookies: { h5_session: 'sealed' } }), route(path))).toBeNull();
    }
  });

  test.each([
    ['a session cookie', { cookies: { h5_session: 'sealed' } }],
    ['any cookie the cache does not know', { cookies: { h5_bridge_sim: '1' } }],
    ['an app token (a logged-in webview)', { headers: { 'x-app-token': 't' } }],
    ['a client navigation (RSC)', { headers: { rsc: '1' } }],
    ['a prefetch', { headers: { 'next-router-prefetch': '1' } }],
    ['a server action', { headers: { 'next-action': 'abc' } }],
    ['an RSC query', { search: '?_rsc=1' }],
    ['a query that sets the theme (the response sets a cookie)', { search: '?theme=dark' }],
    ['a query that sets the font size', { search: '?fontSize=large' }],
    ['a POST', { method: 'POST' }],
    ['the proxy’s own fill', { headers: { 'x-h5-page-fill': '1' } }],
    ['no local address from the socket guard', { headers: { 'x-h5-local-address': '' } }],
    [
      'not a document GET by the socket guard (a navigation whose headers Next hides)',
      { headers: { 'x-h5-document': '0' } },
    ],
  ])('%s → rendered for the request', (_, init) => {
    expect(pageCacheKey(request(init as Parameters<typeof request>[0]), LHB())).toBeNull();
  });

  test('everything a page may read is in the key: URL, UA, host, native headers, theme and font cookies', () => {
    const base = pageCacheKey(request(), LHB());
    const variants = [
      request({ search: '?date=2026-11-19' }),
      request({ headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) MicroMessenger/8.0' } }),
      request({ headers: { host: 'other.example.com' } }),
      request({ headers: { 'x-forwarded-host': 'evil.example.com' } }),
      request({ headers: { 'x-forwarded-proto': 'http' } }),
      request({ headers: { 'x-app-theme': 'dark' } }),
      request({ headers: { 'x-app-font-size': 'large' } }),
      request({ headers: { 'x-app-version': '2.0.60' } }),
      request({ headers: { 'x-device-os-name': 'android' } }),
      request({ cookies: { h5_theme: 'dark' } }),
      request({ cookies: { h5_font_size: 'large' } }),
    ].map((variant) => pageCacheKey(variant, LHB()));
    expect(new Set([base, ...variants]).size).toBe(variants.length + 1);
  });

  test('the device id cookie (sent upstream only, never shown) does not split the cache', () => {
    expect(pageCacheKey(request({ cookies: { h5_did: 'abc' } }), LHB())).toBe(pageCacheKey(request(), LHB()));
  });
});

describe('pageBody: each response gets its own nonce', () => {
  test('every occurrence of the rendered nonce is replaced, nothing else changes', () => {
    const page: CachedPage = {
      body: '<script nonce="OLD+/=">a</script><p>OLD text</p><script nonce="OLD+/=">b</script>',
      nonce: 'OLD+/=',
      status: 200,
      headers: [],
    };
    expect(pageBody(page, 'NEW')).toBe('<script nonce="NEW">a</script><p>OLD text</p><script nonce="NEW">b</script>');
  });
});

describe('cachedPage: one fill per key, kept for its time', () => {
  beforeEach(() => clearPageCacheForTests());
  const page: CachedPage = { body: '<html></html>', nonce: 'n', status: 200, headers: [] };

  test('concurrent misses share one fill; later requests are hits', async () => {
    let fills = 0;
    const fill = async () => {
      fills += 1;
      await new Promise((resolve) => setImmediate(resolve));
      return page;
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => cachedPage('k', 10_000, fill)));
    expect(fills).toBe(1);
    expect(results.filter((result) => result?.status === 'miss')).toHaveLength(1);
    expect(await cachedPage('k', 10_000, fill)).toEqual({ page, status: 'hit' });
    expect(fills).toBe(1);
  });

  test('past its time a copy answers at once while one background fill renders the next; past three times, a request waits', async () => {
    let now = 0;
    const clock = () => now;
    const next: CachedPage = { ...page, body: '<html>next</html>' };
    let fills = 0;
    let release: () => void = () => undefined;
    const slowFill = () => {
      fills += 1;
      return new Promise<CachedPage>((resolve) => {
        release = () => resolve(next);
      });
    };
    await cachedPage('k', 10_000, async () => page, clock);
    now = 10_001;
    expect(await cachedPage('k', 10_000, slowFill, clock)).toEqual({ page, status: 'stale' });
    expect(await cachedPage('k', 10_000, slowFill, clock)).toEqual({ page, status: 'stale' });
    expect(fills).toBe(1);
    release();
    await new Promise((resolve) => setImmediate(resolve));
    expect(await cachedPage('k', 10_000, slowFill, clock)).toEqual({ page: next, status: 'hit' });
    now = 10_001 + 30_001;
    const waited = cachedPage('k', 10_000, async () => page, clock);
    expect(await waited).toEqual({ page, status: 'miss' });
  });

  test('a fill that yields no shareable page is not kept: every waiter renders its own', async () => {
    let fills = 0;
    const fill = async () => {
      fills += 1;
      return null;
    };
    expect(await Promise.all([cachedPage('k', 10_000, fill), cachedPage('k', 10_000, fill)])).toEqual([null, null]);
    expect(await cachedPage('k', 10_000, fill)).toBeNull();
    expect(fills).toBe(2);
  });

  test('a page nobody asks for again leaves memory when its usable time ends, without a request for it', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
    try {
      await cachedPage('one-off?q=1', 10_000, async () => page);
      await cachedPage('one-off?q=2', 20_000, async () => page);
      const both = pageCacheBytesForTests();
      expect(both).toBeGreaterThan(0);
      jest.advanceTimersByTime(3 * 10_000 + 1_000);
      expect(pageCacheBytesForTests()).toBe(both / 2);
      jest.advanceTimersByTime(3 * 10_000);
      expect(pageCacheBytesForTests()).toBe(0);
    } finally {
      jest.useRealTimers();
    }
  });

  test('large pages cannot grow the cache past 16 MiB: the least recently used leaves first', async () => {
    const large = (n: number): CachedPage => ({ ...page, body: String(n).repeat(3 * 1024 * 1024) });
    for (const n of [1, 2, 3]) await cachedPage(`large-${n}`, 60_000, async () => large(n));
    expect(pageCacheBytesForTests()).toBeLessThanOrEqual(16 * 1024 * 1024);
    expect(pageCacheBytesForTests()).toBeGreaterThan(8 * 1024 * 1024);
    let filled = 0;
    const refill = async () => {
      filled += 1;
      return large(1);
    };
    expect((await cachedPage('large-1', 60_000, refill))?.status).toBe('miss');
    expect(filled).toBe(1);
    expect((await cachedPage('large-3', 60_000, refill))?.status).toBe('hit');
  });

  describe('shared between instances', () => {
    function mapStore(): SharedPages & { entries: Map<string, string> } {
      const entries = new Map<string, string>();
      return {
        entries,
        get: async (key) => entries.get(key) ?? null,
        set: async (key, value) => void entries.set(key, value),
      };
    }

    test('a page one instance rendered is served by another without rendering it again', async () => {
      const store = mapStore();
      const shared = async () => store;
      let fills = 0;
      const fill = async () => {
        fills += 1;
        return page;
      };
      expect(await cachedPage('k', 10_000, fill, Date.now, shared)).toEqual({ page, status: 'miss' });
      expect(store.entries.size).toBe(1);
      clearPageCacheForTests(); // instance B: its own memory is empty
      expect(await cachedPage('k', 10_000, fill, Date.now, shared)).toEqual({ page, status: 'hit' });
      expect(fills).toBe(1);
    });

    test('an expired shared copy is not served fresh, and an unreachable store falls back to rendering', async () => {
      let now = 0;
      const store = mapStore();
      await cachedPage(
        'k',
        10_000,
        async () => page,
        () => now,
        async () => store,
      );
      clearPageCacheForTests();
      now = 40_001;
      const next: CachedPage = { ...page, body: '<html>next</html>' };
      expect(
        await cachedPage(
          'k',
          10_000,
          async () => next,
          () => now,
          async () => store,
        ),
      ).toEqual({ page: next, status: 'miss' });
      clearPageCacheForTests();
      const down: SharedPages = {
        get: () => Promise.reject(new Error('ECONNREFUSED')),
        set: () => Promise.reject(new Error('ECONNREFUSED')),
      };
      expect(
        await cachedPage(
          'k',
          10_000,
          async () => page,
          () => now,
          async () => down,
        ),
      ).toEqual({ page, status: 'miss' });
      expect(
        await cachedPage(
          'k',
          10_000,
          async () => next,
          () => now,
          async () => down,
        ),
      ).toEqual({ page, status: 'hit' });
    });
  });
});
