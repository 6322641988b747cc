'use client';

import { notifyRequestError, showLoading } from '@/lib/ui/feedback';
import { apiUrl } from '@/lib/routes/hrefs';

/** A failed BFF call as the browser sees it: the envelope's code and message, and the HTTP status. */
export class BffError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
    /** false when the server says this failure is not to be shown (SPEC §7 errorHandle). */
    readonly errorHandle = true,
  ) {
    super(message);
    this.name = 'BffError';
  }
}

export interface BffOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** SPEC §7 showLoading: the 加载中... toast while the call runs. */
  showLoading?: boolean;
  /** SPEC §8: toast the failure (never for 400/401, nor when the server marked it silent). */
  errorHandle?: boolean;
  /** Extra request headers (an Idempotency-Key, the pay routes' X-Action-Id). */
  headers?: Record<string, string>;
}

async function call<T>(
  path: string,
  method: 'GET' | 'POST',
  body: unknown,
  extraHeaders?: Record<string, string>,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method,
      credentials: 'same-origin',
      headers: { ...(method === 'POST' ? { 'content-type': 'application/json' } : {}), ...extraHeaders },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    throw new BffError(1004, '网络连接失败，请稍后再试', 0);
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: number;
    data?: T;
    message?: string;
    errorHandle?: boolean;
  } | null;
  if (!envelope || typeof envelope.code !== 'number') throw new BffError(1006, '接口数据异常', response.status);
  if (envelope.code !== 200)
    throw new BffError(
      envelope.code,
      envelope.message ?? '请求失败，请稍后再试',
      response.status,
      envelope.errorHandle !== false,
    );
  return envelope.data as T;
}

/** Calls a BFF route (`/h5/api/...`) and unwraps `{code: 200, data}`; anything else throws BffError. */
export async function bffFetch<T>(path: string, options: BffOptions = {}): Promise<T> {
  const method = options.method ?? (options.body === undefined ? 'GET' : 'POST');
  const close = options.showLoading ? showLoading() : null;
  try {
    return await call<T>(path, method, options.body, options.headers);
  } catch (error) {
    if (options.errorHandle && error instanceof BffError) void notifyRequestError(error, error.errorHandle);
    throw error;
  } finally {
    close?.();
  }
}

/** The session is missing or gone: the caller offers a login instead of an error. */
export function isLoginError(error: unknown): boolean {
  return error instanceof BffError && (error.code === 2008 || error.code === 2009 || error.status === 401);
}
