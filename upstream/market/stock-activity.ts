import type { z } from 'zod';
import {
  stockCertificationInputSchema,
  userMessageOrderInputSchema,
  type stockActivityIndexSchema,
  type stockActivityPeriodSchema,
  type stockCertificationSchema,
  type userMessageOrderSchema,
} from '@/lib/activity/schemas';
import { addDays, chinaToday } from '@/lib/format/date';
import { parseBody } from '@/upstream/core/body';
import { UpstreamError, type UpstreamModule } from '@/upstream/core/types';

/**
 * The contest's "today" is the market's (MARKET_TODAY, pinned in tests; else China's date): periods,
 * their status and the trades all run on the one clock the market dataset uses.
 */
export const contestToday = () => process.env.MARKET_TODAY ?? chinaToday();

/** Periods are weekly, Monday to Friday; the current one is the week of contestToday(). */
export const CURRENT_PERIOD = 30;
/** Seeded: finished periods from this id (below the new winning list's 15, so the old list has data) to the current one, and the next. */
export const FIRST_SEEDED_PERIOD = 12;

function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

export function periodStatus(
  period: { start_date: string; end_date: string },
  today = contestToday(),
): 'not_started' | 'ongoing' | 'ended' {
  if (today < period.start_date) return 'not_started';
  return today > period.end_date ? 'ended' : 'ongoing';
}

/** Stock-picking contest periods, sign-ups and reminders (SPEC §7 activity calls). */
export const stockActivityModule: UpstreamModule = {
  name: 'stock-activity',
  version: 2,
  tables: ['stock_activity_periods', 'stock_activity_entries', 'stock_activity_orders'],
  schema: [
    `CREATE TABLE IF NOT EXISTS stock_activity_periods (
       id INTEGER PRIMARY KEY,
       title TEXT NOT NULL,
       start_date TEXT NOT NULL,
       end_date TEXT NOT NULL,
       prize_pool_yuan REAL NOT NULL,
       base_participants INTEGER NOT NULL
     )`,
    `CREATE TABLE IF NOT EXISTS stock_activity_entries (
       activity_id INTEGER NOT NULL REFERENCES stock_activity_periods(id),
       user_id INTEGER NOT NULL REFERENCES users(id),
       certified_at TEXT NOT NULL,
       PRIMARY KEY (activity_id, user_id)
     )`,
    `CREATE TABLE IF NOT EXISTS stock_activity_orders (
       activity_id INTEGER NOT NULL,
       user_id INTEGER NOT NULL REFERENCES users(id),
       type TEXT NOT NULL,
       created_at TEXT NOT NULL,
       PRIMARY KEY (activity_id, user_id, type)
     )`,
  ],
  async seed(db) {
    // Weekly periods relative to the market's today: the finished ones, the current one, the next one.
    const monday = mondayOf(contestToday());
    for (let id = FIRST_SEEDED_PERIOD; id <= CURRENT_PERIOD + 1; id += 1) {
      const start = addDays(monday, (id - CURRENT_PERIOD) * 7);
      await db.execute({
        sql: 'INSERT OR IGNORE INTO stock_activity_periods (id, title, start_date, end_date, prize_pool_yuan, base_participants) VALUES (?, ?, ?, ?, ?, ?)',
        args: [id, `第${id}期 模拟炒股大赛`, start, addDays(start, 4), 20000 + id * 100, 1200 + id * 37],
      });
    }
  },
  routes(router) {
    const currentPeriod = async (db: Parameters<Parameters<typeof router.get>[1]>[0]['db']) => {
      const today = contestToday();
      const current = await db.execute({
        sql: 'SELECT * FROM stock_activity_periods WHERE start_date <= ? ORDER BY id DESC LIMIT 1',
        args: [today],
      });
      const next = await db.execute({
        sql: 'SELECT id, start_date FROM stock_activity_periods WHERE start_date > ? ORDER BY id ASC LIMIT 1',
        args: [today],
      });
      if (!current.rows[0]) throw new UpstreamError(1004, '暂无活动', 404);
      return {
        current: current.rows[0],
        nextId: next.rows[0] ? Number(next.rows[0].id) : null,
        nextStart: next.rows[0] ? String(next.rows[0].start_date) : null,
      };
    };

    router.get('/activity/get-stock-activity-period-number', async (ctx) => {
      await ctx.requireUser();
      const { current, nextId, nextStart } = await currentPeriod(ctx.db);
      return { current_period: Number(current.id), next_period: nextId, next_start_date: nextStart } satisfies z.input<
        typeof stockActivityPeriodSchema
      >;
    });

    router.get('/activity/stock-activity/index', async (ctx) => {
      const user = await ctx.requireUser();
      const { current } = await currentPeriod(ctx.db);
      const id = Number(current.id);
      const [entry, order, count] = await Promise.all([
        ctx.db.execute({
          sql: 'SELECT 1 FROM stock_activity_entries WHERE activity_id = ? AND user_id = ?',
          args: [id, user.id],
        }),
        ctx.db.execute({
          sql: 'SELECT 1 FROM stock_activity_orders WHERE activity_id = ? AND user_id = ?',
          args: [id, user.id],
        }),
        ctx.db.execute({ sql: 'SELECT COUNT(*) AS n FROM stock_activity_entries WHERE activity_id = ?', args: [id] }),
      ]);
      return {
        activity_id: id,
        title: String(current.title),
        period: id,
        status: periodStatus({ start_date: String(current.start_date), end_date: String(current.end_date) }),
        start_date: String(current.start_date),
        end_date: String(current.end_date),
        // The entrants the board ranks (contest account's `entrants`): one count, from the entries.
        participants: Number(count.rows[0]?.n ?? 0),
        prize_pool_yuan: Number(current.prize_pool_yuan),
        certified: entry.rows.length > 0,
        subscribed: order.rows.length > 0,
      } satisfies z.input<typeof stockActivityIndexSchema>;
    });

    router.post('/activity/stock/certification', async (ctx) => {
      const user = await ctx.requireUser();
      // The upstream takes the period only; the agreement is the BFF's to check.
      const activityId = parseBody(stockCertificationInputSchema.pick({ activity_id: true }), ctx).activity_id;
      const period = await ctx.db.execute({
        sql: 'SELECT end_date FROM stock_activity_periods WHERE id = ?',
        args: [activityId],
      });
      if (!period.rows[0]) throw new UpstreamError(1003, '活动不存在', 404);
      if (String(period.rows[0].end_date) < contestToday()) throw new UpstreamError(1004, '本期活动已结束', 409);
      await ctx.db.execute({
        sql: 'INSERT OR IGNORE INTO stock_activity_entries (activity_id, user_id, certified_at) VALUES (?, ?, ?)',
        args: [activityId, user.id, new Date().toISOString()],
      });
      const row = await ctx.db.execute({
        sql: 'SELECT certified_at FROM stock_activity_entries WHERE activity_id = ? AND user_id = ?',
        args: [activityId, user.id],
      });
      return {
        activity_id: activityId,
        certified: true,
        certified_at: String(row.rows[0].certified_at),
      } satisfies z.input<typeof stockCertificationSchema>;
    });

    router.post('/activity/userMessage/order', async (ctx) => {
      const user = await ctx.requireUser();
      const { activity_id: activityId, type } = parseBody(userMessageOrderInputSchema, ctx);
      await ctx.db.execute({
        sql: 'INSERT OR IGNORE INTO stock_activity_orders (activity_id, user_id, type, created_at) VALUES (?, ?, ?, ?)',
        args: [activityId, user.id, type, new Date().toISOString()],
      });
      return { activity_id: activityId, type, ordered: true } satisfies z.input<typeof userMessageOrderSchema>;
    });
  },
};
