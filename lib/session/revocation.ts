import 'server-only';
import { sharedStore } from '@/lib/store/shared-store';
import { SESSION_TTL_SECONDS } from './config';

const key = (sid: string) => `h5:session:revoked:${sid}`;

/** Logout ends the session for real: the sid is remembered for as long as its cookie could live. */
export async function revokeSessionId(sid: string): Promise<void> {
  await (await sharedStore()).set(key(sid), '1', SESSION_TTL_SECONDS * 1000);
}

export async function isSessionRevoked(sid: string): Promise<boolean> {
  return (await (await sharedStore()).get(key(sid))) !== null;
}

export function newSessionId(): string {
  return crypto.randomUUID();
}
