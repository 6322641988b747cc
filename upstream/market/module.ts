import type { z } from 'zod';
import { chinaToday } from '@/lib/format/date';
import type { calendarSchema } from '@/lib/market/calendar-schemas';
import type { ipoListSchema, ipoDetailSchema } from '@/lib/market/ipo-schemas';
import type {
  lhbDailySchema,
  lhbStockDaySchema,
  lhbStockStatsSchema,
  institutionDailySchema,
  institutionTraceSchema,
  activeSeatsSchema,
  seatDetailSchema,
} from '@/lib/market/lhb-schemas';
import type {
  flowsSchema,
  top10Schema,
  holdingsSchema,
  stockHoldingSchema,
  sectorsSchema,
} from '@/lib/market/northbound-schemas';
import type { searchSchema } from '@/lib/market/search-schemas';
import type { UpstreamModule } from '@/upstream/core/types';
import { datasetFor } from './dataset';
import * as q from './queries';
import type { diagnosisListSchema, diagnosisSchema } from '@/lib/market/diagnosis-schemas';
import type { goldReportsSchema } from '@/lib/market/gold-report-schemas';
import type { hotPoolSchema, risingSchema } from '@/lib/market/hot-stock-schemas';
import type { marginSummarySchema, marginStockSchema } from '@/lib/market/margin-schemas';
import type { patternGallerySchema, patternHitsSchema } from '@/lib/market/pattern-schemas';
import type { riskScanSchema, stockRiskSchema } from '@/lib/market/risk-schemas';
import type { screenerSchema } from '@/lib/market/screener-schemas';
import type { searchRowsSchema } from '@/lib/market/search-schemas';
import type { similarSchema } from '@/lib/market/similar-schemas';
import type { stockPageSchema } from '@/lib/market/stock-page-schemas';
import type { strategiesSchema } from '@/lib/market/strategy-schemas';
import type { themeListSchema, themeDetailSchema } from '@/lib/market/theme-schemas';
import { UpstreamError } from '@/upstream/core/types';
import { diagnosis, diagnosisList } from './diagnosis';
import { goldReports } from './reports';
import { hotPool, rising } from './hot-pools';
import { marginStock, marginSummary } from './margin';
import { patternGallery, patternHits } from './pattern-hits';
import { riskScan, stockRisk } from './risk-scan';
import { screener, strategies } from './screener';
import { similar } from './similar';
import { hotSearches, stockPage, stockSearch } from './stock-search';
import { themeDetail, themeList } from './theme-lists';
import { parseGoldTab, parseLimit, parseMarginWindow, parsePool, parseRiskKind, parseWindow } from './tool-params';
import { warmTools } from './warm-tools';

/**
 * Market tools (lhb, IPO, northbound; hot stocks, margin, themes, patterns, risk, screener, similar K-line, diagnosis): public, read-only data generated in memory, deterministically,
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
    // Build today's data at start-up (a few seconds with ~5,000 stocks) rather than inside the first request's deadline.
    // This is also where a market date past the holiday table stops the upstream from starting
    // (CalendarRangeError, upstream/market/calendar.ts) instead of serving holidays as trading days.
    ds();
    // The derived data too (several seconds of CPU for ~5,000 stocks), before the server listens: done
    // after listening it blocked every module's requests (a login waited past its deadline) while it ran.
    warmTools(ds());
    router.get('/market/calendar', async () => q.calendar(ds()) satisfies z.input<typeof calendarSchema>);
    router.get(
      '/market/lhb/daily',
      async ({ query }) => q.lhbDaily(ds(), query.get('date')) satisfies z.input<typeof lhbDailySchema>,
    );
    router.get(
      '/market/lhb/stocks/:code/day',
      async ({ params, query }) =>
        q.lhbStockDay(ds(), params.code, query.get('date')) satisfies z.input<typeof lhbStockDaySchema>,
    );
    router.get(
      '/market/lhb/stocks/:code',
      async ({ params, query }) =>
        q.lhbStockStats(ds(), params.code, q.parsePeriod(query.get('period'))) satisfies z.input<
          typeof lhbStockStatsSchema
        >,
    );
    router.get(
      '/market/lhb/institutions/daily',
      async ({ query }) => q.institutionDaily(ds(), query.get('date')) satisfies z.input<typeof institutionDailySchema>,
    );
    router.get(
      '/market/lhb/institutions/trace',
      async ({ query }) =>
        q.institutionTrace(ds(), q.parsePeriod(query.get('period'))) satisfies z.input<typeof institutionTraceSchema>,
    );
    router.get(
      '/market/lhb/seats/active',
      async ({ query }) => q.activeSeats(ds(), query.get('date')) satisfies z.input<typeof activeSeatsSchema>,
    );
    router.get(
      '/market/lhb/seats/:id',
      async ({ params, query }) =>
        q.seatDetail(ds(), params.id, q.parsePeriod(query.get('period'))) satisfies z.input<typeof seatDetailSchema>,
    );
    router.get('/market/ipo/issues', async () => q.ipoList(ds()) satisfies z.input<typeof ipoListSchema>);
    router.get(
      '/market/ipo/issues/:code',
      async ({ params }) => q.ipoDetail(ds(), params.code) satisfies z.input<typeof ipoDetailSchema>,
    );
    router.get(
      '/market/northbound/flows',
      async ({ query }) =>
        q.flows(ds(), q.parseChannel(query.get('channel')), Number(query.get('days') ?? 250)) satisfies z.input<
          typeof flowsSchema
        >,
    );
    router.get(
      '/market/northbound/top10',
      async ({ query }) =>
        q.top10(ds(), query.get('channel') === 'sz' ? 'sz' : 'sh', query.get('date')) satisfies z.input<
          typeof top10Schema
        >,
    );
    router.get(
      '/market/northbound/holdings',
      async ({ query }) =>
        q.holdings(ds(), q.parseChannel(query.get('channel')), query.get('period')) satisfies z.input<
          typeof holdingsSchema
        >,
    );
    router.get(
      '/market/northbound/holdings/:code',
      async ({ params }) => q.stockHolding(ds(), params.code) satisfies z.input<typeof stockHoldingSchema>,
    );
    router.get(
      '/market/northbound/sectors',
      async ({ query }) => q.sectors(ds(), query.get('period')) satisfies z.input<typeof sectorsSchema>,
    );
    router.get(
      '/market/hot-stock/pools',
      async ({ query }) =>
        hotPool(ds(), parsePool(query.get('pool')), query.get('date')) satisfies z.input<typeof hotPoolSchema>,
    );
    router.get(
      '/market/hot-stock/rising',
      async ({ query }) => rising(ds(), query.get('date')) satisfies z.input<typeof risingSchema>,
    );
    router.get(
      '/market/margin/summary',
      async ({ query }) =>
        marginSummary(ds(), parseMarginWindow(query.get('window'))) satisfies z.input<typeof marginSummarySchema>,
    );
    router.get(
      '/market/margin/stocks/:code',
      async ({ params }) => marginStock(ds(), params.code) satisfies z.input<typeof marginStockSchema>,
    );
    router.get(
      '/market/themes',
      async ({ query }) => themeList(ds(), query.get('date')) satisfies z.input<typeof themeListSchema>,
    );
    router.get(
      '/market/themes/:code',
      async ({ params, query }) =>
        themeDetail(ds(), params.code, query.get('date')) satisfies z.input<typeof themeDetailSchema>,
    );
    router.get(
      '/market/patterns',
      async ({ query }) => patternGallery(ds(), query.get('date')) satisfies z.input<typeof patternGallerySchema>,
    );
    router.get(
      '/market/patterns/:key',
      async ({ params, query }) =>
        patternHits(ds(), params.key, query.get('date')) satisfies z.input<typeof patternHitsSchema>,
    );
    router.get(
      '/market/risk/scan',
      async ({ query }) => riskScan(ds(), parseRiskKind(query.get('kind'))) satisfies z.input<typeof riskScanSchema>,
    );
    router.get(
      '/market/risk/stocks/:code',
      async ({ params }) => stockRisk(ds(), params.code) satisfies z.input<typeof stockRiskSchema>,
    );
    router.get(
      '/market/screener',
      async ({ query }) =>
        screener(
          ds(),
          query.get('c'),
          parseLimit(query.get('limit')),
          query.get('sort'),
          query.get('order'),
        ) satisfies z.input<typeof screenerSchema>,
    );
    router.get('/market/similar', async ({ query }) => {
      const scope = query.get('scope') ?? 'own';
      if (scope !== 'own' && scope !== 'all') throw new UpstreamError(1003, '搜索范围仅支持本股历史或全部股票', 400);
      return similar(ds(), query.get('code'), parseWindow(query.get('window')), scope) satisfies z.input<
        typeof similarSchema
      >;
    });
    router.get(
      '/market/stock-search',
      async ({ query }) => stockSearch(ds(), query.get('q')) satisfies z.input<typeof searchRowsSchema>,
    );
    router.get('/market/stock-search/hot', async () => hotSearches(ds()) satisfies z.input<typeof searchRowsSchema>);
    router.get(
      '/market/stocks/:code',
      async ({ params }) => stockPage(ds(), params.code) satisfies z.input<typeof stockPageSchema>,
    );
    router.get('/market/strategies', async () => strategies(ds()) satisfies z.input<typeof strategiesSchema>);
    router.get(
      '/market/reports/gold',
      async ({ query }) =>
        goldReports(ds(), parseGoldTab(query.get('tab'))) satisfies z.input<typeof goldReportsSchema>,
    );
    router.get('/market/diagnosis', async () => diagnosisList(ds()) satisfies z.input<typeof diagnosisListSchema>);
    router.get(
      '/market/diagnosis/:code',
      async ({ params }) => diagnosis(ds(), params.code) satisfies z.input<typeof diagnosisSchema>,
    );
    router.get(
      '/market/securities/search',
      async ({ query }) =>
        q.search(ds(), query.get('q') ?? '', Number(query.get('limit') ?? 20)) satisfies z.input<typeof searchSchema>,
    );
  },
};
