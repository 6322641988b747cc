import {
  cashAfter,
  closeToFen,
  equityCurve,
  isLimitUp,
  ranksBy,
  scoreCurve,
  sellableOn,
  tradeProblem,
  type ContestScore,
  type ContestTrade,
  type TradeSide,
} from '@/lib/contest/rules';
import { createSerialQueue } from '@/upstream/core/idempotency';
import { UpstreamError, type Db } from '@/upstream/core/types';
import { CalendarRangeError, isTradingDay, tradingDayOnOrBefore } from '@/upstream/market/calendar';
import { datasetFor, type MarketDataset } from '@/upstream/market/dataset';
import { limitPrices, priceLimit } from '@/upstream/market/securities';
import { contestToday } from '@/upstream/market/stock-activity';

/** The contest's virtual portfolios: prices from the market dataset, trades, standings of a period. */
export const marketDay = contestToday;
export const dataset = () => datasetFor(marketDay());
/** Trades and settlements of the contest run one at a time (read, then write): no double spending, one settlement. */
export const tradeQueue = createSerialQueue();

/** The close the standings are valued at: the last trading day on or before `day` (a weekend reads Friday's). */
export function lastCloseDay(day: string = marketDay()): string {
  try {
    return tradingDayOnOrBefore(day);
  } catch (error) {
    if (error instanceof CalendarRangeError) return day;
    throw error;
  }
}

export function marketOpen(day: string): boolean {
  try {
    return isTradingDay(day);
  } catch (error) {
    if (error instanceof CalendarRangeError) return false;
    throw error;
  }
}

export interface Quote {
  name: string;
  closeFen: number;
  limitUp: boolean;
}

/** A code's close on a dataset day; null for an unknown code or a day the dataset does not have. */
export function quote(ds: MarketDataset, code: string, day: string): Quote | null {
  const series = ds.prices.get(code);
  const index = ds.dayIndex.get(day);
  if (!series || index === undefined) return null;
  // At the limit = closed at the exchange's limit price (a % test misses cheap stocks: 1.54 → 1.69 is +9.74 %).
  const limitUp =
    index > 0
      ? series.close[index] >= limitPrices(series.close[index - 1], priceLimit(series.security)).up
      : isLimitUp(series.pct[index], priceLimit(series.security));
  return { name: series.security.name, closeFen: closeToFen(series.close[index]), limitUp };
}

/** The close used to value a holding on `day`: that day's, else the latest close before it. */
export function valueFen(ds: MarketDataset, code: string, day: string): number {
  const series = ds.prices.get(code);
  if (!series) return 0;
  const days = ds.days.filter((candidate) => candidate <= day);
  const index = days.length - 1;
  return index >= 0 ? closeToFen(series.close[index]) : 0;
}

export interface StoredTrade extends ContestTrade {
  id: number;
  user_id: number;
}

export async function tradesOf(db: Db, activityId: number, userId?: number): Promise<StoredTrade[]> {
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

export interface Standing {
  userId: number;
  nickname: string;
  curve: { day: string; equity_fen: number }[];
  score: ContestScore;
  previous: ContestScore | null;
}

/** The account at each close from its first trade to the period's last day (or the market's today). */
export function standingOf(
  ds: MarketDataset,
  userId: number,
  nickname: string,
  trades: readonly ContestTrade[],
  endDate: string,
): Standing {
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
export async function standings(db: Db, ds: MarketDataset, activityId: number, endDate: string) {
  const entrants = await db.execute({
    sql: `SELECT e.user_id, COALESCE(u.nickname, '') AS nickname FROM stock_activity_entries e LEFT JOIN users u ON u.id = e.user_id WHERE e.activity_id = ? ORDER BY e.certified_at, e.user_id`,
    args: [activityId],
  });
  const trades = await tradesOf(db, activityId);
  const list = entrants.rows.map((row) =>
    standingOf(
      ds,
      Number(row.user_id),
      String(row.nickname),
      trades.filter((trade) => trade.user_id === Number(row.user_id)),
      endDate,
    ),
  );
  const ranks = ranksBy(list, (item) => item.score.total_return);
  const riskRanks = ranksBy(list, (item) => item.score.risk_adjusted);
  const previousRanks = ranksBy(list, (item) => item.previous?.total_return ?? 0);
  return list.map((item, index) => ({
    ...item,
    rank: ranks[index],
    risk_rank: riskRanks[index],
    rank_change: item.previous ? previousRanks[index] - ranks[index] : null,
  }));
}

export interface Period {
  id: number;
  title: string;
  startDate: string;
  endDate: string;
  poolFen: number;
}

export const periodFromRow = (row: Record<string, unknown>): Period => ({
  id: Number(row.id),
  title: String(row.title),
  startDate: String(row.start_date),
  endDate: String(row.end_date),
  poolFen: Math.round(Number(row.prize_pool_yuan) * 100),
});

export async function periodOf(db: Db, rawId: string): Promise<Period> {
  const id = Number(rawId);
  const row =
    Number.isInteger(id) && id > 0
      ? (await db.execute({ sql: 'SELECT * FROM stock_activity_periods WHERE id = ?', args: [id] })).rows[0]
      : undefined;
  if (!row) throw new UpstreamError(1003, '活动不存在', 404);
  return periodFromRow(row);
}

/** Checks one order against the rules and stores it; a refusal stores nothing. */
export async function placeTrade(
  db: Db,
  activityId: number,
  userId: number,
  order: { code: string; side: TradeSide; quantity: number },
  day: string,
  ds: MarketDataset,
) {
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
