import { expect, request as playwrightRequest, test, type APIRequestContext } from '@playwright/test';
import * as s from '@/lib/market/schemas';
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

test.describe('market calls of the local upstream answer the contract (lib/market/schemas.ts)', () => {
  test('calendar and lhb: daily, stock day, stats, institutions, seats', async () => {
    const cal = s.calendarSchema.parse(await data('/market/calendar'));
    expect(cal.days.length).toBeGreaterThanOrEqual(60);
    const daily = s.lhbDailySchema.parse(await data('/market/lhb/daily'));
    expect(daily.date).toBe(cal.latest);
    const code = daily.rows[0].code;
    const day = s.lhbStockDaySchema.parse(await data(`/market/lhb/stocks/${code}/day?date=${daily.date}`));
    expect(day.listings.length).toBeGreaterThan(0);
    expect(day.listings[0].seats.filter((x) => x.side === 'buy')).toHaveLength(5);
    s.lhbStockStatsSchema.parse(await data(`/market/lhb/stocks/${code}?period=6m`));
    s.institutionDailySchema.parse(await data('/market/lhb/institutions/daily'));
    s.institutionTraceSchema.parse(await data('/market/lhb/institutions/trace?period=3m'));
    const active = s.activeSeatsSchema.parse(await data('/market/lhb/seats/active'));
    const seat = s.seatDetailSchema.parse(await data(`/market/lhb/seats/${active.rows[0].seatId}?period=1y`));
    expect(seat.stats.count).toBeGreaterThan(0);
  });

  test('a holiday and a weekend roll back to the last trading day before them', async () => {
    const cal = s.calendarSchema.parse(await data('/market/calendar'));
    expect(cal.latest).toBe(MARKET_TODAY);
    // 2026-02-16…20 is the Spring Festival closure (before it, Friday 2026-02-13); 2026-11-15 is a Sunday.
    for (const [closed, before] of [['2026-02-18', '2026-02-13'], ['2026-11-15', '2026-11-13']]) {
      expect(cal.days).not.toContain(closed);
      const daily = s.lhbDailySchema.parse(await data(`/market/lhb/daily?date=${closed}`));
      expect(daily).toMatchObject({ date: before, rolledBack: true });
    }
  });

  test('IPO list and detail; northbound flows, top 10, holdings, sectors, stock, search', async () => {
    const list = s.ipoListSchema.parse(await data('/market/ipo/issues'));
    expect(new Set(list.issues.map((i) => i.status)).size).toBe(3);
    const detail = s.ipoDetailSchema.parse(await data(`/market/ipo/issues/${list.issues[0].code}`));
    expect(detail.issue.code).toBe(list.issues[0].code);
    const flows = s.flowsSchema.parse(await data('/market/northbound/flows?channel=sh&days=30'));
    expect(flows.days).toHaveLength(30);
    expect(s.top10Schema.parse(await data('/market/northbound/top10?channel=sz')).rows).toHaveLength(10);
    const holdings = s.holdingsSchema.parse(await data('/market/northbound/holdings?channel=north'));
    expect(holdings.cadence).toContain('季度');
    s.sectorsSchema.parse(await data('/market/northbound/sectors'));
    s.stockHoldingSchema.parse(await data('/market/northbound/holdings/600519'));
    const search = s.searchSchema.parse(await data(`/market/securities/search?q=${encodeURIComponent('茅台')}`));
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
