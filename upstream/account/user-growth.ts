import type { z } from 'zod';
import {
  equityVipQueryInputSchema,
  type identityCardSchema,
  type userLevelSchema,
  type vipEquitySchema,
} from '@/lib/growth/schemas';
import { parseBody } from '@/upstream/core/body';
import type { Db, UpstreamModule } from '@/upstream/core/types';
import { growthFrom, levelOf } from '@/lib/growth/rules';

const EQUITIES = [
  { id: 1, name: '龙虎榜深度解读', description: '每日龙虎榜机构席位追踪', level: 'VIP' },
  { id: 2, name: 'AI诊股不限次', description: '个股诊断次数不限', level: 'VIP' },
  { id: 3, name: '直播专属席位', description: '会员专属直播间', level: 'VIP' },
  { id: 4, name: '金牌研报', description: '每周金牌策略研报', level: 'SVIP' },
  { id: 5, name: '一对一投顾', description: '专属投顾服务', level: 'SVIP' },
] as const;

const RANK = { NONE: 0, VIP: 1, SVIP: 2 } as const;

/** A figure from another module's table; 0 where that module is not part of this upstream (a partial test upstream). */
async function countIfPresent(db: Db, table: string, sql: string, userId: number): Promise<number> {
  const present = await db.execute({
    sql: "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?",
    args: [table],
  });
  if (!present.rows[0]) return 0;
  return Number((await db.execute({ sql, args: [userId] })).rows[0]?.n ?? 0);
}

/** The equity centre's three user-growth POSTs (SPEC §7): level, identity card, VIP equities. */
export const userGrowthModule: UpstreamModule = {
  name: 'user-growth',
  version: 1,
  schema: [],
  routes(router) {
    const profile = async (db: Parameters<Parameters<typeof router.post>[1]>[0]['db'], userId: number) => {
      const row = (
        await db.execute({
          sql: 'SELECT u.nickname, u.vip_level, u.created_at, m.expire_at FROM users u LEFT JOIN vip_memberships m ON m.user_id = u.id WHERE u.id = ?',
          args: [userId],
        })
      ).rows[0];
      // A lapsed membership reads NONE here as on /vip/status, so every page shows one level.
      const lapsed = row?.expire_at != null && new Date(String(row.expire_at)).getTime() <= Date.now();
      return {
        nickname: String(row?.nickname ?? ''),
        vip: (lapsed ? 'NONE' : String(row?.vip_level ?? 'NONE')) as keyof typeof RANK,
        createdAt: String(row?.created_at ?? ''),
      };
    };

    router.post('/user-growth/v1/app/user/level/show', async (ctx) => {
      const user = await ctx.requireUser();
      const growth = growthFrom({
        signinDays: await countIfPresent(
          ctx.db,
          'task_signins',
          'SELECT COUNT(*) AS n FROM task_signins WHERE user_id = ?',
          user.id,
        ),
        paidFen: await countIfPresent(
          ctx.db,
          'orders',
          "SELECT COALESCE(SUM(COALESCE(paid_fen, pay_fen)), 0) AS n FROM orders WHERE user_id = ? AND status = 'PAID'",
          user.id,
        ),
      });
      const current = levelOf(growth);
      return {
        level: current.level,
        level_name: current.name,
        growth_value: growth,
        next_level_value: current.nextFrom,
      } satisfies z.input<typeof userLevelSchema>;
    });

    router.post('/user-growth/v1/app/user/identity/card', async (ctx) => {
      const user = await ctx.requireUser();
      const { nickname, vip, createdAt } = await profile(ctx.db, user.id);
      return {
        nickname,
        identity: vip,
        member_since: createdAt.slice(0, 10),
        card_no: `LC${String(user.id).padStart(8, '0')}`,
      } satisfies z.input<typeof identityCardSchema>;
    });

    router.post('/user-growth/v1/app/user/equity/vip/query', async (ctx) => {
      const user = await ctx.requireUser();
      const { vip } = await profile(ctx.db, user.id);
      const wanted = parseBody(equityVipQueryInputSchema, ctx).vip_level;
      const equities = EQUITIES.filter((equity) => !wanted || equity.level === wanted).map((equity) => ({
        ...equity,
        available: RANK[vip] >= RANK[equity.level],
      }));
      return { vip_level: vip, equities } satisfies z.input<typeof vipEquitySchema>;
    });
  },
};
