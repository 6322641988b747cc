import 'server-only';
import { cache } from 'react';
import { AppError, ErrorCode, isAppError } from '@/lib/errors';
import { DEFAULT_TIMEOUT_MS } from '@/lib/http/config';
import { sharedStore } from '@/lib/store/shared-store';
import { PublicCache } from './public-cache';
import type { ReadFailure, ReadResult } from './result';
import { processSingleton } from '@/runtime/process-singleton.mjs';

/**
 * The one read path of pages: `lib/<domain>/server.ts` wraps each upstream read in
 * `readPublic` (non-personal data, through the shared cache, stale while the upstream is down) or
 * `readPersonal` (never cached across requests), and the page renders the result or <ReadError>.
 * Within one request a key is read once, so generateMetadata and the page share a call.
 */

const MINUTE = 60_000;
const freshMs = Number(process.env.PUBLIC_CACHE_FRESH_MS ?? process.env.MARKET_CACHE_MS ?? 30_000);
// A stale copy answers for at least 10 minutes after its last good read.
const keepStaleMs = Math.max(10 * MINUTE, Number(process.env.PUBLIC_CACHE_STALE_MS ?? 60 * MINUTE));

// Route bundles may each load this module: one cache per process.
const publicCache = processSingleton(
  'public-read-cache',
  () => new PublicCache({ freshMs, keepStaleMs, store: sharedStore }),
);

const requestReads = cache(() => new Map<string, Promise<ReadResult<unknown>>>());

/**
 * One upstream deadline per page, not per read: reads made one after another (a default code, then its
 * data) share it, so a hung upstream ends every page within the deadline. A read still
 * waiting when the page's time is up is left to finish in the background and the page gets a timeout.
 */
const pageDeadline = cache(() => ({ endsAt: Date.now() + DEFAULT_TIMEOUT_MS }));

function withinPageDeadline<T>(load: () => Promise<T>): () => Promise<T> {
  return () => {
    const remaining = pageDeadline().endsAt - Date.now();
    const timeout = () => new AppError(ErrorCode.RequestFailed, '请求超时，请稍后再试', { status: 504 });
    if (remaining <= 0) return Promise.reject(timeout());
    const pending = load();
    pending.catch(() => undefined);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(timeout()), remaining);
    });
    return Promise.race([pending, expired]).finally(() => clearTimeout(timer));
  };
}

function once<T>(key: string, read: () => Promise<ReadResult<T>>): Promise<ReadResult<T>> {
  const reads = requestReads();
  let pending = reads.get(key) as Promise<ReadResult<T>> | undefined;
  if (!pending) {
    pending = read();
    reads.set(key, pending);
  }
  return pending;
}

export function readFailure(error: unknown): ReadFailure {
  if (isAppError(error)) return { ok: false, error };
  console.error('[read] unexpected failure', error);
  return { ok: false, error: new AppError(ErrorCode.RequestFailed, undefined, { cause: error }) };
}

/** Public data: the same for every viewer, so one copy serves all (and serves stale on failure). */
export function readPublic<T>(key: string, load: () => Promise<T>): Promise<ReadResult<T>> {
  return once(`public:${key}`, async () => {
    try {
      const cached = await publicCache.read(key, withinPageDeadline(load));
      return { ok: true, data: cached.data, stale: cached.stale, asOf: cached.fetchedAt };
    } catch (error) {
      return readFailure(error);
    }
  });
}

/** Per-viewer data: read for this request only, never stored. */
export function readPersonal<T>(key: string, load: () => Promise<T>): Promise<ReadResult<T>> {
  return once(`personal:${key}`, async () => {
    try {
      return { ok: true, data: await withinPageDeadline(load)(), stale: false, asOf: Date.now() };
    } catch (error) {
      return readFailure(error);
    }
  });
}

/** A cache key from a path and its query (undefined values left out, order kept). */
export function readKey(
  path: string,
  query: Record<string, string | number | boolean | undefined | null> = {},
): string {
  const entries = Object.entries(query).filter(
    (entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== null,
  );
  return entries.length ? `${path}?${new URLSearchParams(entries.map(([k, v]) => [k, String(v)]))}` : path;
}
