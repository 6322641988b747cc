import 'server-only';
import { getIronSession, type IronSession } from 'iron-session';
import { cookies, headers } from 'next/headers';
import { readNativeContext, NATIVE_HEADERS } from '@/lib/bridge/native-context';
import { DEVICE_ID_COOKIE, deviceFromRequest } from '@/lib/http/device';
import type { UpstreamAuth } from '@/lib/http/request-context';
import { registerPageAuthReader } from '@/lib/http/server-context';
import { appUserId } from './app-user';
import { sessionOptions, type SessionData } from './config';
import { isSessionRevoked } from './revocation';
import { unsealSession } from './unseal-cache';

const TOKEN_FIELDS = [
  'tokenType',
  'accessToken',
  'refreshToken',
  'userId',
  'mobile',
  'accessExpiresAt',
  'source',
] as const;

/** Empties a session in memory (the caller saves or destroys it where cookies are writable). */
export function clearSessionData(session: SessionData): void {
  for (const field of TOKEN_FIELDS) delete session[field];
}

/**
 * The sealed-cookie session. A tampered cookie reads as anonymous (iron-session refuses the seal);
 * a revoked sid (logged out) reads as anonymous too, so a replayed old cookie is worth nothing.
 */
export async function getSession(): Promise<IronSession<SessionData>> {
  const store = await cookies();
  const options = sessionOptions();
  const seal = store.get(options.cookieName)?.value;
  // iron-session is handed a view without our cookie (so it does not unseal it again) and keeps
  // writing through the real store; the data comes from the remembered unseal.
  const session = await getIronSession<SessionData>(withoutCookie(store, options.cookieName), options);
  if (seal)
    Object.assign(session, await unsealSession(seal, { password: options.password as string, ttl: options.ttl }));
  if (session.sid && session.accessToken && (await isSessionRevoked(session.sid))) clearSessionData(session);
  return session;
}

type CookieStore = Awaited<ReturnType<typeof cookies>>;

function withoutCookie(store: CookieStore, name: string): CookieStore {
  return new Proxy(store, {
    get(target, property) {
      if (property === 'get') return (key: string) => (key === name ? undefined : target.get(key));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

interface HeaderSource {
  get(name: string): string | null;
}

/** Inside the native app its own token is the login (SPEC §4: native header data). */
export function appTokenFrom(requestHeaders: HeaderSource): string | null {
  if (!readNativeContext(requestHeaders).inApp) return null;
  const token = requestHeaders.get(NATIVE_HEADERS.token)?.trim();
  return token && /^[\w.\-~+/=]{16,2048}$/.test(token) ? token : null;
}

export function authOf(session: SessionData): UpstreamAuth | null {
  return session.accessToken
    ? { accessToken: session.accessToken, tokenType: session.tokenType ?? 'Bearer', userId: session.userId ?? null }
    : null;
}

/**
 * Token material for a server component's upstream calls (read-only: no refresh, no cookie write).
 * In the app the token comes with every request; its user id is learned once per token
 * (lib/session/app-user: remembered in this process, as the BFF's session built from it learned it).
 */
export async function readAuth(): Promise<UpstreamAuth | null> {
  try {
    const requestHeaders = await headers();
    const appToken = appTokenFrom(requestHeaders);
    if (appToken) {
      const deviceId = (await cookies()).get(DEVICE_ID_COOKIE)?.value ?? null;
      const userId = await appUserId(appToken, deviceFromRequest(requestHeaders, deviceId));
      return { accessToken: appToken, tokenType: 'Bearer', userId };
    }
    return authOf(await getSession());
  } catch {
    return null;
  }
}

/** Read-only view for server components: is there a usable session? */
export async function hasSession(): Promise<boolean> {
  return (await readAuth()) !== null;
}

// Server components' upstream calls (lib/http/server-context) read the session through this.
registerPageAuthReader(readAuth);
