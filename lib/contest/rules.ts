/**
 * Stock-picking contest rules without zod (client islands may import them): the virtual account, the
 * trading rules (lot size, T+1, no buying at the limit-up price, no trading on closed days) and the
 * scoring (total return, maximum drawdown, return / drawdown). Money is integer fen throughout.
 */
export const LOT_SIZE = 100;
/** Virtual capital of every entrant: 1,000,000 yuan. */
export const INITIAL_CASH_FEN = 100_000_000;
/** A drawdown below 1% counts as 1% in the risk-adjusted score, so a lucky flat start is not infinite. */
export const MIN_DRAWDOWN_FOR_RATIO = 0.01;

export type TradeSide = 'buy' | 'sell';

export interface ContestTrade {
  code: string;
  side: TradeSide;
  quantity: number;
  price_fen: number;
  /** The trading day of the fill (YYYY-MM-DD). */
  day: string;
}

export const TRADE_MESSAGES = {
  unknownCode: '股票代码不存在，请检查后重试',
  closedDay: '今日为非交易日，暂停交易',
  lot: `委托数量须为${LOT_SIZE}股的整数倍`,
  limitUp: '该股已涨停，涨停价不可买入',
  cash: '可用资金不足',
  notEntered: '请先报名参赛',
  ended: '本期比赛已结束，无法交易',
  notStarted: '本期比赛尚未开始，开赛后才能交易',
} as const;

export function sellableMessage(sellable: number): string {
  return `可卖数量不足（T+1：当日买入的股票次日才能卖出，当前可卖${sellable}股）`;
}

/** Price of a close in fen (closes carry two decimals). */
export function closeToFen(close: number): number {
  return Math.round(close * 100);
}

/** Whether a close is the limit-up price: the day's change reached the board's limit. */
export function isLimitUp(pctChange: number, limitPct: number): boolean {
  return pctChange >= limitPct - 0.01;
}

/** Shares held per code after the trades, in trade order. */
export function holdings(trades: readonly ContestTrade[]): Map<string, number> {
  const held = new Map<string, number>();
  for (const trade of trades)
    held.set(trade.code, (held.get(trade.code) ?? 0) + (trade.side === 'buy' ? trade.quantity : -trade.quantity));
  for (const [code, quantity] of held) if (quantity === 0) held.delete(code);
  return held;
}

/** Cash left after the trades. */
export function cashAfter(trades: readonly ContestTrade[], initial = INITIAL_CASH_FEN): number {
  return trades.reduce(
    (cash, trade) => cash + (trade.side === 'buy' ? -1 : 1) * trade.price_fen * trade.quantity,
    initial,
  );
}

/** T+1: shares bought on `day` cannot be sold that day; everything held before it can. */
export function sellableOn(trades: readonly ContestTrade[], code: string, day: string): number {
  const held = holdings(trades).get(code) ?? 0;
  const boughtToday = trades
    .filter((trade) => trade.code === code && trade.day === day && trade.side === 'buy')
    .reduce((sum, trade) => sum + trade.quantity, 0);
  return Math.max(0, held - boughtToday);
}

export interface TradeCheck {
  side: TradeSide;
  quantity: number;
  /** null when the code is not a listed security. */
  priceFen: number | null;
  tradingDay: boolean;
  limitUp: boolean;
  cashFen: number;
  sellable: number;
}

/** The first reason a trade may not go through, as the user reads it; null when it may. */
export function tradeProblem(check: TradeCheck): string | null {
  if (check.priceFen === null) return TRADE_MESSAGES.unknownCode;
  if (!check.tradingDay) return TRADE_MESSAGES.closedDay;
  if (!Number.isInteger(check.quantity) || check.quantity <= 0 || check.quantity % LOT_SIZE !== 0)
    return TRADE_MESSAGES.lot;
  if (check.side === 'buy') {
    if (check.limitUp) return TRADE_MESSAGES.limitUp;
    if (check.priceFen * check.quantity > check.cashFen) return TRADE_MESSAGES.cash;
    return null;
  }
  if (check.quantity > check.sellable) return sellableMessage(check.sellable);
  return null;
}

/**
 * The account's value at each day's close from `days[0]`: cash plus holdings at that close. A trade
 * counts from its own day (it filled at that day's close).
 */
export function equityCurve(
  trades: readonly ContestTrade[],
  days: readonly string[],
  closeFen: (code: string, day: string) => number,
  initial = INITIAL_CASH_FEN,
): number[] {
  return days.map((day) => {
    const done = trades.filter((trade) => trade.day <= day);
    let value = cashAfter(done, initial);
    for (const [code, quantity] of holdings(done)) value += quantity * closeFen(code, day);
    return value;
  });
}

/** The largest fall from a running peak, as a fraction of that peak (0 when it never fell). */
export function maxDrawdown(curve: readonly number[]): number {
  let peak = -Infinity;
  let worst = 0;
  for (const value of curve) {
    peak = Math.max(peak, value);
    if (peak > 0) worst = Math.max(worst, (peak - value) / peak);
  }
  return worst;
}

export interface ContestScore {
  total_return: number;
  daily_return: number;
  max_drawdown: number;
  risk_adjusted: number;
}

/** Total return against the virtual capital, the last day's return, drawdown and return / drawdown. */
export function scoreCurve(curve: readonly number[], initial = INITIAL_CASH_FEN): ContestScore {
  const last = curve.at(-1) ?? initial;
  const previous = curve.length >= 2 ? curve[curve.length - 2] : initial;
  const drawdown = maxDrawdown([initial, ...curve]);
  const totalReturn = (last - initial) / initial;
  return {
    total_return: totalReturn,
    daily_return: previous > 0 ? (last - previous) / previous : 0,
    max_drawdown: drawdown,
    risk_adjusted: totalReturn / Math.max(drawdown, MIN_DRAWDOWN_FOR_RATIO),
  };
}

/** 1-based ranks, best first; equal values share a rank (competition ranking: 1, 1, 3). */
export function ranksBy<T>(items: readonly T[], value: (item: T) => number): number[] {
  return items.map((item) => 1 + items.filter((other) => value(other) > value(item)).length);
}

/** Another entrant's name on a public board: the first character, then ** (never the whole nickname). */
export function maskNickname(nickname: string): string {
  const first = [...nickname.trim()][0];
  return first ? `${first}**` : '匿名**';
}

/** From this period on a second prize board rewards return / drawdown (the new winning list of SPEC §9 starts at 15). */
export const RISK_PRIZE_FROM_PERIOD = 15;
/** Shares of the prize pool, in per cent, by place: the return board and (from period 15) the risk-adjusted board. */
export const RETURN_PRIZE_PCT = [40, 20, 10] as const;
export const RISK_PRIZE_PCT = [15, 10, 5] as const;

export type PrizeBoard = 'return' | 'risk';

export interface PrizeEntrant {
  userId: number;
  total_return: number;
  risk_adjusted: number;
}

export interface PrizeAward {
  userId: number;
  board: PrizeBoard;
  place: number;
  prize_fen: number;
}

/**
 * One board's awards: places 1..n of `pct` by `value`, best first. Only a positive return wins; entrants
 * tied on a value split the shares of the places they hold between them (fen rounded down).
 */
function boardAwards(
  entrants: readonly PrizeEntrant[],
  value: (entrant: PrizeEntrant) => number,
  pct: readonly number[],
  poolFen: number,
  board: PrizeBoard,
): PrizeAward[] {
  const eligible = entrants
    .filter((entrant) => entrant.total_return > 0)
    .sort((a, b) => value(b) - value(a) || a.userId - b.userId);
  const awards: PrizeAward[] = [];
  let index = 0;
  while (index < eligible.length && index < pct.length) {
    const tied = eligible.filter((entrant) => value(entrant) === value(eligible[index]));
    const shares = pct.slice(index, index + tied.length).reduce((sum, share) => sum + share, 0);
    const each = Math.floor((poolFen * shares) / 100 / tied.length);
    for (const entrant of tied) awards.push({ userId: entrant.userId, board, place: index + 1, prize_fen: each });
    index += tied.length;
  }
  return awards;
}

/** A finished period's prizes: the return board always, the risk-adjusted board from RISK_PRIZE_FROM_PERIOD. */
export function periodPrizes(activityId: number, poolFen: number, entrants: readonly PrizeEntrant[]): PrizeAward[] {
  const byReturn = boardAwards(entrants, (entrant) => entrant.total_return, RETURN_PRIZE_PCT, poolFen, 'return');
  if (activityId < RISK_PRIZE_FROM_PERIOD) return byReturn;
  return [...byReturn, ...boardAwards(entrants, (entrant) => entrant.risk_adjusted, RISK_PRIZE_PCT, poolFen, 'risk')];
}

/**
 * The periods a past-period picker offers: settled ones (final ranking and prizes kept) with
 * from ≤ activity_id < below (the old winning list stops below SPEC §9's activity id 15, the new one starts there).
 */
export function pickablePeriods<P extends { activity_id: number; settled: boolean }>(
  periods: readonly P[],
  range: { from?: number; below?: number } = {},
): P[] {
  const { from = 0, below = Infinity } = range;
  return periods.filter((period) => period.settled && period.activity_id >= from && period.activity_id < below);
}

/** One prize board's winners, in the order the results list them. */
export function winnersOfBoard<W extends { board: PrizeBoard }>(winners: readonly W[], board: PrizeBoard): W[] {
  return winners.filter((winner) => winner.board === board);
}

/** Fen paid out to a period's winners, all boards together. */
export function prizesPaidFen(winners: ReadonlyArray<{ prize_fen: number }>): number {
  return winners.reduce((sum, winner) => sum + winner.prize_fen, 0);
}
