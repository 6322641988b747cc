'use client';

/** Browser → BFF calls of the live pages: the envelope `{code: 200, data}` or `{code, message}`. */
export class BffError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'BffError';
  }
}

export async function postBff<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/h5/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      credentials: 'same-origin',
    });
  } catch {
    throw new BffError(1004, '网络异常，请稍后再试', 0);
  }
  const envelope = (await response.json().catch(() => null)) as { code?: number; data?: T; message?: string } | null;
  if (!envelope || envelope.code !== 200) {
    throw new BffError(envelope?.code ?? 1006, envelope?.message ?? '请求失败，请稍后再试', response.status);
  }
  return envelope.data as T;
}

export function isLoginError(error: unknown): boolean {
  return error instanceof BffError && (error.code === 2008 || error.code === 2009 || error.status === 401);
}
