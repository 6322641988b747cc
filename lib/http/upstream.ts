import 'server-only';
import type { z } from 'zod';
import { AppError, ErrorCode } from '@/lib/errors';
import { decryptJson, encryptJson } from '@/lib/security/aes';
import { BreakerRegistry, routeFamily } from './circuit-breaker';
import { DEFAULT_TIMEOUT_MS, extBaseAllowList, upstreamBaseUrl } from './config';
import { deviceTypeOf, DEVICE_HEADERS, type DeviceInfo } from './device';
import { currentRequestContext, type RequestContext, type UpstreamAuth } from './request-context';
import { fallbackRequestContext } from './server-context';
import { send as transportSend, type TransportResponse } from './transport';
import { processSingleton } from '@/runtime/process-singleton.mjs';

export type { UpstreamAuth } from './request-context';

/** Request options of the shared request layer (SPEC §7). showLoading is a client concern. */
export interface RequestOptions {
  /** Default true: without an access token the call fails with 2008 before reaching the upstream. */
  needLogin?: boolean;
  /** Send the token when there is one, but never fail for its absence. */
  tryLogin?: boolean;
  /** Whether a failure should be shown to the user (carried to the client in the envelope). */
  errorHandle?: boolean;
  /** Another base URL; only origins on the allow-list (config.extBaseAllowList) are reachable. */
  extBase?: string;
  /** A token to send instead of the session's (e.g. a one-off partner token). */
  extToken?: string;
  /** Extra headers; they never replace the headers the BFF owns (device headers, Authorization). */
  extHeaders?: Record<string, string>;
  /** Also send the java-style deviceId, deviceType (2 iOS, 1 Android, 3 other) and userId. */
  javaHeaders?: boolean;
  /** Body sent AES-encrypted (lib/security/aes); an answer `{code: 999, data: <cipher>}` is decrypted. */
  needEncrypt999?: boolean;
  /** Deadline in milliseconds for the whole call, retries included (default DEFAULT_TIMEOUT_MS). */
  timeoutMs?: number;
}

export interface UpstreamCall<S extends z.ZodType> {
  method: 'GET' | 'POST';
  path: string;
  schema: S;
  query?: Record<string, string | number | boolean | undefined | null>;
  body?: unknown;
  options?: RequestOptions;
  /** Token material; omitted → the current request's session (apiHandler or the page's cookie). */
  auth?: UpstreamAuth | null;
  /** Extra headers computed by the caller; BFF-owned headers still win. */
  headers?: Record<string, string>;
  /** Device of the browser request; omitted → the current request's. */
  device?: DeviceInfo;
}

export const ENCRYPTED_SUCCESS_CODE = 999;
const RETRYABLE_STATUS = new Set([502, 503, 504]);

function buildUrl(base: string, path: string, query: UpstreamCall<z.ZodType>['query']): string {
  const url = new URL(`${base}/`);
  const basePath = url.pathname.replace(/\/$/, '');
  url.pathname = `${basePath}${path.startsWith('/') ? path : `/${path}`}`;
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}

/** extBase must be an http(s) origin on the allow-list: no SSRF through a caller-supplied base. */
export function assertAllowedBase(base: string): string {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    throw new AppError(ErrorCode.MissingParams, '不允许的上游地址', { status: 400 });
  }
  const allowed =
    (url.protocol === 'https:' || url.protocol === 'http:') &&
    !url.username &&
    !url.password &&
    extBaseAllowList().has(url.origin);
  if (!allowed) throw new AppError(ErrorCode.MissingParams, '不允许的上游地址', { status: 400 });
  return base.replace(/\/+$/, '');
}

/** Device headers of SPEC §3 (+ java-style ones): values the BFF owns, set — never appended. */
export function ownedHeaders(
  device: DeviceInfo | undefined,
  token: string | null,
  auth: UpstreamAuth | null | undefined,
  java: boolean,
): Record<string, string> {
  const owned: Record<string, string> = {};
  if (device) {
    owned[DEVICE_HEADERS.deviceId] = device.deviceId;
    owned[DEVICE_HEADERS.osName] = device.osName;
    owned[DEVICE_HEADERS.brand] = device.brand;
    owned[DEVICE_HEADERS.osVersion] = device.osVersion;
    owned[DEVICE_HEADERS.appVersion] = device.appVersion;
    owned[DEVICE_HEADERS.channel] = device.channel;
    if (java) {
      owned.deviceId = device.deviceId;
      owned.deviceType = String(deviceTypeOf(device.osName));
    }
  }
  if (java) owned.userId = auth?.userId != null ? String(auth.userId) : '';
  if (token)
    owned.authorization = `${/^bearer$/i.test(auth?.tokenType ?? 'Bearer') ? 'Bearer' : auth?.tokenType} ${token}`;
  return owned;
}

function composeHeaders(call: UpstreamCall<z.ZodType>, owned: Record<string, string>): Headers {
  const headers = new Headers();
  for (const source of [call.options?.extHeaders, call.headers]) {
    for (const [name, value] of Object.entries(source ?? {})) headers.set(name, value);
  }
  headers.delete('cookie');
  for (const [name, value] of Object.entries(owned)) {
    if (value === '') headers.delete(name);
    else headers.set(name, value);
  }
  headers.set('accept', 'application/json');
  return headers;
}

interface Attempt {
  response: { status: number };
  envelope: unknown;
}

interface WireRequest {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
}

async function attempt(url: string, init: WireRequest, deadline: number): Promise<Attempt> {
  if (deadline - Date.now() <= 0) throw new AppError(ErrorCode.RequestFailed, '请求超时，请稍后再试', { status: 504 });
  let response: TransportResponse;
  try {
    response = await transportSend(url, { ...init, deadline });
  } catch (error) {
    throw transportError(error);
  }
  if (response.status >= 300 && response.status < 400) {
    response.discard();
    throw new AppError(ErrorCode.RequestFailed, undefined, { status: 502 });
  }
  if (RETRYABLE_STATUS.has(response.status) && !response.contentType.includes('json')) {
    // A gateway's own error page: the upstream service itself never answered.
    response.discard();
    const failure = new AppError(ErrorCode.RequestFailed, undefined, { status: 502 });
    retryable.add(failure);
    outages.add(failure);
    throw failure;
  }
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw transportError(error);
  }
  try {
    return { response, envelope: JSON.parse(text) };
  } catch (error) {
    throw new AppError(ErrorCode.BadUpstreamData, undefined, {
      status: 502,
      cause: error,
      details: { upstreamStatus: response.status },
    });
  }
}

/** Failures where the request never reached a handler (refused, reset, gateway): a GET may try again. */
const retryable = new WeakSet<AppError>();
/** Failures where the upstream did not answer at all (the above, and timeouts): the breaker counts them. */
const outages = new WeakSet<AppError>();

const breakers = processSingleton(
  'upstream-breakers',
  () =>
    new BreakerRegistry({
      failureThreshold: Number(process.env.UPSTREAM_BREAKER_FAILURES ?? 5),
      openMs: Number(process.env.UPSTREAM_BREAKER_OPEN_MS ?? 10_000),
    }),
);
function transportError(error: unknown): AppError {
  // DOMException (TimeoutError) is not always an Error of this realm: look at the name only.
  const name = (error as { name?: unknown } | null)?.name;
  const timedOut = name === 'TimeoutError' || name === 'AbortError';
  const failure = new AppError(ErrorCode.RequestFailed, timedOut ? '请求超时，请稍后再试' : undefined, {
    status: timedOut ? 504 : 502,
    cause: error,
  });
  if (!timedOut) retryable.add(failure);
  outages.add(failure);
  return failure;
}

function isRetryable(error: unknown): boolean {
  return error instanceof AppError && retryable.has(error);
}

function unwrap<S extends z.ZodType>(call: UpstreamCall<S>, { response, envelope }: Attempt): z.infer<S> {
  if (!envelope || typeof envelope !== 'object' || !('code' in envelope)) {
    throw new AppError(ErrorCode.BadUpstreamData, undefined, { status: 502 });
  }
  const { code, message, data, content } = envelope as {
    code: unknown;
    message?: unknown;
    data?: unknown;
    content?: unknown;
  };
  const numeric = Number(code);
  let payload = data !== undefined ? data : content;
  if (call.options?.needEncrypt999 && numeric === ENCRYPTED_SUCCESS_CODE) {
    try {
      payload = typeof payload === 'string' ? decryptJson(payload) : payload;
    } catch (error) {
      throw new AppError(ErrorCode.BadUpstreamData, undefined, { status: 502, cause: error });
    }
  } else if (numeric !== 200) {
    const status =
      numeric === 2008 || numeric === 2009
        ? 401
        : response.status === 429
          ? 429
          : response.status >= 500
            ? 502
            : response.status >= 400
              ? response.status
              : 400;
    throw new AppError(
      Number.isFinite(numeric) ? numeric : ErrorCode.RequestFailed,
      typeof message === 'string' ? message : undefined,
      { status },
    );
  }
  const parsed = call.schema.safeParse(payload);
  if (!parsed.success) {
    throw new AppError(ErrorCode.BadUpstreamData, undefined, { status: 502, details: parsed.error.issues.slice(0, 5) });
  }
  return parsed.data;
}

async function send<S extends z.ZodType>(
  call: UpstreamCall<S>,
  context: RequestContext | undefined,
  auth: UpstreamAuth | null,
): Promise<z.infer<S>> {
  const options = call.options ?? {};
  const needLogin = options.needLogin ?? true;
  const token = options.extToken ?? (needLogin || options.tryLogin ? (auth?.accessToken ?? null) : null);
  if (needLogin && !options.tryLogin && !token) throw new AppError(ErrorCode.NotLoggedIn);

  const headers = composeHeaders(
    call,
    ownedHeaders(call.device ?? context?.device, token, auth, Boolean(options.javaHeaders)),
  );
  let body: string | undefined;
  if (call.method === 'POST') {
    headers.set('content-type', 'application/json');
    if (options.needEncrypt999) headers.set('x-encrypt', String(ENCRYPTED_SUCCESS_CODE));
    body = JSON.stringify(options.needEncrypt999 ? { encrypt: encryptJson(call.body ?? {}) } : (call.body ?? {}));
  }
  const base = options.extBase ? assertAllowedBase(options.extBase) : upstreamBaseUrl();
  const url = buildUrl(base, call.path, call.query);
  const deadline = Date.now() + (options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const init: WireRequest = { method: call.method, headers: Object.fromEntries(headers), body };

  const breaker = breakers.get(routeFamily(base, call.path));
  if (!breaker.allow()) throw new AppError(ErrorCode.RequestFailed, '服务暂时不可用，请稍后再试', { status: 503 });
  try {
    const result = await attemptWithRetry(call, url, init, deadline);
    breaker.succeeded();
    return result;
  } catch (error) {
    if (error instanceof AppError && outages.has(error)) breaker.failed();
    else breaker.succeeded();
    throw error;
  }
}

async function attemptWithRetry<S extends z.ZodType>(
  call: UpstreamCall<S>,
  url: string,
  init: WireRequest,
  deadline: number,
): Promise<z.infer<S>> {
  // Only idempotent reads are retried, once, and only inside the same deadline.
  const attempts = call.method === 'GET' ? 2 : 1;
  for (let index = 0; ; index += 1) {
    try {
      return unwrap(call, await attempt(url, init, deadline));
    } catch (error) {
      if (index + 1 >= attempts || !isRetryable(error) || deadline - Date.now() < 200) throw error;
    }
  }
}

/** Failures of calls made with `errorHandle: false`: the browser is told not to show them. */
const silentFailures = new WeakSet<object>();

export function isSilentFailure(error: unknown): boolean {
  return typeof error === 'object' && error !== null && silentFailures.has(error);
}

/**
 * The one upstream client. Answers `data` (or `content`) of a `{code: 200}` envelope validated by
 * the call's schema; anything else is an AppError. A session token rejected as expired (2009) is
 * refreshed once and the call repeated: the upstream refused it before doing anything.
 */
export async function upstreamRequest<S extends z.ZodType>(call: UpstreamCall<S>): Promise<z.infer<S>> {
  try {
    return await requestWithRefresh(call);
  } catch (error) {
    if (call.options?.errorHandle === false && typeof error === 'object' && error !== null) silentFailures.add(error);
    throw error;
  }
}

async function requestWithRefresh<S extends z.ZodType>(call: UpstreamCall<S>): Promise<z.infer<S>> {
  const context = currentRequestContext() ?? (await fallbackRequestContext());
  const usesSession =
    !call.options?.extToken &&
    (call.auth === undefined || (call.auth?.accessToken ?? null) === (context?.auth?.accessToken ?? null));
  const auth = call.auth === undefined ? (context?.auth ?? null) : call.auth;
  try {
    return await send(call, context, auth);
  } catch (error) {
    if (
      !(error instanceof AppError) ||
      error.code !== ErrorCode.TokenExpired ||
      !usesSession ||
      !context?.refreshAuth ||
      !auth?.accessToken
    )
      throw error;
    const renewed = await context.refreshAuth();
    if (!renewed?.accessToken) throw error;
    return send(call, context, renewed);
  }
}

export function upstreamGet<S extends z.ZodType>(
  path: string,
  schema: S,
  rest: Omit<UpstreamCall<S>, 'method' | 'path' | 'schema'> = {},
) {
  return upstreamRequest({ method: 'GET', path, schema, ...rest });
}

export function upstreamPost<S extends z.ZodType>(
  path: string,
  schema: S,
  rest: Omit<UpstreamCall<S>, 'method' | 'path' | 'schema'> = {},
) {
  return upstreamRequest({ method: 'POST', path, schema, ...rest });
}
