import type { z } from 'zod';
import type { upstreamVipStatusSchema } from '@/lib/vip/schemas';
import type { UpstreamModule } from '@/upstream/core/types';

const LEVEL_NUMBER = { NONE: 1, VIP: 2, SVIP: 3 } as const;

/** GET /vip/status (SPEC §7): the level lives on users.vip_level (auth module); expiry here. */
export const vipModule: UpstreamModule = {
  name: 'vip',
  version: 1,
  tables: ['vip_memberships'],
  schema: [
    `CREATE TABLE IF NOT EXISTS vip_memberships (
       user_id INTEGER PRIMARY KEY REFERENCES users(id),
       expire_at TEXT NOT NULL
     )`,
  ],
  async seed(db) {
    // Deterministic for a given date: members seeded with a year of membership from today.
    const expire = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    await db.execute({
      sql: "INSERT OR IGNORE INTO vip_memberships (user_id, expire_at) SELECT id, ? FROM users WHERE vip_level <> 'NONE'",
      args: [expire],
    });
  },
  routes(router) {
    router.get('/vip/status', async (ctx) => {
      const user = await ctx.requireUser();
      const result = await ctx.db.execute({
        sql: 'SELECT u.vip_level, m.expire_at FROM users u LEFT JOIN vip_memberships m ON m.user_id = u.id WHERE u.id = ?',
        args: [user.id],
      });
      const row = result.rows[0];
      const expireAt = (row?.expire_at as string | null) ?? null;
      // A lapsed membership reads NONE (the member module's purchases agree: lib/member/rules).
      const lapsed = expireAt !== null && new Date(expireAt).getTime() <= Date.now();
      const name = (lapsed ? 'NONE' : String(row?.vip_level ?? 'NONE')) as keyof typeof LEVEL_NUMBER;
      return { vip_level: LEVEL_NUMBER[name] ?? 1, expire_at: name === 'NONE' ? null : expireAt } satisfies z.input<
        typeof upstreamVipStatusSchema
      >;
    });
  },
};
