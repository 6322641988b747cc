import 'server-only';
import type { IronSession } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { z } from 'zod';
import { ERROR_MESSAGES, ErrorCode, PROXY_ENABLED_MESSAGE, isAppError } from '@/lib/errors';
import { DEVICE_ID_COOKIE, deviceFromRequest, newDeviceId, type DeviceInfo } from '@/lib/http/device';
import { runWithRequestContext, type RequestContext, type UpstreamAuth } from '@/lib/http/request-context';
import { isSilentFailure } from '@/lib/http/upstream';
import { clientIp, parseTrustProxy } from '@/lib/security/client-ip';
import { isProxyReported } from '@/lib/security/proxy-flag';
import type { SessionData } from '@/lib/session/config';
import { productionCookies } from '@/lib/session/cookie-policy';
import { needsProactiveRefresh } from '@/lib/session/login';
import { renewIronSession } from '@/lib/session/renew';
import { newSessionId, revokeSessionId } from '@/lib/session/revocation';
import { appUserId } from '@/lib/session/app-user';
import { appTokenFrom, authOf, clearSessionData, getSession } from '@/lib/session/session';
import { RateLimitedError } from '@/lib/store/rate-limit';
import { BASE_PATH } from '@/lib/routes/hrefs';
import { idempotencyKeyFor, readActionId, type ChoicePart } from './action-key';
import { inputErrorOf, nonScalarField, readInput } from './input';

export type AuthMode = 'required' | 'optional' | 'none';

/** With login required the handler only runs for a session, so its auth is never null. */
export type AuthFor<A extends AuthMode> = A extends 'required' ? UpstreamAuth : UpstreamAuth | null;

export interface ApiContext<
  Input,
  Auth extends UpstreamAuth | null = UpstreamAuth | null,
  Params = Record<string, string>,
> {
  request: NextRequest;
  input: Input;
  /** The route's segments, parsed by `config.params` when given (lib/api/params). */
  params: Params;
  session: IronSession<SessionData>;
  /** Token material for upstreamRequest; null when there is no session. Updated in place on refresh. */
  auth: Auth;
  device: DeviceInfo;
  /** Client address for per-IP limits (lib/security/client-ip). */
  ip: string;
  /**
   * The Idempotency-Key of this user action (`config.idempotent`, lib/api/action-key), sent upstream
   * with the write. Reading it in a route without `idempotent` is a programming error and throws.
   */
  idempotencyKey: string;
}

/** An idempotent write (DOMAIN-MODEL): the key is derived here from the session, X-Action-Id and the choice. */
export interface IdempotentConfig<Input, Params> {
  /** What kind of action (order, exchange…): keys of different actions never meet. */
  scope: string;
  /** Everything the action chose: the same choice again is the same action, another one a new action. */
  choice?: (input: Input, params: Params, request: NextRequest) => ChoicePart[];
}

export interface ApiConfig<
  S extends z.ZodType | undefined,
  P extends z.ZodType | undefined = undefined,
  A extends AuthMode = AuthMode,
> {
  /** 'required' (default, SPEC §7 needLogin true): no session → 401 with code 2008. */
  auth?: A;
  /** Input schema: the query for GET, the JSON body otherwise. */
  input?: S;
  /**
   * Schema of the route's segments (`idParams('id')`). A segment it refuses answers 404, not 400: a path
   * names a resource, and one that cannot exist (`abc`, 0, past 2³¹−1) is as absent as an unknown id or
   * another user's, which answer 404. A 400 says the caller's input was wrong and SPEC §8 keeps it
   * silent; a dead link is not the user's input, and 404 lets the page say so.
   */
  params?: P;
  /** Reject cross-site state-changing calls (default: on for every method but GET/HEAD). */
  csrf?: boolean;
  /** Largest request body accepted (default 16 KB, lib/api/input): larger → 413 before it is read whole. */
  maxBodyBytes?: number;
  /**
   * Public data a shared cache may keep for this many seconds (anonymous callers only). Such an
   * answer never sets a cookie: a shared cache would hand that cookie to everyone.
   */
  publicCacheSeconds?: number;
  /** An idempotent write: no X-Action-Id → 400 (the page is stale); else `ctx.idempotencyKey`. */
  idempotent?: IdempotentConfig<Input<S>, Params<P>>;
}

type Input<S> = S extends z.ZodType ? z.infer<S> : undefined;
type Params<P> = P extends z.ZodType ? z.infer<P> : Record<string, string>;

/** An idempotent write without the action id its page was rendered with: the page is older than this scheme or broken. */
const STALE_PAGE_MESSAGE = '页面已过期，请刷新后重试';

/** `errorHandle: false` tells the browser not to show this failure (SPEC §7 request option). */
export function errorResponse(
  code: number,
  message: string,
  status: number,
  headers?: HeadersInit,
  errorHandle = true,
): NextResponse {
  const body = errorHandle ? { code, message } : { code, message, errorHandle: false };
  return NextResponse.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** Bad input answers 400 with catalogue text and the field (lib/api/input), never the validator's words. */
export function inputErrorResponse(error: z.ZodError): NextResponse {
  const { code, message } = inputErrorOf(error.issues[0]);
  return errorResponse(code, message, 400);
}

/** A state-changing request from another site (Origin or Sec-Fetch-Site) is refused. */
export function isCrossSite(request: NextRequest): boolean {
  if (request.headers.get('sec-fetch-site') === 'cross-site') return true;
  const origin = request.headers.get('origin');
  if (!origin) return false;
  // X-Forwarded-Host is our load balancer's word only behind it (TRUST_PROXY); else the client's.
  const forwardedHost = parseTrustProxy(process.env.TRUST_PROXY) ? request.headers.get('x-forwarded-host') : null;
  const host = forwardedHost ?? request.headers.get('host');
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * Before the handler: the app's token establishes the session (SPEC §4), a revoked cookie is dropped,
 * an access token past its expiry is renewed. True when the cookie changed.
 */
async function prepareSession(request: NextRequest, session: IronSession<SessionData>): Promise<boolean> {
  const appToken = appTokenFrom(request.headers);
  if (appToken && session.accessToken !== appToken) {
    if (session.sid) await revokeSessionId(session.sid);
    clearSessionData(session);
    // The app's token does not name its user: learned once from the upstream (lib/session/app-user).
    const userId = await appUserId(appToken, requestDevice(request));
    Object.assign(session, {
      sid: newSessionId(),
      accessToken: appToken,
      tokenType: 'Bearer',
      source: 'app',
      ...(userId === null ? {} : { userId }),
    } satisfies SessionData);
    await session.save();
    return true;
  }
  if (appToken && session.userId === undefined) {
    // A session of this token whose id was not learned yet (the lookup failed, or an older cookie).
    const userId = await appUserId(appToken, requestDevice(request));
    if (userId !== null) {
      session.userId = userId;
      await session.save();
      return true;
    }
  }
  if (!session.accessToken && session.sid) {
    // A revoked or emptied cookie: drop it so the browser stops sending it.
    session.destroy();
    return true;
  }
  if (needsProactiveRefresh(session)) {
    await renewIronSession(session);
    return true;
  }
  return false;
}

function requestDevice(request: NextRequest): DeviceInfo {
  return deviceFromRequest(request.headers, request.cookies.get(DEVICE_ID_COOKIE)?.value ?? null);
}

function sessionRefresher(session: IronSession<SessionData>, auth: UpstreamAuth | null, onChange: () => void) {
  return async (): Promise<UpstreamAuth | null> => {
    if (!session.refreshToken) return null;
    const renewedSession = await renewIronSession(session);
    onChange();
    if (!renewedSession) return null;
    const renewed = authOf(session);
    if (auth && renewed) Object.assign(auth, renewed);
    return auth ?? renewed;
  };
}

function cacheControl(personal: boolean, publicSeconds: number | undefined): string {
  if (personal) return 'private, no-store';
  if (publicSeconds === undefined) return 'no-cache';
  return `public, max-age=${publicSeconds}, stale-while-revalidate=${publicSeconds * 2}`;
}

/**
 * The one BFF route wrapper (CONVENTIONS: dub's withWorkspace): CSRF, session (in-app token, refresh,
 * revocation), device headers, zod input, the `{code: 200, data}` / `{code, message}` envelope and
 * matching HTTP statuses. Route files stay thin.
 */
export function apiHandler<
  S extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  A extends AuthMode = 'required',
>(config: ApiConfig<S, P, A>, handler: (ctx: ApiContext<Input<S>, AuthFor<A>, Params<P>>) => Promise<unknown>) {
  const authMode = config.auth ?? 'required';
  return async (request: NextRequest, segment?: { params?: Promise<Record<string, string | string[]>> }) => {
    let sessionTouched = false;
    try {
      const stateChanging = request.method !== 'GET' && request.method !== 'HEAD';
      if ((config.csrf ?? stateChanging) && isCrossSite(request)) {
        return errorResponse(403, '非法的跨站请求', 403);
      }
      if (isProxyReported(request.headers)) return errorResponse(ErrorCode.RequestFailed, PROXY_ENABLED_MESSAGE, 403);

      const session = await getSession();
      sessionTouched = await prepareSession(request, session);
      const auth = authOf(session);
      if (authMode === 'required' && !auth) {
        return errorResponse(ErrorCode.NotLoggedIn, ERROR_MESSAGES[2008], 401);
      }
      const raw = await readInput(request, config.maxBodyBytes);
      let input: unknown = undefined;
      if (config.input) {
        const composite = nonScalarField(config.input, raw);
        if (composite !== null)
          return errorResponse(ErrorCode.MissingParams, `${ERROR_MESSAGES[1003]}：${composite}`, 400);
        const parsed = config.input.safeParse(raw);
        if (!parsed.success) return inputErrorResponse(parsed.error);
        input = parsed.data;
      }
      const rawParams = (await segment?.params) ?? {};
      const segments = Object.fromEntries(
        Object.entries(rawParams).map(([key, value]) => [key, Array.isArray(value) ? value.join('/') : value]),
      );
      let params: unknown = segments;
      if (config.params) {
        const parsed = config.params.safeParse(segments);
        if (!parsed.success)
          return errorResponse(ErrorCode.MissingParams, parsed.error.issues[0]?.message ?? ERROR_MESSAGES[1003], 404);
        params = parsed.data;
      }

      const personalRequest = Boolean(auth) || sessionTouched || Boolean(session.accessToken);
      const publicAnswer = config.publicCacheSeconds !== undefined && !personalRequest;
      const cookieDeviceId = request.cookies.get(DEVICE_ID_COOKIE)?.value ?? null;
      const freshDeviceId = cookieDeviceId || publicAnswer ? null : newDeviceId();
      const device = deviceFromRequest(request.headers, cookieDeviceId ?? freshDeviceId);
      const context: RequestContext = {
        device,
        auth,
        refreshAuth: sessionRefresher(session, auth, () => (sessionTouched = true)),
      };
      const ip = clientIp(request.headers);
      let idempotencyKey: string | null = null;
      if (config.idempotent) {
        const actionId = readActionId(request.headers);
        if (!actionId) return errorResponse(ErrorCode.MissingParams, STALE_PAGE_MESSAGE, 400);
        const choice = config.idempotent.choice?.(input as Input<S>, params as Params<P>, request) ?? [];
        idempotencyKey = idempotencyKeyFor(
          config.idempotent.scope,
          session.sid ?? String(session.userId ?? ''),
          actionId,
          ...choice,
        );
      }
      const data = await runWithRequestContext(context, () =>
        handler({
          request,
          input: input as Input<S>,
          params: params as Params<P>,
          session,
          auth: auth as AuthFor<A>,
          device,
          ip,
          get idempotencyKey(): string {
            if (idempotencyKey === null)
              throw new Error('idempotencyKey read by a route declared without `idempotent`');
            return idempotencyKey;
          },
        }),
      );
      // A document download (an invoice) answers its own body; everything else is the envelope.
      if (data instanceof Response) return data;
      const personal = personalRequest || sessionTouched;
      const response = NextResponse.json(
        { code: 200, data: data ?? null },
        { headers: { 'Cache-Control': cacheControl(personal, config.publicCacheSeconds) } },
      );
      if (freshDeviceId) {
        response.cookies.set(DEVICE_ID_COOKIE, freshDeviceId, {
          httpOnly: true,
          sameSite: 'lax',
          secure: productionCookies(),
          path: BASE_PATH,
          maxAge: 60 * 60 * 24 * 365,
        });
      }
      return response;
    } catch (error) {
      if (error instanceof RateLimitedError) {
        return errorResponse(error.code, error.message, 429, { 'Retry-After': String(error.retryAfterSeconds) });
      }
      if (isAppError(error))
        return errorResponse(error.code, error.message, error.status, undefined, !isSilentFailure(error));
      console.error(
        `[bff] ${request.method} ${request.nextUrl.pathname} failed:`,
        error instanceof Error ? error.message : 'unknown error',
      );
      return errorResponse(ErrorCode.App, ERROR_MESSAGES[1000], 500);
    }
  };
}

/** Any /h5/api path without a route: the §8 envelope with 404 (a client reads JSON, not the HTML 404 page). */
export async function unknownApiRoute(): Promise<NextResponse> {
  return errorResponse(ErrorCode.RequestFailed, '接口不存在', 404);
}
