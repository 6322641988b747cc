import { NextResponse, type NextRequest } from 'next/server';
import { readNativeContext, NATIVE_HEADERS, parseFontSize, parseTheme } from '@/lib/bridge/native-context';
import { matchRoute, normalisePath } from '@/lib/routes/manifest';
import { BASE_PATH, loginUrl } from '@/lib/routes/hrefs';
import { resolveRedirect } from '@/lib/routes/redirects';
import { buildCsp, createNonce, securityHeaders } from '@/lib/security/headers';
import { productionCookies, SESSION_COOKIE_NAMES } from '@/lib/session/cookie-policy';
import { renewExpiredSession, type RenewedCookie } from '@/lib/session/proxy-refresh';
import {
  cachedPage,
  fillPage,
  pageBody,
  pageCacheKey,
  pageCacheMs,
  PAGE_CACHE_STATUS_HEADER,
} from '@/lib/read/page-cache';
import { DEFAULT_TIMEOUT_MS } from '@/lib/http/config';
import type { RouteDef } from '@/lib/routes/types';

const THEME_COOKIE = 'h5_theme';
const FONT_COOKIE = 'h5_font_size';

/**
 * Redirects of SPEC §2, unknown paths → /404, an optimistic needLogin check and security headers.
 * Not the auth boundary: pages and route handlers check the session themselves.
 */
export async function proxy(request: NextRequest) {
  const { nextUrl } = request;
  const path = normalisePath(nextUrl.pathname);
  const isApi = path === '/api' || path.startsWith('/api/');
  const native = readNativeContext(request.headers);
  let renewed: RenewedCookie | null = null;

  if (!isApi) {
    const redirect = resolveRedirect(path, nextUrl.searchParams, { appVersion: native.appVersion });
    if (redirect) {
      const url = nextUrl.clone();
      url.pathname = redirect.path;
      url.search = redirect.search ? `?${redirect.search}` : '';
      return withSecurityHeaders(NextResponse.redirect(url, 307));
    }

    const match = matchRoute(path);
    if (!match) {
      const url = nextUrl.clone();
      url.pathname = '/404';
      url.search = '';
      return withSecurityHeaders(NextResponse.redirect(url, 307));
    }

    const hasSessionCookie = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name));
    const hasAppToken = native.inApp && Boolean(request.headers.get(NATIVE_HEADERS.token));
    // Inside the app the page itself asks the native app to log in (lib/bridge).
    if (match.route.needLogin && !hasSessionCookie && !hasAppToken && !native.inApp) {
      return withSecurityHeaders(
        NextResponse.redirect(new URL(loginUrl(`${BASE_PATH}${path}${nextUrl.search}`), request.url), 307),
      );
    }
    // Pages cannot write cookies: an expired access token is renewed before the page renders.
    if (hasSessionCookie) renewed = await renewExpiredSession(request);

    const cacheKey = pageCacheKey(request, match.route);
    const cached = cacheKey ? await fromPageCache(request, cacheKey, match.route) : null;
    if (cached) return withSecurityHeaders(cached);
  }

  const nonce = createNonce();
  const csp = buildCsp(nonce, process.env.NODE_ENV !== 'production');
  const requestHeaders = new Headers(request.headers);
  requestHeaders.set('x-nonce', nonce);
  requestHeaders.set('content-security-policy', csp);
  requestHeaders.set('x-h5-pathname', path);
  requestHeaders.set('x-h5-url', `${BASE_PATH}${path === '/' ? '/' : path}${nextUrl.search}`);

  const queryTheme = parseTheme(nextUrl.searchParams.get('theme'));
  const queryFont = parseFontSize(nextUrl.searchParams.get('fontSize'));
  // No theme from the app, the query or an earlier visit: the page follows prefers-color-scheme.
  const theme =
    parseTheme(request.headers.get(NATIVE_HEADERS.theme)) ??
    queryTheme ??
    parseTheme(request.cookies.get(THEME_COOKIE)?.value) ??
    'auto';
  const fontSize =
    parseFontSize(request.headers.get(NATIVE_HEADERS.fontSize)) ??
    queryFont ??
    parseFontSize(request.cookies.get(FONT_COOKIE)?.value) ??
    'standard';
  requestHeaders.set('x-h5-theme', theme);
  requestHeaders.set('x-h5-font-size', fontSize);

  if (renewed) {
    const others = request.cookies.getAll().filter((cookie) => cookie.name !== renewed?.name);
    const cookieHeader = [...others, ...(renewed.value ? [renewed] : [])]
      .map((cookie) => `${cookie.name}=${cookie.value}`)
      .join('; ');
    requestHeaders.set('cookie', cookieHeader);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  if (renewed) {
    response.cookies.set(renewed.name, renewed.value, {
      httpOnly: true,
      sameSite: 'lax',
      secure: productionCookies(),
      path: '/',
      maxAge: renewed.maxAge,
    });
    response.headers.set('Cache-Control', 'private, no-store');
  }
  response.headers.set('Content-Security-Policy', csp);
  // Settings passed by query outlive the first page of a visit.
  const cookieOptions = { path: BASE_PATH, sameSite: 'lax' as const, maxAge: 60 * 60 * 24 * 365 };
  if (queryTheme) response.cookies.set(THEME_COOKIE, queryTheme, cookieOptions);
  if (queryFont) response.cookies.set(FONT_COOKIE, queryFont, cookieOptions);
  return withSecurityHeaders(response);
}

/** A public page from lib/read/page-cache.ts, with this response's own nonce; null: render it. */
async function fromPageCache(request: NextRequest, key: string, route: RouteDef): Promise<NextResponse | null> {
  const result = await cachedPage(key, pageCacheMs(route), () =>
    fillPage(request, BASE_PATH, DEFAULT_TIMEOUT_MS + 1000),
  );
  if (!result) return null;
  const nonce = createNonce();
  const response = new NextResponse(pageBody(result.page, nonce), {
    status: result.page.status,
    headers: result.page.headers,
  });
  response.headers.set('Content-Security-Policy', buildCsp(nonce, process.env.NODE_ENV !== 'production'));
  response.headers.set(PAGE_CACHE_STATUS_HEADER, result.status);
  return response;
}

function withSecurityHeaders(response: NextResponse): NextResponse {
  for (const [name, value] of Object.entries(securityHeaders(productionCookies()))) {
    response.headers.set(name, value);
  }
  return response;
}

export const config = {
  matcher: ['/', '/((?!api/|_next/static|_next/image|favicon\\.ico|.*\\.[a-zA-Z0-9]+$).*)'],
};
