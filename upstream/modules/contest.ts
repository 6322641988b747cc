import { randomBytes } from 'node:crypto';
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
  periodPrizes,
  ranksBy,
  scoreCurve,
  sellableOn,
  TRADE_MESSAGES,
  tradeProblem,
  type ContestScore,
  type ContestTrade,
  type TradeSide,
} from '../../lib/contest/rules';
import {
  contestTradeInputSchema,
  type contestAccountSchema,
  type contestBonusListSchema,
  type contestPeriodListSchema,
  type contestPeriodSchema,
  type contestRankingSchema,
  type contestRecordListSchema,
  type contestRecordSchema,
  type contestResultsSchema,
} from '../../lib/contest/schemas';
import { parseBody } from '../core/body';
import { createSerialQueue, IDEMPOTENCY_SCHEMA, idempotencyKeyOf, withIdempotency } from '../core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type UpstreamModule } from '../core/types';
import { CalendarRangeError, isTradingDay } from '../market/calendar';
import { addDays } from '../../lib/format/date';
import { datasetFor, type MarketDataset } from '../market/dataset';
import { priceLimit } from '../market/securities';
import { contestToday, CURRENT_PERIOD, periodStatus } from './stock-activity';

const marketDay = contestToday;
const dataset = () => datasetFor(marketDay());
/** Trades and settlements of the contest run one at a time (read, then write): no double spending, one settlement. */
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

/** The account at each close from its first trade to the period's last day (or the market's today). */
function standingOf(ds: MarketDataset, userId: number, nickname: string, trades: readonly ContestTrade[], endDate: string): Standing {
  const first = trades[0]?.day;
  const days = first ? ds.days.filter((day) => day >= first && day <= endDate) : [];
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
async function standings(db: Db, ds: MarketDataset, activityId: number, endDate: string) {
  const entrants = await db.execute({
    sql: `SELECT e.user_id, COALESCE(u.nickname, '') AS nickname FROM stock_activity_entries e LEFT JOIN users u ON u.id = e.user_id WHERE e.activity_id = ? ORDER BY e.certified_at, e.user_id`,
    args: [activityId],
  });
  const trades = await tradesOf(db, activityId);
  const list = entrants.rows.map((row) => standingOf(ds, Number(row.user_id), String(row.nickname), trades.filter((trade) => trade.user_id === Number(row.user_id)), endDate));
  const ranks = ranksBy(list, (item) => item.score.total_return);
  const riskRanks = ranksBy(list, (item) => item.score.risk_adjusted);
  const previousRanks = ranksBy(list, (item) => item.previous?.total_return ?? 0);
  return list.map((item, index) => ({ ...item, rank: ranks[index], risk_rank: riskRanks[index], rank_change: item.previous ? previousRanks[index] - ranks[index] : null }));
}

interface Period {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  poolFen: number;
}

const periodFromRow = (row: Record<string, unknown>): Period => ({
  id: Number(row.id),
  title: String(row.title),
  startDate: String(row.start_date),
  endDate: String(row.end_date),
  poolFen: Math.round(Number(row.prize_pool_yuan) * 100),
});

async function periodOf(db: Db, rawId: string): Promise<Period> {
  const id = Number(rawId);
  const row = Number.isInteger(id) && id > 0 ? (await db.execute({ sql: 'SELECT * FROM stock_activity_periods WHERE id = ?', args: [id] })).rows[0] : undefined;
  if (!row) throw new UpstreamError(1003, '活动不存在', 404);
  return periodFromRow(row);
}

async function accountOf(db: Db, period: Period, userId: number) {
  const activityId = period.id;
  const ds = dataset();
  const day = marketDay();
  const entered = (await db.execute({ sql: 'SELECT 1 FROM stock_activity_entries WHERE activity_id = ? AND user_id = ?', args: [activityId, userId] })).rows.length > 0;
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
      const status = periodStatus({ start_date: period.startDate, end_date: period.endDate });
      if (status === 'ended') throw new UpstreamError(1004, TRADE_MESSAGES.ended, 409);
      if (status === 'not_started') throw new UpstreamError(1004, TRADE_MESSAGES.notStarted, 409);
      await placeTrade(ctx.db, period.id, user.id, order, marketDay(), dataset());
      return accountOf(ctx.db, period, user.id);
    }),
  );
}

/** The public face of a period (status on the market's clock; settled once its results are kept). */
async function periodView(db: Db, period: Period): Promise<z.input<typeof contestPeriodSchema>> {
  const [entrants, settlement] = await Promise.all([
    db.execute({ sql: 'SELECT COUNT(*) AS n FROM stock_activity_entries WHERE activity_id = ?', args: [period.id] }),
    db.execute({ sql: 'SELECT settled_at FROM contest_settlements WHERE activity_id = ?', args: [period.id] }),
  ]);
  return {
    activity_id: period.id,
    title: period.title,
    start_date: period.startDate,
    end_date: period.endDate,
    status: periodStatus({ start_date: period.startDate, end_date: period.endDate }),
    prize_pool_fen: period.poolFen,
    entrants: Number(entrants.rows[0]?.n ?? 0),
    settled: settlement.rows.length > 0,
    settled_at: settlement.rows[0] ? String(settlement.rows[0].settled_at) : null,
  };
}

/**
 * Keeps a finished period: every entrant's final score and ranks, and the prizes, written once in one
 * transaction. Later reads use the kept rows, so a past ranking never moves. Runs on the trade queue.
 */
async function settle(db: Db, period: Period, at = new Date().toISOString()): Promise<void> {
  if (periodStatus({ start_date: period.startDate, end_date: period.endDate }) !== 'ended') return;
  await tradeQueue(async () => {
    const done = await db.execute({ sql: 'SELECT 1 FROM contest_settlements WHERE activity_id = ?', args: [period.id] });
    if (done.rows.length > 0) return;
    const board = await standings(db, dataset(), period.id, period.endDate);
    const awards = periodPrizes(period.id, period.poolFen, board.map((item) => ({ userId: item.userId, ...item.score })));
    await db.batch(
      [
        ...board.map((item) => ({
          sql: 'INSERT INTO contest_results (activity_id, user_id, rank, risk_rank, total_return, daily_return, max_drawdown, risk_adjusted, prize_fen) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)',
          args: [period.id, item.userId, item.rank, item.risk_rank, item.score.total_return, item.score.daily_return, item.score.max_drawdown, item.score.risk_adjusted, awards.filter((award) => award.userId === item.userId).reduce((sum, award) => sum + award.prize_fen, 0)],
        })),
        ...awards.map((award) => ({
          sql: 'INSERT INTO contest_prizes (activity_id, user_id, board, place, prize_fen) VALUES (?, ?, ?, ?, ?)',
          args: [period.id, award.userId, award.board, award.place, award.prize_fen],
        })),
        { sql: 'INSERT INTO contest_settlements (activity_id, entrants, settled_at) VALUES (?, ?, ?)', args: [period.id, board.length, at] },
      ],
      'write',
    );
  });
}

async function allPeriods(db: Db): Promise<Period[]> {
  const rows = await db.execute('SELECT * FROM stock_activity_periods ORDER BY id DESC');
  return rows.rows.map((row) => periodFromRow(row));
}

/** Every finished period is settled before a past-results read (the current one settles the day after it ends). */
async function settleFinished(db: Db): Promise<Period[]> {
  const periods = await allPeriods(db);
  for (const period of periods) await settle(db, period);
  return periods;
}

async function results(db: Db, period: Period) {
  await settle(db, period);
  const view = await periodView(db, period);
  if (!view.settled) return { period: view, rows: [], winners: [] } satisfies z.input<typeof contestResultsSchema>;
  const [rows, prizes] = await Promise.all([
    db.execute({
      sql: `SELECT r.*, COALESCE(u.nickname, '') AS nickname FROM contest_results r LEFT JOIN users u ON u.id = r.user_id WHERE r.activity_id = ? ORDER BY r.rank, r.user_id LIMIT 100`,
      args: [period.id],
    }),
    db.execute({
      sql: `SELECT p.board, p.place, p.prize_fen, r.total_return, r.risk_adjusted, COALESCE(u.nickname, '') AS nickname FROM contest_prizes p JOIN contest_results r ON r.activity_id = p.activity_id AND r.user_id = p.user_id LEFT JOIN users u ON u.id = p.user_id WHERE p.activity_id = ? ORDER BY p.board, p.place, p.user_id`,
      args: [period.id],
    }),
  ]);
  return {
    period: view,
    rows: rows.rows.map((row) => ({
      rank: Number(row.rank),
      risk_rank: Number(row.risk_rank),
      nickname: maskNickname(String(row.nickname)),
      total_return: Number(row.total_return),
      daily_return: Number(row.daily_return),
      max_drawdown: Number(row.max_drawdown),
      risk_adjusted: Number(row.risk_adjusted),
      prize_fen: Number(row.prize_fen),
    })),
    winners: prizes.rows
      .filter((row) => Number(row.prize_fen) > 0)
      .map((row) => ({
        board: String(row.board) as 'return' | 'risk',
        place: Number(row.place),
        nickname: maskNickname(String(row.nickname)),
        total_return: Number(row.total_return),
        risk_adjusted: Number(row.risk_adjusted),
        prize_fen: Number(row.prize_fen),
      })),
  } satisfies z.input<typeof contestResultsSchema>;
}

async function bonusList(db: Db) {
  await settleFinished(db);
  const rows = await db.execute(
    `SELECT p.user_id, COALESCE(u.nickname, '') AS nickname, COUNT(*) AS wins, MIN(p.place) AS best_place, SUM(p.prize_fen) AS prize_fen
     FROM contest_prizes p LEFT JOIN users u ON u.id = p.user_id WHERE p.prize_fen > 0 GROUP BY p.user_id ORDER BY prize_fen DESC, p.user_id LIMIT 50`,
  );
  const ranks = ranksBy(rows.rows, (row) => Number(row.prize_fen));
  const settled = await db.execute('SELECT COUNT(*) AS n FROM contest_settlements');
  return {
    periods: Number(settled.rows[0]?.n ?? 0),
    rows: rows.rows.map((row, index) => ({ rank: ranks[index], nickname: maskNickname(String(row.nickname)), wins: Number(row.wins), best_place: Number(row.best_place), prize_fen: Number(row.prize_fen) })),
  } satisfies z.input<typeof contestBonusListSchema>;
}

/** The entrant's share code for a period, made on first use: an unguessable handle for the public card. */
async function shareCodeOf(db: Db, activityId: number, userId: number): Promise<string> {
  await db.execute({ sql: 'INSERT OR IGNORE INTO contest_share_codes (activity_id, user_id, code) VALUES (?, ?, ?)', args: [activityId, userId, randomBytes(9).toString('base64url')] });
  const row = await db.execute({ sql: 'SELECT code FROM contest_share_codes WHERE activity_id = ? AND user_id = ?', args: [activityId, userId] });
  return String(row.rows[0].code);
}

/** One entrant's record of one period: the kept result when settled, else the live standing. */
async function recordOf(db: Db, period: Period, userId: number, nickname: string) {
  await settle(db, period);
  const view = await periodView(db, period);
  const board = await standings(db, dataset(), period.id, period.endDate);
  const live = board.find((item) => item.userId === userId);
  const kept = view.settled ? (await db.execute({ sql: 'SELECT * FROM contest_results WHERE activity_id = ? AND user_id = ?', args: [period.id, userId] })).rows[0] : undefined;
  const trades = await db.execute({ sql: 'SELECT COUNT(*) AS n FROM contest_trades WHERE activity_id = ? AND user_id = ?', args: [period.id, userId] });
  const score = kept
    ? { total_return: Number(kept.total_return), daily_return: Number(kept.daily_return), max_drawdown: Number(kept.max_drawdown), risk_adjusted: Number(kept.risk_adjusted) }
    : (live?.score ?? scoreCurve([]));
  return {
    ...score,
    period: view,
    nickname,
    rank: kept ? Number(kept.rank) : (live?.rank ?? null),
    risk_rank: kept ? Number(kept.risk_rank) : (live?.risk_rank ?? null),
    entrants: board.length,
    prize_fen: kept ? Number(kept.prize_fen) : 0,
    trades: Number(trades.rows[0]?.n ?? 0),
    share_code: await shareCodeOf(db, period.id, userId),
    curve: live?.curve ?? [],
  } satisfies z.input<typeof contestRecordSchema>;
}

async function myRecords(db: Db, userId: number) {
  const entered = await db.execute({
    sql: `SELECT p.* FROM stock_activity_entries e JOIN stock_activity_periods p ON p.id = e.activity_id WHERE e.user_id = ? ORDER BY p.id DESC LIMIT 30`,
    args: [userId],
  });
  const records = [];
  for (const row of entered.rows) records.push(await recordOf(db, periodFromRow(row), userId, '我'));
  return { records } satisfies z.input<typeof contestRecordListSchema>;
}

/** The picks of seeded entrant `index` in period `id` (varied so each period has its own leaders). */
const SEED_CANDIDATES = ['600519', '300750', '601318', '002594', '688981', '600036', '000858', '000001', '601012', '600900'];

/**
 * Seeded entrants of one period and their trades on its trading days: a buy on the first day, and for
 * every other entrant a sale of half on the third. Days after `lastDay` are not traded.
 */
async function seedPeriod(db: Db, ds: MarketDataset, period: Period, userIds: readonly number[], lastDay: string) {
  const days = ds.days.filter((day) => day >= period.startDate && day <= period.endDate && day <= lastDay);
  const buyDay = days[0] ?? period.startDate;
  for (const [index, userId] of userIds.entries()) {
    const joined = new Date(Date.parse(`${buyDay}T01:00:00Z`) + index * 60_000).toISOString();
    await db.execute({ sql: 'INSERT OR IGNORE INTO stock_activity_entries (activity_id, user_id, certified_at) VALUES (?, ?, ?)', args: [period.id, userId, joined] });
    if (!days[0]) continue;
    const offset = (period.id * 3 + index) % SEED_CANDIDATES.length;
    const picks = [SEED_CANDIDATES[offset], SEED_CANDIDATES[(offset + 3) % SEED_CANDIDATES.length]];
    for (const [pickIndex, code] of picks.entries()) {
      const priced = quote(ds, code, buyDay);
      if (!priced || priced.limitUp) continue;
      const share = (pickIndex === 0 ? 0.3 + (index % 5) * 0.1 : 0.2) * INITIAL_CASH_FEN;
      const quantity = Math.floor(share / priced.closeFen / LOT_SIZE) * LOT_SIZE;
      if (quantity > 0) await placeTrade(db, period.id, userId, { code, side: 'buy', quantity }, buyDay, ds).catch(() => undefined);
    }
    const sellDay = days[2];
    if (index % 2 === 0 && sellDay) {
      const held = holdings(await tradesOf(db, period.id, userId)).get(picks[0]) ?? 0;
      const quantity = Math.floor(held / 2 / LOT_SIZE) * LOT_SIZE;
      if (quantity > 0) await placeTrade(db, period.id, userId, { code: picks[0], side: 'sell', quantity }, sellDay, ds).catch(() => undefined);
    }
  }
}

/** Seeds the current period (5 entrants, trades before today) and the finished ones (8 entrants each, settled). */
async function seedEntrants(db: Db) {
  const ds = dataset();
  const today = marketDay();
  const users = (await db.execute('SELECT id FROM users ORDER BY id LIMIT 8')).rows.map((row) => Number(row.id));
  const dayBefore = ds.days.filter((day) => day < today).at(-1) ?? today;
  for (const period of await allPeriods(db)) {
    if (period.id === CURRENT_PERIOD) await seedPeriod(db, ds, period, users.slice(0, 5), dayBefore);
    else if (period.id < CURRENT_PERIOD) {
      await seedPeriod(db, ds, period, users, period.endDate);
      // Published the Monday after, 09:00 Beijing time.
      await settle(db, period, `${addDays(period.endDate, 3)}T01:00:00.000Z`);
    }
  }
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
      return { activity_id: period.id, trading_day: marketDay(), rows: rows.slice(0, 50) } satisfies z.input<typeof contestRankingSchema>;
    });

    router.get('/contest/periods', async (ctx) => {
      const periods = await settleFinished(ctx.db);
      const views = [];
      for (const period of periods) views.push(await periodView(ctx.db, period));
      return { trading_day: marketDay(), periods: views } satisfies z.input<typeof contestPeriodListSchema>;
    });

    router.get('/contest/:activity_id/results', async (ctx) => results(ctx.db, await periodOf(ctx.db, ctx.params.activity_id)));

    router.get('/contest/bonus-list', async (ctx) => bonusList(ctx.db));

    router.get('/contest/records', async (ctx) => {
      const user = await ctx.requireUser();
      return myRecords(ctx.db, user.id);
    });

    // A public share card: the code is the only handle; an unknown one is the same 404 as a bad one.
    router.get('/contest/record-cards/:code', async (ctx) => {
      const row = /^[A-Za-z0-9_-]{8,32}$/.test(ctx.params.code)
        ? (await ctx.db.execute({ sql: `SELECT s.activity_id, s.user_id, COALESCE(u.nickname, '') AS nickname FROM contest_share_codes s LEFT JOIN users u ON u.id = s.user_id WHERE s.code = ?`, args: [ctx.params.code] })).rows[0]
        : undefined;
      if (!row) throw new UpstreamError(1003, '分享的战绩不存在', 404);
      const period = await periodOf(ctx.db, String(row.activity_id));
      return recordOf(ctx.db, period, Number(row.user_id), maskNickname(String(row.nickname)));
    });
  },
};
