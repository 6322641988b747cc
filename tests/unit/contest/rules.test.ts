import {
  cashAfter,
  equityCurve,
  holdings,
  INITIAL_CASH_FEN,
  isLimitUp,
  maxDrawdown,
  ranksBy,
  scoreCurve,
  sellableMessage,
  sellableOn,
  TRADE_MESSAGES,
  tradeProblem,
  type ContestTrade,
  type TradeCheck,
} from '@/lib/contest/rules';

const OK: TradeCheck = {
  side: 'buy',
  quantity: 200,
  priceFen: 1000,
  tradingDay: true,
  limitUp: false,
  cashFen: INITIAL_CASH_FEN,
  sellable: 0,
};

describe('contest trading rules', () => {
  test('a bad code, a closed day, an odd lot, a limit-up buy and too little cash are refused in Chinese', () => {
    expect(tradeProblem(OK)).toBeNull();
    expect(tradeProblem({ ...OK, priceFen: null })).toBe(TRADE_MESSAGES.unknownCode);
    expect(tradeProblem({ ...OK, tradingDay: false })).toBe('今日为非交易日，暂停交易');
    for (const quantity of [150, 0, -100, 100.5])
      expect(tradeProblem({ ...OK, quantity })).toBe('委托数量须为100股的整数倍');
    expect(tradeProblem({ ...OK, limitUp: true })).toBe('该股已涨停，涨停价不可买入');
    expect(tradeProblem({ ...OK, quantity: 100, priceFen: 1_000_001 })).toBe('可用资金不足');
    expect(tradeProblem({ ...OK, quantity: 100, priceFen: 1_000_000 })).toBeNull();
  });

  test('selling: limit-up does not stop a sale; more than the sellable shares is refused', () => {
    expect(tradeProblem({ ...OK, side: 'sell', limitUp: true, sellable: 200 })).toBeNull();
    expect(tradeProblem({ ...OK, side: 'sell', sellable: 100 })).toBe(sellableMessage(100));
  });

  test('T+1: what was bought today is not sellable today, but is tomorrow', () => {
    const trades: ContestTrade[] = [
      { code: '600519', side: 'buy', quantity: 300, price_fen: 150000, day: '2026-11-19' },
      { code: '600519', side: 'buy', quantity: 200, price_fen: 151000, day: '2026-11-20' },
      { code: '600519', side: 'sell', quantity: 100, price_fen: 152000, day: '2026-11-20' },
    ];
    expect(holdings(trades).get('600519')).toBe(400);
    expect(sellableOn(trades, '600519', '2026-11-20')).toBe(200);
    expect(sellableOn(trades, '600519', '2026-11-23')).toBe(400);
    expect(cashAfter(trades)).toBe(INITIAL_CASH_FEN - 300 * 150000 - 200 * 151000 + 100 * 152000);
  });

  test('limit-up is read from the day change against the board limit', () => {
    expect(isLimitUp(10, 10)).toBe(true);
    expect(isLimitUp(9.99, 10)).toBe(true);
    expect(isLimitUp(9.5, 10)).toBe(false);
    expect(isLimitUp(19.99, 20)).toBe(true);
  });
});

describe('contest scoring', () => {
  test('equity at each close, total and daily return, max drawdown and the ratio', () => {
    const trades: ContestTrade[] = [{ code: 'A', side: 'buy', quantity: 100_000, price_fen: 1000, day: 'd1' }];
    const closes: Record<string, number> = { d1: 1000, d2: 1100, d3: 990, d4: 1045 };
    const curve = equityCurve(trades, ['d1', 'd2', 'd3', 'd4'], (_, day) => closes[day]);
    expect(curve).toEqual([100_000_000, 110_000_000, 99_000_000, 104_500_000]);
    expect(maxDrawdown(curve)).toBeCloseTo(0.1, 10);
    const score = scoreCurve(curve);
    expect(score.total_return).toBeCloseTo(0.045, 10);
    expect(score.daily_return).toBeCloseTo(104.5 / 99 - 1, 10);
    expect(score.risk_adjusted).toBeCloseTo(0.45, 10);
  });

  test('no trades: flat at the capital, a drawdown floor keeps the ratio finite', () => {
    const score = scoreCurve(equityCurve([], ['d1', 'd2'], () => 0));
    expect(score).toEqual({ total_return: 0, daily_return: 0, max_drawdown: 0, risk_adjusted: 0 });
    expect(scoreCurve([INITIAL_CASH_FEN * 1.02]).risk_adjusted).toBeCloseTo(2, 10);
  });

  test('a fall from the capital itself counts as drawdown', () => {
    expect(scoreCurve([95_000_000, 97_000_000]).max_drawdown).toBeCloseTo(0.05, 10);
  });

  test('ranks: best first, ties share a rank', () => {
    expect(ranksBy([0.1, 0.3, 0.1, -0.2], (value) => value)).toEqual([2, 1, 2, 4]);
  });
});
