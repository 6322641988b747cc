import type { z } from 'zod';
import { chinaToday } from '../../lib/format/date';
import type * as s from '../../lib/market/schemas';
import type { UpstreamModule } from '../core/types';
import { datasetFor } from '../market/dataset';
import * as q from '../market/queries';

/**
 * Market tools (lhb, IPO, northbound): public, read-only data generated in memory, deterministically,
 * from the market date (MARKET_TODAY, else today's China date; upstream/market), so "the latest
 * trading day" is always recent. Unlike the other modules nothing is stored in the SQL database: the
 * data is a pure function of the date, rebuilt when the date changes (README, "Run it").
 */
export const marketModule: UpstreamModule = {
  name: 'market',
  version: 1,
  schema: [],
  routes(router) {
    const ds = () => datasetFor(process.env.MARKET_TODAY ?? chinaToday());
    // Build today's data at start-up (about a second) rather than inside the first request's deadline.
    // This is also where a market date past the holiday table stops the upstream from starting
    // (CalendarRangeError, upstream/market/calendar.ts) instead of serving holidays as trading days.
    ds();
    router.get('/market/calendar', async () => q.calendar(ds()) satisfies z.input<typeof s.calendarSchema>);
    router.get('/market/lhb/daily', async ({ query }) => q.lhbDaily(ds(), query.get('date')) satisfies z.input<typeof s.lhbDailySchema>);
    router.get('/market/lhb/stocks/:code/day', async ({ params, query }) => q.lhbStockDay(ds(), params.code, query.get('date')) satisfies z.input<typeof s.lhbStockDaySchema>);
    router.get('/market/lhb/stocks/:code', async ({ params, query }) => q.lhbStockStats(ds(), params.code, q.parsePeriod(query.get('period'))) satisfies z.input<typeof s.lhbStockStatsSchema>);
    router.get('/market/lhb/institutions/daily', async ({ query }) => q.institutionDaily(ds(), query.get('date')) satisfies z.input<typeof s.institutionDailySchema>);
    router.get('/market/lhb/institutions/trace', async ({ query }) => q.institutionTrace(ds(), q.parsePeriod(query.get('period'))) satisfies z.input<typeof s.institutionTraceSchema>);
    router.get('/market/lhb/seats/active', async ({ query }) => q.activeSeats(ds(), query.get('date')) satisfies z.input<typeof s.activeSeatsSchema>);
    router.get('/market/lhb/seats/:id', async ({ params, query }) => q.seatDetail(ds(), params.id, q.parsePeriod(query.get('period'))) satisfies z.input<typeof s.seatDetailSchema>);
    router.get('/market/ipo/issues', async () => q.ipoList(ds()) satisfies z.input<typeof s.ipoListSchema>);
    router.get('/market/ipo/issues/:code', async ({ params }) => q.ipoDetail(ds(), params.code) satisfies z.input<typeof s.ipoDetailSchema>);
    router.get('/market/northbound/flows', async ({ query }) => q.flows(ds(), q.parseChannel(query.get('channel')), Number(query.get('days') ?? 250)) satisfies z.input<typeof s.flowsSchema>);
    router.get('/market/northbound/top10', async ({ query }) => q.top10(ds(), query.get('channel') === 'sz' ? 'sz' : 'sh', query.get('date')) satisfies z.input<typeof s.top10Schema>);
    router.get('/market/northbound/holdings', async ({ query }) => q.holdings(ds(), q.parseChannel(query.get('channel')), query.get('period')) satisfies z.input<typeof s.holdingsSchema>);
    router.get('/market/northbound/holdings/:code', async ({ params }) => q.stockHolding(ds(), params.code) satisfies z.input<typeof s.stockHoldingSchema>);
    router.get('/market/northbound/sectors', async ({ query }) => q.sectors(ds(), query.get('period')) satisfies z.input<typeof s.sectorsSchema>);
    router.get('/market/securities/search', async ({ query }) => q.search(ds(), query.get('q') ?? '', Number(query.get('limit') ?? 20)) satisfies z.input<typeof s.searchSchema>);
  },
};
