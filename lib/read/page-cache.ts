import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { RouteDef } from '@/lib/routes/types';
import { DOCUMENT_REQUEST_HEADER, LOCAL_ADDRESS_HEADER } from '@/runtime/constants.mjs';
import { processSingleton } from '@/runtime/process-singleton.mjs';

/**
 * Whole-page cache for public pages (the SSR budget): a page that is the same for every
 * anonymous visitor with the same request inputs is rendered once and served from memory for
 * `pageCacheSeconds`, with a strict CSP kept. The CSP's script nonce must be new on every response, so
 * the cached HTML keeps the nonce it was rendered with and each response swaps in a fresh one — the
 * old value is 128 random bits that appears only where Next wrote it (nonce attributes), so the swap
 * cannot touch content. Miss: the proxy renders the page through the app's own listener (a loopback
 * request (marked, so it is rendered and not looked up again), answers with it and keeps it.
 *
 * What a page may read and so what keys it: the URL, the User-Agent (environment, OS, outdated-browser
 * notice), the native-app headers, the theme and font cookies, and the host headers (share URLs).
 * Requests it never serves: other than GET, with a session or an app token (personal content), with
 * any other cookie, client navigations and prefetches (RSC), and a query that sets theme or font.
 *
 * Several instances: a filled page is also written to Redis (when REDIS_URL is set), and an
 * instance without a usable copy of its own takes the shared one, so every instance serves the page one
 * of them rendered. Redis unreachable: the instance's own memory answers as before.
 */

export const PAGE_FILL_HEADER = 'x-h5-page-fill';
export const PAGE_CACHE_STATUS_HEADER = 'x-h5-page-cache';

const KEYED_HEADERS = [
  'user-agent',
  'host',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-app-version',
  'x-device-os-name',
  'x-app-theme',
  'x-app-font-size',
];
const KEYED_COOKIES = new Set(['h5_theme', 'h5_font_size', 'h5_did']);
const UNKEYED_COOKIES = new Set(['h5_did']);
const NAVIGATION_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-action',
  'next-router-segment-prefetch',
];
const SETTING_QUERY = ['theme', 'fontSize'];
const DROPPED_RESPONSE_HEADERS = new Set([
  'set-cookie',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'keep-alive',
  'date',
  'content-security-policy',
]);
/**
 * A page showing a failed read (<ReadError>) or a refused parameter (the market tools' bad input) is
 * not kept: the next visitor retries the upstream, and nothing is cached under a bad key.
 * Both views carry the §8 code they show.
 */
const ERROR_VIEW_MARK = 'data-error-code="';
/**
 * 16 MiB (counted as two bytes a character, as V8 holds the Chinese pages): the key routes' pages for the
 * common keys (browser, WeChat and app UAs, both themes) fit, and a soak of unique query strings cannot
 * make it the largest part of the heap (at 64 MiB the V8 large-object space held 61 MiB of page strings
 * at the soak's plateau; at 24 MiB it held 35–50 MiB with the renders in flight).
 */
const MAX_BYTES = 16 * 1024 * 1024;

export interface CachedPage {
  body: string;
  nonce: string;
  status: number;
  headers: [string, string][];
}

interface RequestLike {
  method: string;
  headers: Headers;
  cookies: { getAll(): { name: string; value: string }[] };
  nextUrl: { pathname: string; search: string; searchParams: URLSearchParams };
}

interface Entry {
  page: CachedPage;
  freshUntil: number;
  /** After its time a copy still answers (while one request renders the next) for as long again, twice. */
  usableUntil: number;
}
interface State {
  pages: LRUCache<string, Entry>;
  fills: Map<string, Promise<CachedPage | null>>;
}
/**
 * Each page leaves memory when its usable time ends (`ttl` per entry, purged by a timer), not only when
 * newer pages push it out: a page nobody asks for again (a one-off query string) is not held for hours.
 * The cache's clock is the wall clock `cachedPage` uses by default, read on each check (Date.now is
 * cheap; lru-cache's 1 ms memo of it would be a second clock).
 */
const state = processSingleton<State>('page-cache', () => ({
  pages: new LRUCache<string, Entry>({
    maxSize: MAX_BYTES,
    sizeCalculation: (entry) => entry.page.body.length * 2 + 1024,
    ttlAutopurge: true,
    ttlResolution: 0,
    perf: { now: () => Date.now() },
  }),
  fills: new Map(),
}));

function keep(key: string, entry: Entry, now: number) {
  state.pages.set(key, entry, { ttl: Math.max(1, entry.usableUntil - now) });
}

export function pageCacheMs(route: RouteDef): number {
  const configured = process.env.PAGE_CACHE_MS;
  if (configured !== undefined) return Math.min(Number(configured) || 0, route.pageCacheSeconds * 1000);
  return route.pageCacheSeconds * 1000;
}

/** The key of a request this cache may serve, or null when the page must be rendered for it. */
export function pageCacheKey(request: RequestLike, route: RouteDef): string | null {
  if (request.method !== 'GET' || pageCacheMs(route) <= 0) return null;
  const { headers } = request;
  if (
    headers.get(PAGE_FILL_HEADER) !== null ||
    !headers.get(LOCAL_ADDRESS_HEADER) ||
    headers.get(DOCUMENT_REQUEST_HEADER) !== '1'
  )
    return null;
  if (headers.get('x-app-token') || NAVIGATION_HEADERS.some((name) => headers.has(name))) return null;
  if (request.nextUrl.searchParams.has('_rsc') || SETTING_QUERY.some((name) => request.nextUrl.searchParams.has(name)))
    return null;
  const cookies = request.cookies.getAll();
  if (cookies.some((cookie) => !KEYED_COOKIES.has(cookie.name))) return null;
  const keyedCookies = cookies
    .filter((cookie) => !UNKEYED_COOKIES.has(cookie.name))
    .map((cookie) => `${cookie.name}=${cookie.value}`)
    .sort();
  return JSON.stringify([
    request.nextUrl.pathname,
    request.nextUrl.search,
    KEYED_HEADERS.map((name) => headers.get(name)),
    keyedCookies,
  ]);
}

export type PageCacheStatus = 'hit' | 'miss' | 'stale';

/** The tier shared by the instances (Redis); null = this process only. */
export interface SharedPages {
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}

async function redisPages(): Promise<SharedPages | null> {
  if (!process.env.REDIS_URL) return null;
  const { sharedStore } = await import('@/lib/store/shared-store');
  return sharedStore();
}

const sharedKey = (key: string) => `h5:page:${createHash('sha256').update(key).digest('hex')}`;

async function readShared(key: string, shared: () => Promise<SharedPages | null>): Promise<Entry | undefined> {
  try {
    const text = await (await shared())?.get(sharedKey(key));
    const entry = text ? (JSON.parse(text) as Entry) : undefined;
    return entry && typeof entry.usableUntil === 'number' && typeof entry.page?.body === 'string' ? entry : undefined;
  } catch {
    return undefined; // Redis is a help here, never a new way to fail
  }
}

async function writeShared(key: string, entry: Entry, now: number, shared: () => Promise<SharedPages | null>) {
  try {
    await (await shared())?.set(sharedKey(key), JSON.stringify(entry), entry.usableUntil - now);
  } catch {
    // see readShared
  }
}

/**
 * A copy from the cache, or a new one filled (one fill per key at a time); null: render this request.
 * A copy past its time still answers while one fill renders its successor in the background (stale
 * while revalidate), so no visitor waits for a render when a popular page's time runs out.
 */
export async function cachedPage(
  key: string,
  ttlMs: number,
  fill: () => Promise<CachedPage | null>,
  now: () => number = Date.now,
  shared: () => Promise<SharedPages | null> = redisPages,
): Promise<{ page: CachedPage; status: PageCacheStatus } | null> {
  let entry = state.pages.get(key);
  if (entry && now() < entry.freshUntil) return { page: entry.page, status: 'hit' };
  // Another instance may have rendered it since: its copy counts as ours.
  const other = await readShared(key, shared);
  if (other && (!entry || other.freshUntil > entry.freshUntil)) {
    entry = other;
    keep(key, other, now());
    if (now() < other.freshUntil) return { page: other.page, status: 'hit' };
  }
  if (entry && now() < entry.usableUntil) {
    startFill(key, ttlMs, fill, now, shared);
    return { page: entry.page, status: 'stale' };
  }
  const leader = !state.fills.has(key);
  const filled = await startFill(key, ttlMs, fill, now, shared);
  return filled ? { page: filled, status: leader ? 'miss' : 'hit' } : null;
}

function startFill(
  key: string,
  ttlMs: number,
  fill: () => Promise<CachedPage | null>,
  now: () => number,
  shared: () => Promise<SharedPages | null>,
): Promise<CachedPage | null> {
  let pending = state.fills.get(key);
  if (!pending) {
    pending = fill().then(async (filled) => {
      if (filled) {
        const entry: Entry = { page: filled, freshUntil: now() + ttlMs, usableUntil: now() + 3 * ttlMs };
        keep(key, entry, now());
        await writeShared(key, entry, now(), shared);
      }
      return filled;
    });
    pending.finally(() => state.fills.delete(key)).catch(() => undefined);
    state.fills.set(key, pending);
  }
  return pending;
}

/**
 * Renders the page through this process's own listener; a page is kept only when it may be shared:
 * 200 HTML that sets no cookie and shows no error view. (Its `cache-control: private, no-store`
 * is kept: browsers and CDNs must not keep a page whose nonce is one response's.) Anything else is rendered again
 * for the request itself (a 404, a redirect, a read error: rare, and the retry is what a user wants).
 */
export async function fillPage(request: RequestLike, basePath: string, timeoutMs: number): Promise<CachedPage | null> {
  const local = request.headers.get(LOCAL_ADDRESS_HEADER) ?? '';
  const headers = new Headers(request.headers);
  headers.set(PAGE_FILL_HEADER, '1');
  headers.set('accept-encoding', 'identity');
  const path = request.nextUrl.pathname === '/' ? '' : request.nextUrl.pathname;
  try {
    const response = await fetch(`http://${local}${basePath}${path}${request.nextUrl.search}`, {
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(timeoutMs),
    });
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const type = response.headers.get('content-type') ?? '';
    const shareable =
      response.status === 200 && nonce && type.startsWith('text/html') && !response.headers.has('set-cookie');
    if (!shareable) {
      await response.body?.cancel();
      return null;
    }
    const body = await response.text();
    if (body.includes(ERROR_VIEW_MARK)) return null;
    const kept = [...response.headers].filter(
      ([name]) => !DROPPED_RESPONSE_HEADERS.has(name) && !name.startsWith('x-h5-'),
    );
    return { body, nonce, status: response.status, headers: kept };
  } catch {
    return null;
  }
}

/** The cached HTML with a fresh nonce in place of the one it was rendered with. */
export function pageBody(page: CachedPage, nonce: string): string {
  return page.body.split(page.nonce).join(nonce);
}

/** Tests only: the bytes the kept pages are counted as. */
export function pageCacheBytesForTests() {
  return state.pages.calculatedSize;
}

/** Tests only. */
export function clearPageCacheForTests() {
  state.pages.clear();
  state.fills.clear();
}
