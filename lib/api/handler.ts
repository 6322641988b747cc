import 'server-only';
import type { IronSession } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { AppError, ERROR_MESSAGES, ErrorCode, isAppError } from '@/lib/errors';
import type { UpstreamAuth } from '@/lib/http/upstream';
import type { SessionData } from '@/lib/session/config';
import { getSession } from '@/lib/session/session';

export type AuthMode = 'required' | 'optional' | 'none';

export interface ApiContext<Input> {
  request: NextRequest;
  input: Input;
  params: Record<string, string>;
  session: IronSession<SessionData>;
  /** Token material for upstreamRequest; null when there is no session. */
  auth: UpstreamAuth | null;
}

export interface ApiConfig<S extends z.ZodType | undefined> {
  /** 'required' (default, SPEC §7 needLogin true): no session → 401 with code 2008. */
  auth?: AuthMode;
  /** Input schema: the query for GET, the JSON body otherwise. */
  input?: S;
  /** Reject cross-site state-changing calls (default: on for every method but GET/HEAD). */
  csrf?: boolean;
}

type Input<S> = S extends z.ZodType ? z.infer<S> : undefined;

const CATALOGUE_BY_MESSAGE = new Map<string, number>(Object.entries(ERROR_MESSAGES).map(([code, message]) => [message, Number(code)]));

export function errorResponse(code: number, message: string, status: number, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ code, message }, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Bad input answers 400 with the SPEC message the schema names (e.g. 1002 手机号填写错误), else 1003. */
export function inputErrorResponse(error: z.ZodError): NextResponse {
  const first = error.issues[0];
  const message = first?.message ?? ERROR_MESSAGES[1003];
  const code = CATALOGUE_BY_MESSAGE.get(message) ?? ErrorCode.MissingParams;
  return errorResponse(code, CATALOGUE_BY_MESSAGE.has(message) ? message : `${ERROR_MESSAGES[1003]}：${message}`, 400);
}

/** A state-changing request from another site (Origin or Sec-Fetch-Site) is refused. */
export function isCrossSite(request: NextRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

async function readInput(request: NextRequest): Promise<unknown> {
  if (request.method === 'GET' || request.method === 'HEAD') return Object.fromEntries(request.nextUrl.searchParams);
  const text = await request.text();
  if (!text) return {};
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    throw new AppError(ErrorCode.MissingParams, '请求格式错误', { status: 400 });
  }
}

/**
 * The one BFF route wrapper (CONVENTIONS: dub's withWorkspace): CSRF, session, zod input, the
 * `{code: 200, data}` / `{code, message}` envelope and matching HTTP statuses. Route files stay thin.
 */
export function apiHandler<S extends z.ZodType | undefined = undefined>(
  config: ApiConfig<S>,
  handler: (ctx: ApiContext<Input<S>>) => Promise<unknown>,
) {
  const authMode = config.auth ?? 'required';
  return async (request: NextRequest, segment?: { params?: Promise<Record<string, string | string[]>> }) => {
    try {
      const stateChanging = request.method !== 'GET' && request.method !== 'HEAD';
      if ((config.csrf ?? stateChanging) && isCrossSite(request)) {
        return errorResponse(403, '非法的跨站请求', 403);
      }
      const session = await getSession();
      const auth: UpstreamAuth | null = session.accessToken
        ? { accessToken: session.accessToken, tokenType: session.tokenType ?? 'Bearer', userId: session.userId }
        : null;
      if (authMode === 'required' && !auth) {
        return errorResponse(ErrorCode.NotLoggedIn, ERROR_MESSAGES[2008], 401);
      }
      const raw = await readInput(request);
      let input: unknown = undefined;
      if (config.input) {
        const parsed = config.input.safeParse(raw);
        if (!parsed.success) return inputErrorResponse(parsed.error);
        input = parsed.data;
      }
      const rawParams = (await segment?.params) ?? {};
      const params = Object.fromEntries(Object.entries(rawParams).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : value]));
      const data = await handler({ request, input: input as Input<S>, params, session, auth });
      return NextResponse.json({ code: 200, data: data ?? null }, { headers: { 'Cache-Control': auth ? 'no-store' : 'no-cache' } });
    } catch (error) {
      if (isAppError(error)) return errorResponse(error.code, error.message, error.status);
      console.error(`[bff] ${request.method} ${request.nextUrl.pathname} failed`, error);
      return errorResponse(ErrorCode.App, ERROR_MESSAGES[1000], 500);
    }
  };
}
