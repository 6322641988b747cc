/**
 * Logins for the logged-in key routes. Each user logs in once, on the upstream (SMS through its dev
 * outbox); the token is what the native app would hold. In the app's webview that token travels as
 * `x-app-token`; a phone browser holds the session cookie the BFF sets when it first sees the token.
 */
import { directLogin } from './bff.mjs';
import { IN_APP } from './config.mjs';
import { MOBILE_UA } from './js-weight.mjs';

/** Request headers of the native app's webview for `appToken` (null: a visitor in the app). */
export function inAppHeaders(appToken) {
  return {
    'user-agent': `${MOBILE_UA}${IN_APP.userAgentSuffix}`,
    ...IN_APP.headers,
    ...(appToken ? { 'x-app-token': appToken } : {}),
  };
}

/** `{ appToken, cookie }` for `mobile`, or `{ error }`. */
async function loginFor(app, upstream, mobile) {
  const direct = await directLogin(upstream, mobile);
  if (direct.error) return { error: direct.error };
  const appToken = direct.authorization.replace(/^Bearer /, '');
  // The BFF turns the app's token into a session cookie (SPEC §4); a browser then carries that cookie.
  const response = await fetch(`${app}/h5/api/vip/status`, { headers: inAppHeaders(appToken) });
  await response.arrayBuffer();
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || cookies.length === 0)
    return { error: `no session cookie for ${mobile} (HTTP ${response.status})` };
  return { appToken, cookie: cookies.join('; ') };
}

/** Sessions for the roles the key routes name (`login: 'user' | 'anchor'`). */
export async function pageSessions(app, upstream, users, routes) {
  const roles = { user: users.member, anchor: users.anchor };
  const sessions = {};
  for (const role of new Set(routes.map((route) => route.login).filter(Boolean))) {
    sessions[role] = roles[role]
      ? await loginFor(app, upstream, roles[role]).catch((error) => ({ error: error.message }))
      : { error: `no user for role ${role}` };
  }
  return sessions;
}

/** Headers of a request to `route` as a phone browser (`inApp` false) or the app's webview. */
export function routeHeaders(route, sessions, inApp) {
  const session = route.login ? sessions[route.login] : null;
  if (inApp) return inAppHeaders(session?.appToken ?? null);
  return { 'user-agent': MOBILE_UA, ...(session?.cookie ? { cookie: session.cookie } : {}) };
}
