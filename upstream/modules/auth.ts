import type { Db, UpstreamModule, UpstreamUser } from '../core/types';

/**
 * Users and tokens. Issue 3 owns the full login flow (SMS outbox, grants, rotation);
 * every other module relies only on `resolveAccessToken` through ctx.requireUser().
 */
export const authModule: UpstreamModule = {
  name: 'auth',
  version: 1,
  tables: ['access_tokens', 'users'],
  schema: [
    `CREATE TABLE IF NOT EXISTS users (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       mobile TEXT NOT NULL UNIQUE,
       nickname TEXT NOT NULL,
       vip_level TEXT NOT NULL DEFAULT 'NONE',
       created_at TEXT NOT NULL
     )`,
    `CREATE TABLE IF NOT EXISTS access_tokens (
       token TEXT PRIMARY KEY,
       user_id INTEGER NOT NULL REFERENCES users(id),
       expires_at INTEGER NOT NULL
     )`,
  ],
  async seed(db) {
    const now = new Date().toISOString();
    const users: Array<[string, string, string]> = [
      ['13800000001', '价值投资小王', 'NONE'],
      ['13800000002', '趋势交易老李', 'VIP'],
      ['13800000003', '量化研究员', 'SVIP'],
    ];
    for (const [mobile, nickname, level] of users) {
      await db.execute({
        sql: 'INSERT OR IGNORE INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, ?, ?)',
        args: [mobile, nickname, level, now],
      });
    }
  },
  routes() {},
};

export async function resolveAccessToken(db: Db, token: string): Promise<UpstreamUser | 'expired' | null> {
  const result = await db.execute({
    sql: 'SELECT u.id, u.mobile, t.expires_at FROM access_tokens t JOIN users u ON u.id = t.user_id WHERE t.token = ?',
    args: [token],
  });
  const row = result.rows[0];
  if (!row) return null;
  if (Number(row.expires_at) <= Date.now()) return 'expired';
  return { id: Number(row.id), mobile: String(row.mobile) };
}
