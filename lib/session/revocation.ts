import 'server-only';
import { sharedStore } from '@/lib/store/shared-store';
import { SESSION_TTL_SECONDS } from './config';

const key = (sid: string) => `h5:session:revoked:${sid}`;
let warned = false;

function warnOnce(error: unknown) {
  if (warned) return;
  warned = true;
  console.error(
    '[session] the shared store is unreachable: revocations are not checked until it returns',
    error instanceof Error ? error.message : error,
  );
}

/**
 * Logout ends the session for real: the sid is remembered for as long as its cookie could live.
 * Store unreachable (Redis down): the logout still ends the session — the cookie is cleared
 * and the upstream tokens are revoked (lib/session/login.ts), so a replayed cookie carries tokens the
 * upstream refuses — rather than leaving the user unable to log out.
 */
export async function revokeSessionId(sid: string): Promise<void> {
  try {
    await (await sharedStore()).set(key(sid), '1', SESSION_TTL_SECONDS * 1000);
  } catch (error) {
    warnOnce(error);
  }
}

/**
 * Whether the sid was logged out. Store unreachable: not known as revoked — every logged-in user keeps
 * working through a Redis outage, and a logged-out cookie still holds only upstream-revoked tokens.
 */
export async function isSessionRevoked(sid: string): Promise<boolean> {
  try {
    return (await (await sharedStore()).get(key(sid))) !== null;
  } catch (error) {
    warnOnce(error);
    return false;
  }
}

export function newSessionId(): string {
  return crypto.randomUUID();
}
