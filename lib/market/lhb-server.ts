import 'server-only';
import type { ReadResult } from '@/lib/read/result';
import {
  activeSeatsSchema,
  institutionDailySchema,
  institutionTraceSchema,
  lhbDailySchema,
  lhbStockDaySchema,
  lhbStockStatsSchema,
  seatDetailSchema,
  type LhbDaily,
  type LhbStockDay,
  type LhbStockStats,
} from './lhb-schemas';
import { readCode, readDate, type SearchParams } from './params';
import { readMarket } from './public-read';
import type { Period } from './security-schemas';

const enc = encodeURIComponent;

export const getLhbDaily = (date?: string) => readMarket('/market/lhb/daily', lhbDailySchema, { date });
export const getLhbStockDay = (code: string, date?: string) =>
  readMarket(`/market/lhb/stocks/${enc(code)}/day`, lhbStockDaySchema, { date });

/**
 * The stock-day of a page's ?code=&date=; without a code, the day's most active listed stock. When the
 * day list itself cannot be read, that failure is the answer: a second read would only wait again.
 */
export function getLhbStockDayFor(params: SearchParams): Promise<ReadResult<LhbStockDay>> {
  return withLhbCode(params, (code) => getLhbStockDay(code, readDate(params)));
}

/** The lhb statistics of a page's ?code= (default as above) over ?period=. */
export function getLhbStockStatsFor(params: SearchParams, period: Period): Promise<ReadResult<LhbStockStats>> {
  return withLhbCode(params, (code) => getLhbStockStats(code, period));
}

async function withLhbCode<T>(
  params: SearchParams,
  readFor: (code: string) => Promise<ReadResult<T>>,
): Promise<ReadResult<T>> {
  const code = readCode(params);
  if (code) return readFor(code);
  const daily = await getLhbDaily();
  if (!daily.ok) return daily;
  return readFor(largestNetBuy(daily.data) ?? '600519');
}
export const getLhbStockStats = (code: string, period: Period) =>
  readMarket(`/market/lhb/stocks/${enc(code)}`, lhbStockStatsSchema, { period });
export const getInstitutionDaily = (date?: string) =>
  readMarket('/market/lhb/institutions/daily', institutionDailySchema, { date });
export const getInstitutionTrace = (period: Period) =>
  readMarket('/market/lhb/institutions/trace', institutionTraceSchema, { period });
export const getActiveSeats = (date?: string) => readMarket('/market/lhb/seats/active', activeSeatsSchema, { date });
export const getSeatDetail = (id: string, period: Period) =>
  readMarket(`/market/lhb/seats/${enc(id)}`, seatDetailSchema, { period });

/** The stock a code-less lhb page opens with: the latest day's largest net buy. */
function largestNetBuy(daily: LhbDaily): string | undefined {
  return [...daily.rows].sort((a, b) => b.net - a.net)[0]?.code;
}
