import type { z } from 'zod';
import {
  cashAfter,
  holdings,
  INITIAL_CASH_FEN,
  maskNickname,
  scoreCurve,
  sellableOn,
  TRADE_MESSAGES,
} from '@/lib/contest/rules';
import {
  contestTradeInputSchema,
  type contestAccountSchema,
  type contestPeriodListSchema,
  type contestRankingSchema,
} from '@/lib/contest/schemas';
import { parseBody } from '@/upstream/core/body';
import { IDEMPOTENCY_SCHEMA, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type UpstreamModule } from '@/upstream/core/types';
import {
  dataset,
  lastCloseDay,
  marketDay,
  marketOpen,
  periodOf,
  placeTrade,
  quote,
  standings,
  tradeQueue,
  tradesOf,
  valueFen,
  type Period,
} from './portfolio';
import { bonusList, myRecords, periodView, recordOf, results, settleFinished } from './results';
import { seedEntrants } from './seed';
import { periodStatus } from '@/upstream/market/stock-activity';

async function accountOf(db: Db, period: Period, userId: number) {
  const activityId = period.id;
  const ds = dataset();
  const day = marketDay();
  const entered =
    (
      await db.execute({
        sql: 'SELECT 1 FROM stock_activity_entries WHERE activity_id = ? AND user_id = ?',
        args: [activityId, userId],
      })
    ).rows.length > 0;
  const board = await standings(db, ds, activityId, period.endDate);
  const mine = board.find((item) => item.userId === userId);
  const trades = await tradesOf(db, activityId, userId);
  const held = [...holdings(trades)].map(([code, quantity]) => {
    const closeFen = valueFen(ds, code, day);
    return {
      code,
      name: ds.byCode.get(code)?.name ?? code,
      quantity,
      sellable: sellableOn(trades, code, day),
      close_fen: closeFen,
      value_fen: closeFen * quantity,
      limit_up: quote(ds, code, day)?.limitUp ?? false,
    };
  });
  const cash = cashAfter(trades);
  return {
    activity_id: activityId,
    entered,
    trading_day: day,
    market_open: marketOpen(day),
    cash_fen: cash,
    equity_fen: cash + held.reduce((sum, item) => sum + item.value_fen, 0),
    initial_fen: INITIAL_CASH_FEN,
    holdings: held,
    trades: trades
      .slice()
      .reverse()
      .map((trade) => ({
        id: trade.id,
        code: trade.code,
        name: ds.byCode.get(trade.code)?.name ?? trade.code,
        side: trade.side,
        quantity: trade.quantity,
        price_fen: trade.price_fen,
        day: trade.day,
      })),
    score: mine?.score ?? scoreCurve([]),
    rank: mine?.rank ?? null,
    rank_change: mine?.rank_change ?? null,
    risk_rank: mine?.risk_rank ?? null,
    entrants: board.length,
    curve: mine?.curve ?? [],
  } satisfies z.input<typeof contestAccountSchema>;
}

async function trade(ctx: HandlerContext) {
  const user = await ctx.requireUser();
  const key = idempotencyKeyOf(ctx);
  const period = await periodOf(ctx.db, ctx.params.activity_id);
  const order = parseBody(contestTradeInputSchema, ctx);
  return withIdempotency(
    ctx.db,
    { scope: 'contest.trade', userId: user.id, key, request: { id: period.id, body: order } },
    () =>
      tradeQueue(async () => {
        const entered = await ctx.db.execute({
          sql: 'SELECT 1 FROM stock_activity_entries WHERE activity_id = ? AND user_id = ?',
          args: [period.id, user.id],
        });
        if (entered.rows.length === 0) throw new UpstreamError(1004, TRADE_MESSAGES.notEntered, 409);
        const status = periodStatus({ start_date: period.startDate, end_date: period.endDate });
        if (status === 'ended') throw new UpstreamError(1004, TRADE_MESSAGES.ended, 409);
        if (status === 'not_started') throw new UpstreamError(1004, TRADE_MESSAGES.notStarted, 409);
        await placeTrade(ctx.db, period.id, user.id, order, marketDay(), dataset());
        return accountOf(ctx.db, period, user.id);
      }),
  );
}

/** Stock-picking contest portfolios: virtual capital, trades at the market dataset's closes, ranking, kept results. */
export const contestModule: UpstreamModule = {
  name: 'contest',
  version: 2,
  tables: ['contest_trades', 'contest_results', 'contest_prizes', 'contest_settlements', 'contest_share_codes'],
  schema: [
    `CREATE TABLE IF NOT EXISTS contest_trades (
       id INTEGER PRIMARY KEY AUTOINCREMENT,
       activity_id INTEGER NOT NULL,
       user_id INTEGER NOT NULL,
       code TEXT NOT NULL,
       side TEXT NOT NULL CHECK (side IN ('buy', 'sell')),
       quantity INTEGER NOT NULL CHECK (quantity > 0),
       price_fen INTEGER NOT NULL CHECK (price_fen > 0),
       day TEXT NOT NULL,
       created_at TEXT NOT NULL
     )`,
    `CREATE INDEX IF NOT EXISTS contest_trades_user ON contest_trades (activity_id, user_id, id)`,
    `CREATE TABLE IF NOT EXISTS contest_settlements (
       activity_id INTEGER PRIMARY KEY,
       entrants INTEGER NOT NULL,
       settled_at TEXT NOT NULL
     )`,
    `CREATE TABLE IF NOT EXISTS contest_results (
       activity_id INTEGER NOT NULL,
       user_id INTEGER NOT NULL,
       rank INTEGER NOT NULL,
       risk_rank INTEGER NOT NULL,
       total_return REAL NOT NULL,
       daily_return REAL NOT NULL,
       max_drawdown REAL NOT NULL,
       risk_adjusted REAL NOT NULL,
       prize_fen INTEGER NOT NULL CHECK (prize_fen >= 0),
       PRIMARY KEY (activity_id, user_id)
     )`,
    `CREATE TABLE IF NOT EXISTS contest_prizes (
       activity_id INTEGER NOT NULL,
       user_id INTEGER NOT NULL,
       board TEXT NOT NULL CHECK (board IN ('return', 'risk')),
       place INTEGER NOT NULL,
       prize_fen INTEGER NOT NULL CHECK (prize_fen >= 0),
       paid_at TEXT,
       PRIMARY KEY (activity_id, board, user_id)
     )`,
    `CREATE TABLE IF NOT EXISTS contest_share_codes (
       activity_id INTEGER NOT NULL,
       user_id INTEGER NOT NULL,
       code TEXT NOT NULL UNIQUE,
       PRIMARY KEY (activity_id, user_id)
     )`,
    IDEMPOTENCY_SCHEMA,
  ],
  seed: seedEntrants,
  routes(router) {
    router.get('/contest/:activity_id/account', async (ctx) => {
      const user = await ctx.requireUser();
      const period = await periodOf(ctx.db, ctx.params.activity_id);
      return accountOf(ctx.db, period, user.id);
    });

    router.post('/contest/:activity_id/trades', trade);

    router.get('/contest/:activity_id/ranking', async (ctx) => {
      const user = await ctx.optionalUser();
      const period = await periodOf(ctx.db, ctx.params.activity_id);
      const board = await standings(ctx.db, dataset(), period.id, period.endDate);
      const rows = board
        .slice()
        .sort((a, b) => a.rank - b.rank || a.userId - b.userId)
        .map((item) => ({
          ...item.score,
          rank: item.rank,
          rank_change: item.rank_change,
          risk_rank: item.risk_rank,
          nickname: item.userId === user?.id ? '我' : maskNickname(item.nickname),
          mine: item.userId === user?.id,
        }));
      return { activity_id: period.id, trading_day: lastCloseDay(), rows: rows.slice(0, 50) } satisfies z.input<
        typeof contestRankingSchema
      >;
    });

    router.get('/contest/periods', async (ctx) => {
      const periods = await settleFinished(ctx.db);
      const views = [];
      for (const period of periods) views.push(await periodView(ctx.db, period));
      return { trading_day: marketDay(), periods: views } satisfies z.input<typeof contestPeriodListSchema>;
    });

    router.get('/contest/:activity_id/results', async (ctx) =>
      results(ctx.db, await periodOf(ctx.db, ctx.params.activity_id)),
    );

    router.get('/contest/bonus-list', async (ctx) => bonusList(ctx.db));

    router.get('/contest/records', async (ctx) => {
      const user = await ctx.requireUser();
      return myRecords(ctx.db, user.id);
    });

    // A public share card: the code is the only handle; an unknown one is the same 404 as a bad one.
    router.get('/contest/record-cards/:code', async (ctx) => {
      const row = /^[A-Za-z0-9_-]{8,32}$/.test(ctx.params.code)
        ? (
            await ctx.db.execute({
              sql: `SELECT s.activity_id, s.user_id, COALESCE(u.nickname, '') AS nickname FROM contest_share_codes s LEFT JOIN users u ON u.id = s.user_id WHERE s.code = ?`,
              args: [ctx.params.code],
            })
          ).rows[0]
        : undefined;
      if (!row) throw new UpstreamError(1003, '分享的战绩不存在', 404);
      const period = await periodOf(ctx.db, String(row.activity_id));
      return recordOf(ctx.db, period, Number(row.user_id), maskNickname(String(row.nickname)));
    });
  },
};
