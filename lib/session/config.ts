import 'server-only';
import type { SessionOptions } from 'iron-session';

export interface SessionData {
  tokenType?: string;
  accessToken?: string;
  refreshToken?: string;
  /** Server-side session id: logout revokes it so a replayed cookie is rejected. */
  sid?: string;
  userId?: number;
  mobile?: string;
  /** Epoch ms after which the access token is refreshed before use. */
  accessExpiresAt?: number;
  /** 'sms' = logged in on this site; 'app' = established from the native app's token. */
  source?: 'sms' | 'app';
}

const DEV_SECRET = 'dev-only-session-secret-change-me-0123456789abcdef';
let warnedAboutSecret = false;

/** Session lifetime (seconds): the refresh token's lifetime bounds it anyway. */
export const SESSION_TTL_SECONDS = Number(process.env.SESSION_TTL_SECONDS ?? 30 * 24 * 60 * 60);

/**
 * Production flags: Secure + `__Host-` name. H5_INSECURE_COOKIES=1 is the explicit escape hatch for
 * serving a production build over plain http on a non-localhost host (browsers accept Secure cookies
 * from http://localhost, so tests don't need it).
 */
export function productionCookies(env: Record<string, string | undefined> = process.env): boolean {
  return env.NODE_ENV === 'production' && env.H5_INSECURE_COOKIES !== '1';
}

export function sessionOptions(env: Record<string, string | undefined> = process.env): SessionOptions {
  const production = productionCookies(env);
  const password = env.SESSION_SECRET ?? DEV_SECRET;
  // Against the company's upstream a public secret would let anyone forge sessions: refuse.
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET && env.UPSTREAM_URL && env.UPSTREAM_SANDBOX !== '1') {
    throw new Error('SESSION_SECRET (at least 32 characters) must be set when serving a real upstream');
  }
  if (env.NODE_ENV === 'production' && !env.SESSION_SECRET && !warnedAboutSecret) {
    warnedAboutSecret = true;
    console.warn('[session] SESSION_SECRET is not set: sessions are sealed with the public development secret');
  }
  return {
    password,
    ttl: SESSION_TTL_SECONDS,
    cookieName: production ? '__Host-h5_session' : 'h5_session',
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
  };
}
