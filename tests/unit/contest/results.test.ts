import { createClient } from '@libsql/client';
import { MARKET_TODAY } from '@/tests/fixtures/clocks';
import type {
  ContestBonusList,
  ContestPeriodList,
  ContestRecord,
  ContestRecordList,
  ContestResults,
} from '@/lib/contest/schemas';
import {
  contestBonusListSchema,
  contestPeriodListSchema,
  contestRecordListSchema,
  contestRecordSchema,
  contestResultsSchema,
} from '@/lib/contest/schemas';
import { placeTrade } from '@/upstream/contest/portfolio';
import { contestModule } from '@/upstream/contest/module';
import { balanceOf, ledgerModule } from '@/upstream/shared/ledger';
import { datasetFor } from '@/upstream/market/dataset';
import { stockActivityModule } from '@/upstream/market/stock-activity';
import { UpstreamError, type Db, type Handler, type HandlerContext } from '@/upstream/core/types';

type Routes = Record<string, Handler>;

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
  for (let id = 1; id <= 9; id += 1)
    await db.execute({
      sql: 'INSERT INTO users (id, mobile, nickname) VALUES (?, ?, ?)',
      args: [id, `1380000000${id}`, `选手${id}号`],
    });
  for (const statement of ledgerModule.schema) await db.execute(statement);
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

function context(db: Db, userId: number | null, params: Record<string, string> = {}): HandlerContext {
  const user = userId === null ? null : { id: userId, mobile: `1380000000${userId}` };
  return {
    method: 'GET',
    path: '',
    params,
    query: new URLSearchParams(),
    body: undefined,
    db,
    ip: '127.0.0.1',
    headers: {},
    optionalUser: async () => user,
    requireUser: async () => {
      if (!user) throw new UpstreamError(2008, '用户未登录，请登入', 401);
      return user;
    },
  };
}

async function status(promise: Promise<unknown>): Promise<number> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(UpstreamError);
  return (error as UpstreamError).status;
}

describe('contest: past periods kept, winners, bonus list, share cards', () => {
  jest.setTimeout(60_000);
  let db: Db;
  let routes: Routes;
  beforeAll(async () => {
    ({ db, routes } = await setup());
  });
  const get = <T>(route: string, userId: number | null, params: Record<string, string> = {}) =>
    routes[`GET ${route}`](context(db, userId, params)) as Promise<T>;

  test('periods: the finished ones settled, the current one running, the next one not started', async () => {
    const list = contestPeriodListSchema.parse(await get<ContestPeriodList>('/contest/periods', null));
    const byId = new Map(list.periods.map((period) => [period.activity_id, period]));
    expect(list.periods.map((period) => period.activity_id)).toEqual(
      Array.from({ length: 20 }, (_, index) => 31 - index),
    );
    expect(byId.get(30)).toMatchObject({
      status: 'ongoing',
      settled: false,
      start_date: '2026-11-16',
      end_date: '2026-11-20',
    });
    expect(byId.get(31)).toMatchObject({ status: 'not_started', settled: false });
    for (let id = 12; id <= 29; id += 1)
      expect(byId.get(id)).toMatchObject({ status: 'ended', settled: true, entrants: 8 });
  });

  test('a finished period keeps its ranking with masked names and pays its winners', async () => {
    const results = contestResultsSchema.parse(
      await get<ContestResults>('/contest/:activity_id/results', null, { activity_id: '29' }),
    );
    expect(results.rows).toHaveLength(8);
    expect(results.rows.map((row) => row.rank)).toEqual([...results.rows.map((row) => row.rank)].sort((a, b) => a - b));
    expect(results.rows.every((row) => /^选\*\*$/.test(row.nickname))).toBe(true);
    const returnWinners = results.winners.filter((winner) => winner.board === 'return');
    expect(returnWinners.length).toBeGreaterThan(0);
    expect(returnWinners.every((winner) => winner.total_return > 0)).toBe(true);
    expect(results.winners.some((winner) => winner.board === 'risk')).toBe(true);
    const paid = results.winners.reduce((sum, winner) => sum + winner.prize_fen, 0);
    expect(paid).toBeLessThanOrEqual(results.period.prize_pool_fen);
    expect(results.rows.reduce((sum, row) => sum + row.prize_fen, 0)).toBe(paid);
    // Before period 15 only the return board pays.
    const old = contestResultsSchema.parse(
      await get<ContestResults>('/contest/:activity_id/results', null, { activity_id: '14' }),
    );
    expect(old.winners.every((winner) => winner.board === 'return')).toBe(true);
  });

  test('the current period has no results yet; an unknown period is a 404', async () => {
    const current = contestResultsSchema.parse(
      await get<ContestResults>('/contest/:activity_id/results', null, { activity_id: '30' }),
    );
    expect(current).toMatchObject({ period: { status: 'ongoing', settled: false }, rows: [], winners: [] });
    for (const id of ['999', '0', 'abc'])
      expect(await status(get('/contest/:activity_id/results', null, { activity_id: id }))).toBe(404);
  });

  test('an ended period is settled once, even when many readers arrive together', async () => {
    await db.execute(
      "INSERT INTO stock_activity_periods (id, title, start_date, end_date, prize_pool_yuan, base_participants) VALUES (5, '第5期 模拟炒股大赛', '2026-06-01', '2026-06-05', 10000, 100)",
    );
    for (const userId of [1, 2, 3])
      await db.execute({
        sql: 'INSERT INTO stock_activity_entries (activity_id, user_id, certified_at) VALUES (5, ?, ?)',
        args: [userId, '2026-06-01T01:00:00Z'],
      });
    const reads = await Promise.all(
      Array.from({ length: 8 }, () => get<ContestResults>('/contest/:activity_id/results', null, { activity_id: '5' })),
    );
    expect(reads.every((read) => read.rows.length === 3 && read.period.settled)).toBe(true);
    const kept = await db.execute(
      'SELECT (SELECT COUNT(*) FROM contest_results WHERE activity_id = 5) AS rows, (SELECT COUNT(*) FROM contest_settlements WHERE activity_id = 5) AS settlements',
    );
    expect(kept.rows[0]).toMatchObject({ rows: 3, settlements: 1 });
    // No trades: all flat, all first, nobody paid.
    expect(reads[0].rows.every((row) => row.rank === 1 && row.prize_fen === 0)).toBe(true);
  });

  test("a period that ends pays its prizes into the winners' cash once; the seeded history paid nothing into wallets", async () => {
    const paidEntries = async (ref: string) =>
      Number(
        (await db.execute({ sql: 'SELECT COUNT(*) AS n FROM ledger_entries WHERE ref_id = ?', args: [ref] })).rows[0].n,
      );
    expect(Number((await db.execute('SELECT COUNT(*) AS n FROM ledger_entries')).rows[0].n)).toBe(0);
    await db.execute(
      "INSERT INTO stock_activity_periods (id, title, start_date, end_date, prize_pool_yuan, base_participants) VALUES (6, '第6期 模拟炒股大赛', '2026-06-08', '2026-06-12', 10000, 100)",
    );
    const ds = datasetFor(MARKET_TODAY);
    for (const [index, code] of ['600519', '300750', '601318', '002594', '600036'].entries()) {
      const userId = index + 1;
      await db.execute({
        sql: 'INSERT INTO stock_activity_entries (activity_id, user_id, certified_at) VALUES (6, ?, ?)',
        args: [userId, '2026-06-08T01:00:00Z'],
      });
      // A code that closed at its limit that day is refused: that entrant stays in cash.
      await placeTrade(db, 6, userId, { code, side: 'buy', quantity: 100 }, '2026-06-08', ds).catch(() => undefined);
    }
    const before = await Promise.all([1, 2, 3, 4, 5].map((userId) => balanceOf(db, userId, 'cash')));
    const reads = await Promise.all(
      Array.from({ length: 4 }, () => get<ContestResults>('/contest/:activity_id/results', null, { activity_id: '6' })),
    );
    const winners = reads[0].winners;
    expect(winners.length).toBeGreaterThan(0);
    const prizes = await db.execute(
      'SELECT user_id, SUM(prize_fen) AS fen FROM contest_prizes WHERE activity_id = 6 AND prize_fen > 0 GROUP BY user_id',
    );
    for (const row of prizes.rows)
      expect(await balanceOf(db, Number(row.user_id), 'cash')).toBe(before[Number(row.user_id) - 1] + Number(row.fen));
    expect(await paidEntries('contest:6:return')).toBe(winners.filter((winner) => winner.board === 'return').length);
    // Read again: nothing is paid twice.
    await get('/contest/:activity_id/results', null, { activity_id: '6' });
    expect(await paidEntries('contest:6:return')).toBe(winners.filter((winner) => winner.board === 'return').length);
    expect(
      Number(
        (
          await db.execute(
            'SELECT COUNT(*) AS n FROM contest_prizes WHERE activity_id = 6 AND paid_at IS NULL AND prize_fen > 0',
          )
        ).rows[0].n,
      ),
    ).toBe(0);
  });

  test('the bonus list adds up every prize paid, best first', async () => {
    const bonus = contestBonusListSchema.parse(await get<ContestBonusList>('/contest/bonus-list', null));
    const paid = await db.execute('SELECT SUM(prize_fen) AS total FROM contest_prizes');
    expect(bonus.rows.reduce((sum, row) => sum + row.prize_fen, 0)).toBe(Number(paid.rows[0].total));
    expect(bonus.rows.map((row) => row.prize_fen)).toEqual(
      [...bonus.rows.map((row) => row.prize_fen)].sort((a, b) => b - a),
    );
    expect(bonus.periods).toBeGreaterThanOrEqual(18);
  });

  test('my records need a login; a share card opens by its code only, with the name masked', async () => {
    expect(await status(get('/contest/records', null))).toBe(401);
    const mine = contestRecordListSchema.parse(await get<ContestRecordList>('/contest/records', 1));
    expect(mine.records[0].period.activity_id).toBe(30);
    const past = mine.records.find((record) => record.period.activity_id === 29)!;
    expect(past).toMatchObject({ nickname: '我', period: { settled: true } });
    const results = contestResultsSchema.parse(
      await get<ContestResults>('/contest/:activity_id/results', null, { activity_id: '29' }),
    );
    expect(results.rows.some((row) => row.rank === past.rank && row.total_return === past.total_return)).toBe(true);

    const card = contestRecordSchema.parse(
      await get<ContestRecord>('/contest/record-cards/:code', null, { code: past.share_code }),
    );
    expect(card).toMatchObject({
      nickname: '选**',
      rank: past.rank,
      total_return: past.total_return,
      share_code: past.share_code,
    });
    // The same code on every read; another entrant's card is a different code.
    expect(
      contestRecordListSchema
        .parse(await get('/contest/records', 1))
        .records.find((record) => record.period.activity_id === 29)!.share_code,
    ).toBe(past.share_code);
    const other = contestRecordListSchema
      .parse(await get('/contest/records', 2))
      .records.find((record) => record.period.activity_id === 29)!;
    expect(other.share_code).not.toBe(past.share_code);
    for (const code of ['nope-nope-nope', '1', '../../x'])
      expect(await status(get('/contest/record-cards/:code', null, { code }))).toBe(404);
  });
});
