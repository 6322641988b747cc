import 'server-only';
import type { z } from 'zod';
import { AppError, ErrorCode } from '@/lib/errors';
import { DEFAULT_TIMEOUT_MS, upstreamBaseUrl } from './config';

/** Request options of the shared request layer (SPEC §7). showLoading is a client concern. */
export interface RequestOptions {
  /** Default true: without an access token the call fails with 2008 before reaching the upstream. */
  needLogin?: boolean;
  /** Send the token when there is one, but never fail for its absence. */
  tryLogin?: boolean;
  /** Whether a failure should be shown to the user (carried to the client in the envelope). */
  errorHandle?: boolean;
  extBase?: string;
  extToken?: string;
  extHeaders?: Record<string, string>;
  javaHeaders?: boolean;
  needEncrypt999?: boolean;
  /** Deadline in milliseconds (default DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface UpstreamAuth {
  accessToken?: string | null;
  tokenType?: string | null;
  userId?: string | number | null;
}

export interface UpstreamCall<S extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  schema: S;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  options?: RequestOptions;
  auth?: UpstreamAuth;
  /** Extra headers already computed by the caller (device headers of SPEC §3). */
  headers?: Record<string, string>;
}

function buildUrl(base: string, path: string, query: UpstreamCall<z.ZodType>['query']): string {
  const url = new URL(path.startsWith('/') ? path : `/${path}`, `${base}/`);
  // Keep a base path prefix (e.g. https://api.example.com/v1) in front of the call's path.
  const basePath = new URL(`${base}/`).pathname.replace(/\/$/, '');
  url.pathname = `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/**
 * The one upstream client. Answers `data` (or `content`) of a `{code: 200}` envelope validated by
 * the call's schema; anything else is an AppError. Never retries: a caller that may retry must know
 * the call is idempotent.
 */
export async function upstreamRequest<S extends z.ZodType>(call: UpstreamCall<S>): Promise<z.infer<S>> {
  const options = call.options ?? {};
  const needLogin = options.needLogin ?? true;
  const token = options.extToken ?? call.auth?.accessToken ?? null;
  if (needLogin && !options.tryLogin && !token) throw new AppError(ErrorCode.NotLoggedIn);

  const headers: Record<string, string> = { accept: 'application/json', ...(call.headers ?? {}), ...(options.extHeaders ?? {}) };
  if (token && (needLogin || options.tryLogin || options.extToken)) {
    headers.authorization = `${call.auth?.tokenType ?? 'Bearer'} ${token}`.replace(/^bearer /i, 'Bearer ');
  }
  let body: string | undefined;
  if (call.method === 'POST') {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(call.body ?? {});
  }

  const base = options.extBase ?? upstreamBaseUrl();
  const url = buildUrl(base, call.path, call.query);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  let response: Response;
  try {
    response = await fetch(url, { method: call.method, headers, body, cache: 'no-store', signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    throw new AppError(ErrorCode.RequestFailed, timedOut ? '请求超时，请稍后再试' : undefined, {
      status: timedOut ? 504 : 502,
      cause: error,
    });
  }

  let envelope: unknown;
  try {
    envelope = await response.json();
  } catch (error) {
    throw new AppError(ErrorCode.BadUpstreamData, undefined, { status: 502, cause: error });
  }
  if (!envelope || typeof envelope !== 'object' || !('code' in envelope)) {
    throw new AppError(ErrorCode.BadUpstreamData, undefined, { status: 502 });
  }
  const { code, message, data, content } = envelope as { code: unknown; message?: unknown; data?: unknown; content?: unknown };
  if (Number(code) !== 200) {
    const numeric = Number(code);
    const status = numeric === 2008 || numeric === 2009 ? 401 : response.status >= 500 ? 502 : response.status >= 400 ? response.status : 400;
    throw new AppError(Number.isFinite(numeric) ? numeric : ErrorCode.RequestFailed, typeof message === 'string' ? message : undefined, { status });
  }
  const parsed = call.schema.safeParse(data !== undefined ? data : content);
  if (!parsed.success) {
    throw new AppError(ErrorCode.BadUpstreamData, undefined, { status: 502, details: parsed.error.issues.slice(0, 5) });
  }
  return parsed.data;
}

export function upstreamGet<S extends z.ZodType>(path: string, schema: S, rest: Omit<UpstreamCall<S>, 'method' | 'path' | 'schema'> = {}) {
  return upstreamRequest({ method: 'GET', path, schema, ...rest });
}

export function upstreamPost<S extends z.ZodType>(path: string, schema: S, rest: Omit<UpstreamCall<S>, 'method' | 'path' | 'schema'> = {}) {
  return upstreamRequest({ method: 'POST', path, schema, ...rest });
}
