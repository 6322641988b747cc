import 'server-only';
import type { SessionOptions } from 'iron-session';
import { productionCookies } from './cookie-policy';
import { sessionSecret } from './secret';

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

/** Session lifetime (seconds): the refresh token's lifetime bounds it anyway. */
export const SESSION_TTL_SECONDS = Number(process.env.SESSION_TTL_SECONDS ?? 30 * 24 * 60 * 60);

export function sessionOptions(env: Record<string, string | undefined> = process.env): SessionOptions {
  const production = productionCookies(env);
  return {
    password: sessionSecret(env),
    ttl: SESSION_TTL_SECONDS,
    cookieName: production ? '__Host-h5_session' : 'h5_session',
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
  };
}
