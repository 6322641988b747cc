import type { z } from 'zod';
import {
  cashAfter,
  closeToFen,
  equityCurve,
  holdings,
  INITIAL_CASH_FEN,
  isLimitUp,
  LOT_SIZE,
  maskNickname,
  ranksBy,
  scoreCurve,
  sellableOn,
  TRADE_MESSAGES,
  tradeProblem,
  type ContestScore,
  type ContestTrade,
  type TradeSide,
} from '../../lib/contest/rules';
import { contestTradeInputSchema, type contestAccountSchema, type contestRankingSchema } from '../../lib/contest/schemas';
import { chinaToday } from '../../lib/format/date';
import { parseBody } from '../core/body';
import { createSerialQueue, IDEMPOTENCY_SCHEMA, idempotencyKeyOf, withIdempotency } from '../core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type UpstreamModule } from '../core/types';
import { CalendarRangeError, isTradingDay } from '../market/calendar';
import { datasetFor, type MarketDataset } from '../market/dataset';
import { priceLimit } from '../market/securities';

const marketDay = () => process.env.MARKET_TODAY ?? chinaToday();
const dataset = () => datasetFor(marketDay());
/** Trades of the contest run one at a time (read cash and holdings, then write): no double spending. */
const tradeQueue = createSerialQueue();

function marketOpen(day: string): boolean {
  try {
    return isTradingDay(day);
  } catch (error) {
    if (error instanceof CalendarRangeError) return false;
    throw error;
  }
}

interface Quote {
  name: string;
  closeFen: number;
  limitUp: boolean;
}

/** A code's close on a dataset day; null for an unknown code or a day the dataset does not have. */
function quote(ds: MarketDataset, code: string, day: string): Quote | null {
  const series = ds.prices.get(code);
  const index = ds.dayIndex.get(day);
  if (!series || index === undefined) return null;
  return { name: series.security.name, closeFen: closeToFen(series.close[index]), limitUp: isLimitUp(series.pct[index], priceLimit(series.security.board)) };
}

/** The close used to value a holding on `day`: that day's, else the latest close before it. */
function valueFen(ds: MarketDataset, code: string, day: string): number {
  const series = ds.prices.get(code);
  if (!series) return 0;
  const days = ds.days.filter((candidate) => candidate <= day);
  const index = days.length - 1;
  return index >= 0 ? closeToFen(series.close[index]) : 0;
}

interface StoredTrade extends ContestTrade {
  id: number;
  user_id: number;
}

async function tradesOf(db: Db, activityId: number, userId?: number): Promise<StoredTrade[]> {
  const rows = await db.execute({
    sql: `SELECT id, user_id, code, side, quantity, price_fen, day FROM contest_trades WHERE activity_id = ?${userId === undefined ? '' : ' AND user_id = ?'} ORDER BY id`,
    args: userId === undefined ? [activityId] : [activityId, userId],
  });
  return rows.rows.map((row) => ({
    id: Number(row.id),
    user_id: Number(row.user_id),
    code: String(row.code),
    side: String(row.side) as TradeSide,
    quantity: Number(row.quantity),
    price_fen: Number(row.price_fen),
    day: String(row.day),
  }));
}

interface Standing {
  userId: number;
  nickname: string;
  curve: { day: string; equity_fen: number }[];
  score: ContestScore;
  previous: ContestScore | null;
}

function standingOf(ds: MarketDataset, userId: number, nickname: string, trades: readonly ContestTrade[]): Standing {
  const first = trades[0]?.day;
  const days = first ? ds.days.filter((day) => day >= first) : [];
  const values = equityCurve(trades, days, (code, day) => valueFen(ds, code, day));
  return {
    userId,
    nickname,
    curve: days.map((day, index) => ({ day, equity_fen: values[index] })),
    score: scoreCurve(values),
    previous: values.length >= 2 ? scoreCurve(values.slice(0, -1)) : null,
  };
}

/** Every entrant of a period with their score, return rank, rank change since the previous close and risk-adjusted rank. */
async function standings(db: Db, ds: MarketDataset, activityId: number) {
  const entrants = await db.execute({
    sql: `SELECT e.user_id, COALESCE(u.nickname, '') AS nickname FROM stock_activity_entries e LEFT JOIN users u ON u.id = e.user_id WHERE e.activity_id = ? ORDER BY e.certified_at, e.user_id`,
    args: [activityId],
  });
  const trades = await tradesOf(db, activityId);
  const list = entrants.rows.map((row) => standingOf(ds, Number(row.user_id), String(row.nickname), trades.filter((trade) => trade.user_id === Number(row.user_id))));
  const ranks = ranksBy(list, (item) => item.score.total_return);
  const riskRanks = ranksBy(list, (item) => item.score.risk_adjusted);
  const previousRanks = ranksBy(list, (item) => item.previous?.total_return ?? 0);
  return list.map((item, index) => ({ ...item, rank: ranks[index], risk_rank: riskRanks[index], rank_change: item.previous ? previousRanks[index] - ranks[index] : null }));
}

async function periodOf(db: Db, rawId: string) {
  const id = Number(rawId);
  const row = Number.isInteger(id) && id > 0 ? (await db.execute({ sql: 'SELECT id, end_date FROM stock_activity_periods WHERE id = ?', args: [id] })).rows[0] : undefined;
  if (!row) throw new UpstreamError(1003, '活动不存在', 404);
  return { id, endDate: String(row.end_date) };
}

async function accountOf(db: Db, activityId: number, userId: number) {
  const ds = dataset();
  const day = marketDay();
  const entered = (await db.execute({ sql: 'SELECT 1 FROM stock_activity_entries WHERE activity_id = ? AND user_id = ?', args: [activityId, userId] })).rows.length > 0;
  const board = await standings(db, ds, activityId);
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
      .map((trade) => ({ id: trade.id, code: trade.code, name: ds.byCode.get(trade.code)?.name ?? trade.code, side: trade.side, quantity: trade.quantity, price_fen: trade.price_fen, day: trade.day })),
    score: mine?.score ?? scoreCurve([]),
    rank: mine?.rank ?? null,
    rank_change: mine?.rank_change ?? null,
    risk_rank: mine?.risk_rank ?? null,
    entrants: board.length,
    curve: mine?.curve ?? [],
  } satisfies z.input<typeof contestAccountSchema>;
}

/** Checks one order against the rules and stores it; a refusal stores nothing. */
async function placeTrade(db: Db, activityId: number, userId: number, order: { code: string; side: TradeSide; quantity: number }, day: string, ds: MarketDataset) {
  const trades = await tradesOf(db, activityId, userId);
  const priced = quote(ds, order.code, day);
  const open = marketOpen(day);
  const problem = tradeProblem({
    side: order.side,
    quantity: order.quantity,
    priceFen: ds.byCode.has(order.code) ? (priced?.closeFen ?? 0) : null,
    tradingDay: open && priced !== null,
    limitUp: priced?.limitUp ?? false,
    cashFen: cashAfter(trades),
    sellable: sellableOn(trades, order.code, day),
  });
  if (problem) throw new UpstreamError(1004, problem, 409);
  await db.execute({
    sql: 'INSERT INTO contest_trades (activity_id, user_id, code, side, quantity, price_fen, day, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    args: [activityId, userId, order.code, order.side, order.quantity, priced!.closeFen, day, new Date().toISOString()],
  });
}

async function trade(ctx: HandlerContext) {
  const user = await ctx.requireUser();
  const key = idempotencyKeyOf(ctx);
  const period = await periodOf(ctx.db, ctx.params.activity_id);
  const order = parseBody(contestTradeInputSchema, ctx);
  return withIdempotency(ctx.db, { scope: 'contest.trade', userId: user.id, key, request: { id: period.id, body: order } }, () =>
    tradeQueue(async () => {
      const entered = await ctx.db.execute({ sql: 'SELECT 1 FROM stock_activity_entries WHERE activity_id = ? AND user_id = ?', args: [period.id, user.id] });
      if (entered.rows.length === 0) throw new UpstreamError(1004, TRADE_MESSAGES.notEntered, 409);
      if (period.endDate < chinaToday()) throw new UpstreamError(1004, TRADE_MESSAGES.ended, 409);
      await placeTrade(ctx.db, period.id, user.id, order, marketDay(), dataset());
      return accountOf(ctx.db, period.id, user.id);
    }),
  );
}

/** The seeded entrants of the current period (30) and their trades on past dataset days. */
async function seedEntrants(db: Db) {
  const ds = dataset();
  const users = await db.execute('SELECT id FROM users ORDER BY id LIMIT 5');
  const buyDay = ds.days[ds.days.length - 8];
  const sellDay = ds.days[ds.days.length - 4];
  const candidates = ['600519', '300750', '601318', '002594', '688981', '600036', '000858', '000001'];
  for (const [index, row] of users.rows.entries()) {
    const userId = Number(row.id);
    await db.execute({ sql: 'INSERT OR IGNORE INTO stock_activity_entries (activity_id, user_id, certified_at) VALUES (30, ?, ?)', args: [userId, new Date(Date.parse(`${buyDay}T01:00:00Z`) + index * 60_000).toISOString()] });
    const picks = [candidates[index % candidates.length], candidates[(index + 3) % candidates.length]];
    for (const [pickIndex, code] of picks.entries()) {
      const priced = quote(ds, code, buyDay);
      if (!priced || priced.limitUp) continue;
      const share = (pickIndex === 0 ? 0.3 + index * 0.1 : 0.2) * INITIAL_CASH_FEN;
      const quantity = Math.floor(share / priced.closeFen / LOT_SIZE) * LOT_SIZE;
      if (quantity > 0) await placeTrade(db, 30, userId, { code, side: 'buy', quantity }, buyDay, ds).catch(() => undefined);
    }
    if (index % 2 === 0) {
      const held = holdings(await tradesOf(db, 30, userId)).get(picks[0]) ?? 0;
      const quantity = Math.floor(held / 2 / LOT_SIZE) * LOT_SIZE;
      if (quantity > 0) await placeTrade(db, 30, userId, { code: picks[0], side: 'sell', quantity }, sellDay, ds).catch(() => undefined);
    }
  }
}

/** Stock-picking contest portfolios: virtual capital, trades at the market dataset's closes, ranking. */
export const contestModule: UpstreamModule = {
  name: 'contest',
  version: 1,
  tables: ['contest_trades'],
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
    IDEMPOTENCY_SCHEMA,
  ],
  seed: seedEntrants,
  routes(router) {
    router.get('/contest/:activity_id/account', async (ctx) => {
      const user = await ctx.requireUser();
      const period = await periodOf(ctx.db, ctx.params.activity_id);
      return accountOf(ctx.db, period.id, user.id);
    });

    router.post('/contest/:activity_id/trades', trade);

    router.get('/contest/:activity_id/ranking', async (ctx) => {
      const user = await ctx.optionalUser();
      const period = await periodOf(ctx.db, ctx.params.activity_id);
      const board = await standings(ctx.db, dataset(), period.id);
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
      return { activity_id: period.id, trading_day: marketDay(), rows: rows.slice(0, 50) } satisfies z.input<typeof contestRankingSchema>;
    });
  },
};
