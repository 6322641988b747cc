import type { Db } from '@/upstream/core/types';

/** Ends a login: the family is marked revoked, its access tokens deleted and its refresh tokens expired, so the session dies at its next call. */
export async function revokeFamily(db: Db, family: string, reason: string) {
  await db.batch(
    [
      {
        sql: 'UPDATE token_families SET revoked_at = COALESCE(revoked_at, ?), revoked_reason = COALESCE(revoked_reason, ?) WHERE id = ?',
        args: [Date.now(), reason, family],
      },
      { sql: 'DELETE FROM access_tokens WHERE family = ?', args: [family] },
      { sql: 'UPDATE refresh_tokens SET expires_at = 0 WHERE family = ?', args: [family] },
    ],
    'write',
  );
}
