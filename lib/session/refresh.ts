import 'server-only';
import { createHash } from 'node:crypto';
import { tokenResponseSchema, type TokenResponse } from './tokens';
import { AppError, ErrorCode } from '@/lib/errors';
import { upstreamPost } from '@/lib/http/upstream';
import { sharedStore } from '@/lib/store/shared-store';
import { processSingleton } from '@/runtime/process-singleton.mjs';

/** How long a rotation's result is handed to late requests still carrying the old refresh token. */
const ROTATION_GRACE_MS = 60_000;

const inflight = processSingleton('refresh-inflight', () => new Map<string, Promise<TokenResponse | null>>());

const digest = (refreshToken: string) => createHash('sha256').update(refreshToken).digest('hex');
const graceKey = (refreshToken: string) => `h5:refresh:rotated:${digest(refreshToken)}`;
const lockKey = (refreshToken: string) => `h5:refresh:lock:${digest(refreshToken)}`;
const REFUSED = 'refused';
const LOCK_MS = 10_000;
const WAIT_MS = 8_000;

async function recorded(refreshToken: string): Promise<TokenResponse | null | undefined> {
  const value = await (await sharedStore()).get(graceKey(refreshToken));
  if (value === null) return undefined;
  return value === REFUSED ? null : tokenResponseSchema.parse(JSON.parse(value));
}

async function rotateHoldingLock(refreshToken: string): Promise<TokenResponse | null> {
  const store = await sharedStore();
  try {
    const tokens = await upstreamPost('/uaa/oauth/token', tokenResponseSchema, {
      body: { grant_type: 'refresh_token', refresh_token: refreshToken },
      options: { needLogin: false },
      auth: null,
    });
    await store.set(graceKey(refreshToken), JSON.stringify(tokens), ROTATION_GRACE_MS);
    return tokens;
  } catch (error) {
    // The upstream refused the refresh token (expired, revoked, reused): the session is over.
    if (error instanceof AppError && error.status >= 400 && error.status < 500) {
      await store.set(graceKey(refreshToken), REFUSED, ROTATION_GRACE_MS);
      return null;
    }
    throw error;
  } finally {
    await store.del(lockKey(refreshToken));
  }
}

/** Across instances (Redis): whoever takes the lock refreshes; the others wait for its recorded result. */
export async function rotateRefreshToken(refreshToken: string): Promise<TokenResponse | null> {
  const store = await sharedStore();
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const known = await recorded(refreshToken);
    if (known !== undefined) return known;
    if (await store.setIfAbsent(lockKey(refreshToken), '1', LOCK_MS)) {
      // The holder before us records its result before it drops the lock: read again now that we hold
      // it, or a caller whose first read came just before that record would spend the token twice.
      const late = await recorded(refreshToken);
      if (late === undefined) return rotateHoldingLock(refreshToken);
      await store.del(lockKey(refreshToken));
      return late;
    }
    if (Date.now() > deadline) throw new AppError(ErrorCode.RequestFailed, '请求超时，请稍后再试', { status: 504 });
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * One refresh at a time per session (keyed by the refresh token being spent): concurrent callers
 * share the same upstream call, and callers arriving just after it share its result. null means the
 * refresh was refused and the caller must log the session out (SPEC §4: refresh failure → false).
 */
export function refreshTokens(refreshToken: string): Promise<TokenResponse | null> {
  const existing = inflight.get(refreshToken);
  if (existing) return existing;
  const pending = rotateRefreshToken(refreshToken).finally(() => inflight.delete(refreshToken));
  inflight.set(refreshToken, pending);
  return pending;
}
