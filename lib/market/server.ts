import 'server-only';
import type { z } from 'zod';
import { upstreamGet } from '@/lib/http/upstream';
import { readKey, readPublic } from '@/lib/read/server';
import type { ReadResult } from '@/lib/read/result';
import { readCode, readDate, type SearchParams } from './params';
import { calendarSchema } from './calendar-schemas';
import { ipoListSchema, ipoDetailSchema } from './ipo-schemas';
import { lhbDailySchema, lhbStockDaySchema, type LhbStockDay, type LhbStockStats, lhbStockStatsSchema, institutionDailySchema, institutionTraceSchema, activeSeatsSchema, seatDetailSchema, type LhbDaily } from './lhb-schemas';
import { type Channel, flowsSchema, top10Schema, holdingsSchema, sectorsSchema, stockHoldingSchema } from './northbound-schemas';
import { searchSchema } from './search-schemas';
import type { Period } from './security-schemas';

/** Market data is public: every read goes through the shared cache and is served stale while the upstream is down. */
function read<S extends z.ZodType>(path: string, schema: S, query: Record<string, string | number | undefined> = {}): Promise<ReadResult<z.infer<S>>> {
  return readPublic(readKey(path, query), () => upstreamGet(path, schema, { query, options: { needLogin: false } }));
}

const enc = encodeURIComponent;

export const getCalendar = () => read('/market/calendar', calendarSchema);
export const getLhbDaily = (date?: string) => read('/market/lhb/daily', lhbDailySchema, { date });
export const getLhbStockDay = (code: string, date?: string) => read(`/market/lhb/stocks/${enc(code)}/day`, lhbStockDaySchema, { date });

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

async function withLhbCode<T>(params: SearchParams, readFor: (code: string) => Promise<ReadResult<T>>): Promise<ReadResult<T>> {
  const code = readCode(params);
  if (code) return readFor(code);
  const daily = await getLhbDaily();
  if (!daily.ok) return daily;
  return readFor(largestNetBuy(daily.data) ?? '600519');
}
export const getLhbStockStats = (code: string, period: Period) => read(`/market/lhb/stocks/${enc(code)}`, lhbStockStatsSchema, { period });
export const getInstitutionDaily = (date?: string) => read('/market/lhb/institutions/daily', institutionDailySchema, { date });
export const getInstitutionTrace = (period: Period) => read('/market/lhb/institutions/trace', institutionTraceSchema, { period });
export const getActiveSeats = (date?: string) => read('/market/lhb/seats/active', activeSeatsSchema, { date });
export const getSeatDetail = (id: string, period: Period) => read(`/market/lhb/seats/${enc(id)}`, seatDetailSchema, { period });
export const getIpoList = () => read('/market/ipo/issues', ipoListSchema);
export const getIpoDetail = (code: string) => read(`/market/ipo/issues/${enc(code)}`, ipoDetailSchema);
export const getFlows = (channel: Channel, days = 250) => read('/market/northbound/flows', flowsSchema, { channel, days });
export const getTop10 = (channel: 'sh' | 'sz', date?: string) => read('/market/northbound/top10', top10Schema, { channel, date });
export const getHoldings = (channel: Channel, period?: string) => read('/market/northbound/holdings', holdingsSchema, { channel, period });
export const getSectors = (period?: string) => read('/market/northbound/sectors', sectorsSchema, { period });
export const getStockHolding = (code: string) => read(`/market/northbound/holdings/${enc(code)}`, stockHoldingSchema);
export const searchSecurities = (q: string) => read('/market/securities/search', searchSchema, { q, limit: 30 });

/** The stock a code-less lhb page opens with: the latest day's largest net buy. */
function largestNetBuy(daily: LhbDaily): string | undefined {
  return [...daily.rows].sort((a, b) => b.net - a.net)[0]?.code;
}

