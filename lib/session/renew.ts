import 'server-only';
import type { IronSession } from 'iron-session';
import type { SessionData } from './config';
import { applyTokens } from './login';
import { refreshTokens } from './refresh';
import { revokeSessionId } from './revocation';
import { clearSessionData } from './session';

/**
 * Session renewal, the one rule (SPEC §4): spend the refresh token (single-flight, lib/session/refresh);
 * on success the new tokens replace the old in `data`; when the upstream refuses, the session is over:
 * its sid is revoked and `data` emptied. The caller persists the outcome where cookies are writable
 * (an iron-session save/destroy, or a sealed cookie in the proxy). True = renewed.
 */
export async function renewSession(data: SessionData): Promise<boolean> {
  if (!data.refreshToken) return false;
  const tokens = await refreshTokens(data.refreshToken);
  if (!tokens) {
    if (data.sid) await revokeSessionId(data.sid);
    clearSessionData(data);
    return false;
  }
  applyTokens(data, tokens);
  return true;
}

/** renewSession for a route handler's iron-session: saved when renewed, the cookie destroyed when not. */
export async function renewIronSession(session: IronSession<SessionData>): Promise<boolean> {
  const renewed = await renewSession(session);
  if (renewed) await session.save();
  else session.destroy();
  return renewed;
}
