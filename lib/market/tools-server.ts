import 'server-only';
import type { z } from 'zod';
import { upstreamGet } from '@/lib/http/upstream';
import { readKey, readPublic } from '@/lib/read/server';
import type { ReadResult } from '@/lib/read/result';
import type { Condition, ScreenerSort } from './screener-rules';
import { DEFAULT_SORT, formatConditions } from './screener-rules';
import { diagnosisListSchema, diagnosisSchema } from './diagnosis-schemas';
import { type GoldReportTab, goldReportsSchema } from './gold-report-schemas';
import { type HotPool, hotPoolSchema, risingSchema } from './hot-stock-schemas';
import { marginSummarySchema, marginStockSchema } from './margin-schemas';
import { patternGallerySchema, patternHitsSchema } from './pattern-schemas';
import { stockRiskSchema, type RiskKind, riskScanSchema } from './risk-schemas';
import { screenerSchema } from './screener-schemas';
import { searchRowsSchema } from './search-schemas';
import { similarSchema } from './similar-schemas';
import { stockPageSchema } from './stock-page-schemas';
import { strategiesSchema } from './strategy-schemas';
import { themeListSchema, themeDetailSchema, type ThemeDetail } from './theme-schemas';

/**
 * Reads of market tools II. Public data through the shared cache (stale while the upstream is down).
 * Callers pass parameters already checked by lib/market/tool-params.ts, so a bad parameter never
 * reaches the upstream and nothing is cached under a bad key.
 */
function read<S extends z.ZodType>(path: string, schema: S, query: Record<string, string | number | undefined> = {}): Promise<ReadResult<z.infer<S>>> {
  return readPublic(readKey(path, query), () => upstreamGet(path, schema, { query, options: { needLogin: false } }));
}

const enc = encodeURIComponent;

export const getHotPool = (pool: HotPool, date?: string) => read('/market/hot-stock/pools', hotPoolSchema, { pool, date });
export const getRising = (date?: string) => read('/market/hot-stock/rising', risingSchema, { date });
export const getMarginSummary = (window: number) => read('/market/margin/summary', marginSummarySchema, { window });
export const getMarginStock = (code: string) => read(`/market/margin/stocks/${enc(code)}`, marginStockSchema);
export const getThemes = (date?: string) => read('/market/themes', themeListSchema, { date });
export const getTheme = (code: string, date?: string) => read(`/market/themes/${enc(code)}`, themeDetailSchema, { date });
export const getPatterns = (date?: string) => read('/market/patterns', patternGallerySchema, { date });
export const getPatternHits = (key: string, date?: string) => read(`/market/patterns/${enc(key)}`, patternHitsSchema, { date });
export const getStockRisk = (code: string) => read(`/market/risk/stocks/${enc(code)}`, stockRiskSchema);
export const getRiskScan = (kind: RiskKind) => read('/market/risk/scan', riskScanSchema, { kind });
export const getScreener = (conditions: readonly Condition[], limit = 50, sort: ScreenerSort = DEFAULT_SORT) =>
  read('/market/screener', screenerSchema, { c: formatConditions(conditions), limit, sort: sort.key, order: sort.order });
export const getSimilar = (code: string, window: number, scope: 'own' | 'all') => read('/market/similar', similarSchema, { code, window, scope });
export const getStockPage = (code: string) => read(`/market/stocks/${enc(code)}`, stockPageSchema);
export const searchStocks = (q: string) => read('/market/stock-search', searchRowsSchema, { q });
export const getHotSearches = () => read('/market/stock-search/hot', searchRowsSchema);
export const getStrategies = () => read('/market/strategies', strategiesSchema);
export const getGoldReports = (tab: GoldReportTab) => read('/market/reports/gold', goldReportsSchema, { tab });
export const getDiagnosisList = () => read('/market/diagnosis', diagnosisListSchema);
export const getDiagnosis = (code: string) => read(`/market/diagnosis/${enc(code)}`, diagnosisSchema);

/** A theme page's theme: the one asked for, else the day's hottest (as the lhb pages open on the day's top stock). */
export async function getThemeFor(code: string | undefined, date?: string): Promise<ReadResult<ThemeDetail>> {
  if (code) return getTheme(code, date);
  const list = await getThemes(date);
  if (!list.ok) return list;
  return getTheme(list.data.rows[0].code, date);
}
