import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import { calendarSchema } from '@/lib/market/calendar-schemas';
import { ipoListSchema, ipoDetailSchema } from '@/lib/market/ipo-schemas';
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
import { MARKET_TODAY } from '../fixtures/clocks';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const UPSTREAM_URL = `http://127.0.0.1:${Number(process.env.E2E_UPSTREAM_PORT ?? PORT + 1)}`;

let up: APIRequestContext;
test.beforeAll(async () => {
  up = await playwrightRequest.newContext({ baseURL: UPSTREAM_URL });
});
test.afterAll(async () => up.dispose());

async function data(path: string) {
  const response = await up.get(path);
  expect(response.status(), path).toBe(200);
  const body = await response.json();
  expect(body.code).toBe(200);
  return body.data;
}

test.describe('market calls of the local upstream answer the contract (lib/market/*-schemas.ts)', () => {
  test('calendar and lhb: daily, stock day, stats, institutions, seats', async () => {
    const cal = calendarSchema.parse(await data('/market/calendar'));
    expect(cal.days.length).toBeGreaterThanOrEqual(60);
    const daily = lhbDailySchema.parse(await data('/market/lhb/daily'));
    expect(daily.date).toBe(cal.latest);
    const code = daily.rows[0].code;
    const day = lhbStockDaySchema.parse(await data(`/market/lhb/stocks/${code}/day?date=${daily.date}`));
    expect(day.listings.length).toBeGreaterThan(0);
    expect(day.listings[0].seats.filter((x) => x.side === 'buy')).toHaveLength(5);
    lhbStockStatsSchema.parse(await data(`/market/lhb/stocks/${code}?period=6m`));
    institutionDailySchema.parse(await data('/market/lhb/institutions/daily'));
    institutionTraceSchema.parse(await data('/market/lhb/institutions/trace?period=3m'));
    const active = activeSeatsSchema.parse(await data('/market/lhb/seats/active'));
    const seat = seatDetailSchema.parse(await data(`/market/lhb/seats/${active.rows[0].seatId}?period=1y`));
    expect(seat.stats.count).toBeGreaterThan(0);
  });

  test('a holiday and a weekend roll back to the last trading day before them', async () => {
    const cal = calendarSchema.parse(await data('/market/calendar'));
    expect(cal.latest).toBe(MARKET_TODAY);
    // 2026-02-16…20 is the Spring Festival closure (before it, Friday 2026-02-13); 2026-11-15 is a Sunday.
    for (const [closed, before] of [
      ['2026-02-18', '2026-02-13'],
      ['2026-11-15', '2026-11-13'],
    ]) {
      expect(cal.days).not.toContain(closed);
      const daily = lhbDailySchema.parse(await data(`/market/lhb/daily?date=${closed}`));
      expect(daily).toMatchObject({ date: before, rolledBack: true });
    }
  });

  test('IPO list and detail; northbound flows, top 10, holdings, sectors, stock, search', async () => {
    const list = ipoListSchema.parse(await data('/market/ipo/issues'));
    expect(new Set(list.issues.map((i) => i.status)).size).toBe(3);
    const detail = ipoDetailSchema.parse(await data(`/market/ipo/issues/${list.issues[0].code}`));
    expect(detail.issue.code).toBe(list.issues[0].code);
    const flows = flowsSchema.parse(await data('/market/northbound/flows?channel=sh&days=30'));
    expect(flows.days).toHaveLength(30);
    expect(top10Schema.parse(await data('/market/northbound/top10?channel=sz')).rows).toHaveLength(10);
    const holdings = holdingsSchema.parse(await data('/market/northbound/holdings?channel=north'));
    expect(holdings.cadence).toContain('季度');
    sectorsSchema.parse(await data('/market/northbound/sectors'));
    stockHoldingSchema.parse(await data('/market/northbound/holdings/600519'));
    const search = searchSchema.parse(await data(`/market/securities/search?q=${encodeURIComponent('茅台')}`));
    expect(search.rows[0]).toMatchObject({ code: '600519', name: '贵州茅台' });
  });

  test('unknown codes answer 404 with a message; bad dates 1003', async () => {
    const missing = await up.get('/market/lhb/stocks/999999');
    expect(missing.status()).toBe(404);
    expect((await missing.json()).message).toContain('999999');
    const early = await up.get('/market/lhb/daily?date=2000-01-04');
    expect(await early.json()).toMatchObject({ code: 1003 });
  });
});
