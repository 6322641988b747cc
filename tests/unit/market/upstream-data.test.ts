import { classifyCode } from '@/lib/format/market-code';
import { calendarSchema } from '@/lib/market/calendar-schemas';
import { ipoListSchema } from '@/lib/market/ipo-schemas';
import {
  lhbDailySchema,
  lhbStockDaySchema,
  lhbStockStatsSchema,
  institutionDailySchema,
  institutionTraceSchema,
  activeSeatsSchema,
  seatDetailSchema,
} from '@/lib/market/lhb-schemas';
import {
  flowsSchema,
  top10Schema,
  holdingsSchema,
  sectorsSchema,
  stockHoldingSchema,
} from '@/lib/market/northbound-schemas';
import { searchSchema } from '@/lib/market/search-schemas';
import { securitySchema } from '@/lib/market/security-schemas';
import { openDatabase } from '@/upstream/core/database';
import { createUpstreamServer } from '@/upstream/core/server';
import {
  CALENDAR_LAST_DAY,
  CalendarRangeError,
  isTradingDay,
  tradingDayOnOrBefore,
  tradingDaysAfter,
} from '@/upstream/market/calendar';
import { buildDataset } from '@/upstream/market/dataset';
import * as q from '@/upstream/market/queries';
import { marketModule } from '@/upstream/market/module';

// A Saturday: the latest trading day is the Friday before.
const ds = buildDataset('2026-11-21');

describe('trading calendar', () => {
  test.each([
    ['2026-11-21', false], // Saturday
    ['2026-10-01', false], // National Day
    ['2026-02-17', false], // Spring Festival
    ['2026-11-20', true],
  ])('%s trading day: %p', (day, open) => expect(isTradingDay(day)).toBe(open));
  test('rolls back over weekends and holidays', () => {
    expect(tradingDayOnOrBefore('2026-11-22')).toBe('2026-11-20');
    expect(tradingDayOnOrBefore('2026-10-07')).toBe('2026-09-30');
  });
  test('≥ 60 trading days ending at the latest trading day ≤ today', () => {
    const cal = calendarSchema.parse(q.calendar(ds));
    expect(cal.days.length).toBeGreaterThanOrEqual(60);
    expect(cal.latest).toBe('2026-11-20');
    expect(cal.days.every(isTradingDay)).toBe(true);
  });
});

describe('the holiday table ends: past it the calendar refuses, never guesses', () => {
  test.each(['2028-01-03', '2028-10-02', '2024-12-31'])('%s is refused', (day) => {
    expect(() => isTradingDay(day)).toThrow(CalendarRangeError);
    expect(() => isTradingDay(day)).toThrow(/outside the holiday table/);
  });

  test('the table speaks for its last day', () => {
    expect(isTradingDay(CALENDAR_LAST_DAY)).toBe(true); // Friday 2027-12-31
    expect(isTradingDay('2027-10-01')).toBe(false); // National Day
  });

  test('a window that reaches past the table is refused, not filled with guessed trading days', () => {
    // The IPO calendar looks 30 trading days ahead of the latest trading day.
    expect(() => tradingDaysAfter('2027-12-20', 30)).toThrow(CalendarRangeError);
    expect(() => buildDataset('2027-12-20')).toThrow(CalendarRangeError);
  });

  test('the upstream refuses to start with MARKET_TODAY past the table, with a message saying what to do', () => {
    const before = process.env.MARKET_TODAY;
    process.env.MARKET_TODAY = '2028-03-01';
    const db = openDatabase(':memory:');
    try {
      expect(() => createUpstreamServer(db, [marketModule], async () => null)).toThrow(
        /2028-\d\d-\d\d is outside the holiday table .*Add the exchanges' published closures for 2028/,
      );
    } finally {
      // Closed, as every other test's database is.
      db.close();
      if (before === undefined) delete process.env.MARKET_TODAY;
      else process.env.MARKET_TODAY = before;
    }
  });
});

describe('seeded data matches the contract', () => {
  test('≥ 300 securities with plausible codes', () => {
    expect(ds.securities.length).toBeGreaterThanOrEqual(300);
    expect(new Set(ds.securities.map((x) => x.code)).size).toBe(ds.securities.length);
    for (const sec of ds.securities) securitySchema.parse(sec);
    expect(ds.securities.filter((x) => x.board === 'kc').every((x) => x.code.startsWith('688'))).toBe(true);
  });

  test('exchange and board of every seeded security and IPO come from the one code classification of lib/format', () => {
    for (const sec of ds.securities)
      expect(classifyCode(sec.code)).toEqual({ code: sec.code, exchange: sec.market, board: sec.board });
    for (const issue of ds.ipos)
      expect(classifyCode(issue.code)).toEqual({ code: issue.code, exchange: issue.market, board: issue.board });
    // 301xxx is ChiNext on both sides (the stock tap used to send it as sz).
    expect(ds.securities.some((x) => x.code.startsWith('301') && x.board === 'cy')).toBe(true);
  });

  test('lhb: a stock listed several times a day under different reasons; seats typed', () => {
    const daily = lhbDailySchema.parse(q.lhbDaily(ds, null));
    const keys = daily.rows.map((r) => `${r.code}|${r.reason}`);
    expect(new Set(keys).size).toBe(keys.length);
    const codes = daily.rows.map((r) => r.code);
    expect(codes.length - new Set(codes).size).toBeGreaterThanOrEqual(3);
    const types = new Set(ds.listings.flatMap((l) => l.seats.map((x) => x.seatType)));
    for (const type of ['institution', 'connect_sh', 'connect_sz', 'hot_money'] as const)
      expect(types.has(type)).toBe(true);
  });

  test('lhb date rolls back to the last trading day', () => {
    const sunday = q.lhbDaily(ds, '2026-11-15');
    expect(sunday).toMatchObject({ date: '2026-11-13', requestedDate: '2026-11-15', rolledBack: true });
  });

  test('post-listing returns exist for older listings, null for the latest', () => {
    const old = ds.listingsByDay.get(ds.days[200])![0];
    expect(old.post.d10).not.toBeNull();
    expect(q.lhbDaily(ds, null).rows[0].post.d1).toBeNull();
  });

  test('every call answers its schema', () => {
    const code = q.lhbDaily(ds, null).rows[0].code;
    lhbStockDaySchema.parse(q.lhbStockDay(ds, code, null));
    lhbStockStatsSchema.parse(q.lhbStockStats(ds, code, '3m'));
    institutionDailySchema.parse(q.institutionDaily(ds, null));
    institutionTraceSchema.parse(q.institutionTrace(ds, '1m'));
    const active = activeSeatsSchema.parse(q.activeSeats(ds, null));
    seatDetailSchema.parse(q.seatDetail(ds, active.rows[0].seatId, '1y'));
    flowsSchema.parse(q.flows(ds, 'north', 250));
    top10Schema.parse(q.top10(ds, 'sh', null));
    holdingsSchema.parse(q.holdings(ds, 'sz', null));
    sectorsSchema.parse(q.sectors(ds, null));
    stockHoldingSchema.parse(q.stockHolding(ds, '600519'));
    searchSchema.parse(q.search(ds, '茅台', 10));
  });

  test('IPO issues in every state, estimated and final values, 需配市值', () => {
    const list = ipoListSchema.parse(q.ipoList(ds));
    const states = new Set(list.issues.map((i) => i.status));
    expect([...states].sort()).toEqual(['awaiting_listing', 'listed', 'pending']);
    expect(list.issues.some((i) => i.price.estimated)).toBe(true);
    expect(
      list.issues.some((i) => i.status === 'pending' && !i.price.estimated) ||
        list.issues.some((i) => !i.price.estimated),
    ).toBe(true);
    for (const issue of list.issues) {
      if (issue.board === 'bj') expect(issue.cashRequired).toBeGreaterThan(0);
      else expect(issue.mvRequired).toBe(issue.applyLimit * 10);
      expect(issue.dates.apply < issue.dates.ballot).toBe(true);
      if (issue.status === 'listed') expect(issue.outcome).not.toBeNull();
    }
  });

  test('northbound: north = sh + sz; holdings labelled quarterly', () => {
    const north = q.flows(ds, 'north', 5).days.at(-1)!;
    const sh = q.flows(ds, 'sh', 5).days.at(-1)!;
    const sz = q.flows(ds, 'sz', 5).days.at(-1)!;
    expect(north.net).toBe(sh.net + sz.net);
    expect(q.top10(ds, 'sz', null).rows).toHaveLength(10);
    expect(q.holdings(ds, 'north', null).cadence).toContain('季度');
  });

  test('deterministic for a given date', () => {
    const again = buildDataset('2026-11-21');
    expect(q.lhbDaily(again, null)).toEqual(q.lhbDaily(ds, null));
  });
});

test('listings under the turnover reason show at least 20% turnover', () => {
  const turnover = ds.listings.filter((l) => l.reason.includes('换手率'));
  expect(turnover.length).toBeGreaterThan(0);
  expect(turnover.every((l) => l.turnoverRate >= 20)).toBe(true);
});
