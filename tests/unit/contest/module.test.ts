import { createClient } from '@libsql/client';
import { MARKET_TODAY } from '@/tests/fixtures/clocks';
import { INITIAL_CASH_FEN, isLimitUp } from '@/lib/contest/rules';
import { contestModule } from '@/upstream/contest/module';
import { stockActivityModule } from '@/upstream/market/stock-activity';
import { UpstreamError, type Db, type Handler, type HandlerContext } from '@/upstream/core/types';
import { datasetFor } from '@/upstream/market/dataset';
import { priceLimit } from '@/upstream/market/securities';

type Routes = Record<string, Handler>;
type Account = {
  cash_fen: number;
  holdings: Array<{ code: string; quantity: number; sellable: number }>;
  rank: number | null;
  risk_rank: number | null;
  entrants: number;
};

const previousMarketDay = process.env.MARKET_TODAY;
beforeAll(() => {
  process.env.MARKET_TODAY = MARKET_TODAY;
});
afterAll(() => {
  if (previousMarketDay === undefined) delete process.env.MARKET_TODAY;
  else process.env.MARKET_TODAY = previousMarketDay;
});

async function setup(): Promise<{ db: Db; routes: Routes }> {
  const db = createClient({ url: ':memory:' });
  await db.execute('CREATE TABLE users (id INTEGER PRIMARY KEY, mobile TEXT, nickname TEXT NOT NULL)');
  for (let id = 1; id <= 7; id += 1)
    await db.execute({
      sql: 'INSERT INTO users (id, mobile, nickname) VALUES (?, ?, ?)',
      args: [id, `1380000000${id}`, `用户${id}`],
    });
  for (const upstreamModule of [stockActivityModule, contestModule]) {
    for (const statement of upstreamModule.schema) await db.execute(statement);
    await upstreamModule.seed!(db);
  }
  const routes: Routes = {};
  const add = (method: string) => (path: string, handler: Handler) => {
    routes[`${method} ${path}`] = handler;
  };
  for (const upstreamModule of [stockActivityModule, contestModule])
    upstreamModule.routes({ get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') });
  return { db, routes };
}

function context(db: Db, userId: number, params: Record<string, string>, body?: unknown, key?: string): HandlerContext {
  const user = { id: userId, mobile: `1380000000${userId}` };
  return {
    method: 'POST',
    path: '',
    params,
    query: new URLSearchParams(),
    body,
    db,
    ip: '127.0.0.1',
    headers: key ? { 'idempotency-key': key } : {},
    optionalUser: async () => user,
    requireUser: async () => user,
  };
}

async function enter(db: Db, userId: number, activityId = 30) {
  await db.execute({
    sql: 'INSERT INTO stock_activity_entries (activity_id, user_id, certified_at) VALUES (?, ?, ?)',
    args: [activityId, userId, new Date().toISOString()],
  });
}

async function tradeCount(db: Db, userId: number, activityId = 30) {
  return Number(
    (
      await db.execute({
        sql: 'SELECT COUNT(*) AS n FROM contest_trades WHERE user_id = ? AND activity_id = ?',
        args: [userId, activityId],
      })
    ).rows[0].n,
  );
}

async function refusal(promise: Promise<unknown>): Promise<string> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return (error as UpstreamError).message;
}

/** A code that did not close at its limit on MARKET_TODAY, with its close in fen. */
function buyable(): { code: string; closeFen: number } {
  const ds = datasetFor(MARKET_TODAY);
  const index = ds.dayIndex.get(MARKET_TODAY)!;
  for (const code of ['600036', '000001', '601318']) {
    const series = ds.prices.get(code)!;
    if (series.pct[index] < 9.9) return { code, closeFen: Math.round(series.close[index] * 100) };
  }
  throw new Error('no buyable code');
}

describe('contest upstream module', () => {
  jest.setTimeout(30_000);

  test('the seeded entrants are ranked by return and by return / drawdown', async () => {
    const { db, routes } = await setup();
    const ranking = (await routes['GET /contest/:activity_id/ranking'](context(db, 1, { activity_id: '30' }))) as {
      rows: Array<{ rank: number; risk_rank: number; nickname: string; total_return: number }>;
    };
    expect(ranking.rows).toHaveLength(5);
    expect(ranking.rows.map((row) => row.rank)).toEqual([...ranking.rows.map((row) => row.rank)].sort((a, b) => a - b));
    expect(ranking.rows.some((row) => row.total_return !== 0)).toBe(true);
    expect(ranking.rows.filter((row) => row.nickname !== '我').every((row) => row.nickname.endsWith('**'))).toBe(true);
  });

  test('a trade fills at the close, T+1 blocks selling it today; bad trades store nothing', async () => {
    const { db, routes } = await setup();
    await enter(db, 6);
    const post = (body: unknown, key: string) =>
      routes['POST /contest/:activity_id/trades'](context(db, 6, { activity_id: '30' }, body, key));
    const { code, closeFen } = buyable();
    expect(await refusal(post({ code: '999999', side: 'buy', quantity: 100 }, 'bad-code-1'))).toBe(
      '股票代码不存在，请检查后重试',
    );
    expect(await refusal(post({ code, side: 'buy', quantity: 150 }, 'bad-lot-01'))).toBe('委托数量须为100股的整数倍');
    expect(
      await refusal(
        post({ code, side: 'buy', quantity: Math.ceil(INITIAL_CASH_FEN / closeFen / 100) * 100 + 100 }, 'too-much-1'),
      ),
    ).toBe('可用资金不足');
    expect(await refusal(post({ code: '600519', side: 'sell', quantity: 100 }, 'no-shares-1'))).toMatch(/可卖数量不足/);
    expect(await tradeCount(db, 6)).toBe(0);

    const account = (await post({ code, side: 'buy', quantity: 200 }, 'buy-ok-01')) as Account;
    expect(account.cash_fen).toBe(INITIAL_CASH_FEN - 200 * closeFen);
    expect(account.holdings).toEqual([expect.objectContaining({ code, quantity: 200, sellable: 0 })]);
    expect(account.rank).not.toBeNull();
    expect(account.entrants).toBe(6);
    expect(await refusal(post({ code, side: 'sell', quantity: 100 }, 'sell-t0-01'))).toMatch(/T\+1/);
    expect(await tradeCount(db, 6)).toBe(1);
  });

  test('not entered → refused; a holiday inside the period → closed; after the period → ended; before it → not started', async () => {
    const { db, routes } = await setup();
    await db.execute("INSERT INTO users (id, mobile, nickname) VALUES (8, '13800000008', '用户8')");
    const post = (userId: number, activityId: number, key: string) =>
      routes['POST /contest/:activity_id/trades'](
        context(db, userId, { activity_id: String(activityId) }, { code: '600036', side: 'buy', quantity: 100 }, key),
      );
    expect(await refusal(post(8, 30, 'not-entered'))).toBe('请先报名参赛');
    await enter(db, 8);
    await enter(db, 8, 31);
    const period23 = (await db.execute('SELECT start_date, end_date FROM stock_activity_periods WHERE id = 23'))
      .rows[0];
    expect([period23.start_date, period23.end_date]).toEqual(['2026-09-28', '2026-10-02']);
    await enter(db, 8, 23);
    const at = async (day: string, run: () => Promise<unknown>) => {
      process.env.MARKET_TODAY = day;
      try {
        return await refusal(run());
      } finally {
        process.env.MARKET_TODAY = MARKET_TODAY;
      }
    };
    // 2026-10-01, a Thursday of the National Day holiday, is inside period 23.
    expect(await at('2026-10-01', () => post(8, 23, 'holiday-01'))).toBe('今日为非交易日，暂停交易');
    expect(await at('2026-11-21', () => post(8, 30, 'saturday-01'))).toBe('本期比赛已结束，无法交易');
    expect(await refusal(post(8, 31, 'next-week-1'))).toBe('本期比赛尚未开始，开赛后才能交易');
    for (const activityId of [23, 30, 31]) expect(await tradeCount(db, 8, activityId)).toBe(0);
  });

  test('a code that closed at its limit today cannot be bought; nothing is stored', async () => {
    const { db, routes } = await setup();
    await enter(db, 6);
    const ds = datasetFor(MARKET_TODAY);
    const index = ds.dayIndex.get(MARKET_TODAY)!;
    const limitUp = [...ds.prices.entries()].find(([, series]) =>
      isLimitUp(series.pct[index], priceLimit(series.security.board)),
    );
    expect(limitUp).toBeDefined();
    const post = routes['POST /contest/:activity_id/trades'](
      context(db, 6, { activity_id: '30' }, { code: limitUp![0], side: 'buy', quantity: 100 }, 'limit-up-01'),
    );
    expect(await refusal(post)).toBe('该股已涨停，涨停价不可买入');
    expect(await tradeCount(db, 6)).toBe(0);
  });

  test('concurrent buys that together exceed the cash: only what the cash covers goes through', async () => {
    const { db, routes } = await setup();
    await enter(db, 6);
    const { code, closeFen } = buyable();
    const lots = Math.floor(INITIAL_CASH_FEN / closeFen / 100);
    const quantity = Math.ceil(lots / 2) * 100; // two of these fit only if lots is even; three never fit
    const results = await Promise.allSettled(
      [0, 1, 2].map((index) =>
        routes['POST /contest/:activity_id/trades'](
          context(db, 6, { activity_id: '30' }, { code, side: 'buy', quantity }, `race-key-${index}`),
        ),
      ),
    );
    const fitting = Math.floor(lots / (quantity / 100));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(fitting);
    const account = (await routes['GET /contest/:activity_id/account'](
      context(db, 6, { activity_id: '30' }),
    )) as Account;
    expect(account.cash_fen).toBeGreaterThanOrEqual(0);
    expect(await tradeCount(db, 6)).toBe(fitting);
  });

  test('the index and the account count the same entrants; the next period comes with its first day', async () => {
    const { db, routes } = await setup();
    await enter(db, 6);
    const index = (await routes['GET /activity/stock-activity/index'](context(db, 6, {}))) as {
      participants: number;
      end_date: string;
    };
    const account = (await routes['GET /contest/:activity_id/account'](
      context(db, 6, { activity_id: '30' }),
    )) as Account;
    expect(index.participants).toBe(account.entrants);
    expect(index.participants).toBe(6);
    const periods = (await routes['GET /activity/get-stock-activity-period-number'](context(db, 6, {}))) as {
      current_period: number;
      next_period: number | null;
      next_start_date: string | null;
    };
    expect(periods).toEqual({
      current_period: 30,
      next_period: 31,
      next_start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect(periods.next_start_date! > index.end_date).toBe(true);
  });

  test('on a Saturday the board is as of Friday’s close, the last trading day', async () => {
    const { db, routes } = await setup();
    process.env.MARKET_TODAY = '2026-11-21';
    try {
      const ranking = (await routes['GET /contest/:activity_id/ranking'](context(db, 1, { activity_id: '30' }))) as {
        trading_day: string;
      };
      expect(ranking.trading_day).toBe('2026-11-20');
    } finally {
      process.env.MARKET_TODAY = MARKET_TODAY;
    }
  });
});
