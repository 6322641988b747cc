import 'server-only';
import type { z } from 'zod';
import { upstreamGet } from '@/lib/http/upstream';
import { readKey, readPublic } from '@/lib/read/server';
import type { ReadResult } from '@/lib/read/result';
import type { Condition, ScreenerSort } from './screener-rules';
import { DEFAULT_SORT, formatConditions } from './screener-rules';
import * as t from './tools-schemas';

/**
 * Reads of market tools II. Public data through the shared cache (stale while the upstream is down).
 * Callers pass parameters already checked by lib/market/tool-params.ts, so a bad parameter never
 * reaches the upstream and nothing is cached under a bad key.
 */
function read<S extends z.ZodType>(path: string, schema: S, query: Record<string, string | number | undefined> = {}): Promise<ReadResult<z.infer<S>>> {
  return readPublic(readKey(path, query), () => upstreamGet(path, schema, { query, options: { needLogin: false } }));
}

const enc = encodeURIComponent;

export const getHotPool = (pool: t.HotPool, date?: string) => read('/market/hot-stock/pools', t.hotPoolSchema, { pool, date });
export const getRising = (date?: string) => read('/market/hot-stock/rising', t.risingSchema, { date });
export const getMarginSummary = (window: number) => read('/market/margin/summary', t.marginSummarySchema, { window });
export const getMarginStock = (code: string) => read(`/market/margin/stocks/${enc(code)}`, t.marginStockSchema);
export const getThemes = (date?: string) => read('/market/themes', t.themeListSchema, { date });
export const getTheme = (code: string, date?: string) => read(`/market/themes/${enc(code)}`, t.themeDetailSchema, { date });
export const getPatterns = (date?: string) => read('/market/patterns', t.patternGallerySchema, { date });
export const getPatternHits = (key: string, date?: string) => read(`/market/patterns/${enc(key)}`, t.patternHitsSchema, { date });
export const getStockRisk = (code: string) => read(`/market/risk/stocks/${enc(code)}`, t.stockRiskSchema);
export const getRiskScan = (kind: t.RiskKind) => read('/market/risk/scan', t.riskScanSchema, { kind });
export const getScreener = (conditions: readonly Condition[], limit = 50, sort: ScreenerSort = DEFAULT_SORT) =>
  read('/market/screener', t.screenerSchema, { c: formatConditions(conditions), limit, sort: sort.key, order: sort.order });
export const getSimilar = (code: string, window: number, scope: 'own' | 'all') => read('/market/similar', t.similarSchema, { code, window, scope });
export const getStockPage = (code: string) => read(`/market/stocks/${enc(code)}`, t.stockPageSchema);
export const searchStocks = (q: string) => read('/market/stock-search', t.searchRowsSchema, { q });
export const getHotSearches = () => read('/market/stock-search/hot', t.searchRowsSchema);
export const getStrategies = () => read('/market/strategies', t.strategiesSchema);
export const getGoldReports = (tab: t.GoldReportTab) => read('/market/reports/gold', t.goldReportsSchema, { tab });
export const getDiagnosisList = () => read('/market/diagnosis', t.diagnosisListSchema);
export const getDiagnosis = (code: string) => read(`/market/diagnosis/${enc(code)}`, t.diagnosisSchema);

/** A theme page's theme: the one asked for, else the day's hottest (as the lhb pages open on the day's top stock). */
export async function getThemeFor(code: string | undefined, date?: string): Promise<ReadResult<t.ThemeDetail>> {
  if (code) return getTheme(code, date);
  const list = await getThemes(date);
  if (!list.ok) return list;
  return getTheme(list.data.rows[0].code, date);
}
