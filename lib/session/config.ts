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
}

const DEV_SECRET = 'dev-only-session-secret-change-me-0123456789abcdef';

export function sessionOptions(): SessionOptions {
  const production = process.env.NODE_ENV === 'production' && process.env.H5_INSECURE_COOKIES !== '1';
  const password = process.env.SESSION_SECRET ?? DEV_SECRET;
  return {
    password,
    cookieName: production ? '__Host-h5_session' : 'h5_session',
    cookieOptions: { httpOnly: true, sameSite: 'lax', secure: production, path: '/' },
  };
}



