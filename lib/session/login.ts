import 'server-only';
import type { IronSession } from 'iron-session';
import type { TokenResponse } from './tokens';
import { upstreamPost } from '@/lib/http/upstream';
import { z } from 'zod';
import type { SessionData } from './config';
import { newSessionId, revokeSessionId } from './revocation';
import { clearSessionData } from './session';

/** Refresh this long before the access token's stated expiry. */
const EXPIRY_MARGIN_MS = 30_000;

export function applyTokens(session: SessionData, tokens: TokenResponse): void {
  session.tokenType = tokens.token_type;
  session.accessToken = tokens.access_token;
  session.refreshToken = tokens.refresh_token;
  session.accessExpiresAt = tokens.expires_in ? Date.now() + tokens.expires_in * 1000 - EXPIRY_MARGIN_MS : undefined;
  if (tokens.user_id) session.userId = tokens.user_id;
}

/** A fresh login always gets a fresh sid (no session fixation). */
export async function startSession(
  session: IronSession<SessionData>,
  tokens: TokenResponse,
  mobile: string,
): Promise<void> {
  if (session.sid) await revokeSessionId(session.sid);
  clearSessionData(session);
  session.sid = newSessionId();
  session.mobile = mobile;
  session.source = 'sms';
  applyTokens(session, tokens);
  await session.save();
}

/** Logout ends the session for real: the sid is revoked, the upstream tokens too (best effort). */
export async function endSession(session: IronSession<SessionData>): Promise<void> {
  const { sid, accessToken, refreshToken, tokenType } = session;
  if (sid) await revokeSessionId(sid);
  if (accessToken && session.source === 'sms') {
    await upstreamPost('/uaa/oauth/revoke', z.unknown(), {
      body: { refresh_token: refreshToken },
      auth: { accessToken, tokenType },
      // extToken: a logout never triggers a refresh of the tokens it is throwing away.
      options: { extToken: accessToken, timeoutMs: 2000 },
    }).catch(() => undefined);
  }
  session.destroy();
}

export function needsProactiveRefresh(session: SessionData): boolean {
  return Boolean(session.refreshToken && session.accessExpiresAt && Date.now() >= session.accessExpiresAt);
}
