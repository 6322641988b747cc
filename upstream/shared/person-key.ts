import { createHmac } from 'node:crypto';
import type { Db } from '@/upstream/core/types';

/**
 * One person = one mobile (DOMAIN-MODEL "One person, one reward"), across account closure: a closed
 * account's mobile is freed, so rewards meant once per person remember this keyed hash of it instead
 * (never the mobile itself).
 */
const personSecret = () => process.env.UPSTREAM_PERSON_SECRET ?? 'sandbox-person-key-secret';

export function personKeyOf(mobile: string): string {
  return createHmac('sha256', personSecret()).update(`mobile:${mobile}`).digest('hex');
}

/** The person key of a user, or null for a closed account (its mobile is gone). */
export async function personKeyOfUser(db: Db, userId: number): Promise<string | null> {
  const row = (await db.execute({ sql: 'SELECT mobile FROM users WHERE id = ?', args: [userId] })).rows[0];
  const mobile = row ? String(row.mobile) : '';
  return mobile && !mobile.startsWith('closed:') ? personKeyOf(mobile) : null;
}
