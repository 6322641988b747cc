import 'server-only';
import type { z } from 'zod';
import { upstreamGet } from '@/lib/http/upstream';
import { readKey, readPublic } from '@/lib/read/server';
import type { ReadResult } from '@/lib/read/result';
import { readCode, readDate, type SearchParams } from './params';
import * as s from './schemas';

/** Market data is public: every read goes through the shared cache and is served stale while the upstream is down. */
function read<S extends z.ZodType>(path: string, schema: S, query: Record<string, string | number | undefined> = {}): Promise<ReadResult<z.infer<S>>> {
  return readPublic(readKey(path, query), () => upstreamGet(path, schema, { query, options: { needLogin: false } }));
}

const enc = encodeURIComponent;

export const getCalendar = () => read('/market/calendar', s.calendarSchema);
export const getLhbDaily = (date?: string) => read('/market/lhb/daily', s.lhbDailySchema, { date });
export const getLhbStockDay = (code: string, date?: string) => read(`/market/lhb/stocks/${enc(code)}/day`, s.lhbStockDaySchema, { date });

/**
 * The stock-day of a page's ?code=&date=; without a code, the day's most active listed stock. When the
 * day list itself cannot be read, that failure is the answer: a second read would only wait again.
 */
export function getLhbStockDayFor(params: SearchParams): Promise<ReadResult<s.LhbStockDay>> {
  return withLhbCode(params, (code) => getLhbStockDay(code, readDate(params)));
}

/** The lhb statistics of a page's ?code= (default as above) over ?period=. */
export function getLhbStockStatsFor(params: SearchParams, period: s.Period): Promise<ReadResult<s.LhbStockStats>> {
  return withLhbCode(params, (code) => getLhbStockStats(code, period));
}

async function withLhbCode<T>(params: SearchParams, readFor: (code: string) => Promise<ReadResult<T>>): Promise<ReadResult<T>> {
  const code = readCode(params);
  if (code) return readFor(code);
  const daily = await getLhbDaily();
  if (!daily.ok) return daily;
  return readFor(largestNetBuy(daily.data) ?? '600519');
}
export const getLhbStockStats = (code: string, period: s.Period) => read(`/market/lhb/stocks/${enc(code)}`, s.lhbStockStatsSchema, { period });
export const getInstitutionDaily = (date?: string) => read('/market/lhb/institutions/daily', s.institutionDailySchema, { date });
export const getInstitutionTrace = (period: s.Period) => read('/market/lhb/institutions/trace', s.institutionTraceSchema, { period });
export const getActiveSeats = (date?: string) => read('/market/lhb/seats/active', s.activeSeatsSchema, { date });
export const getSeatDetail = (id: string, period: s.Period) => read(`/market/lhb/seats/${enc(id)}`, s.seatDetailSchema, { period });
export const getIpoList = () => read('/market/ipo/issues', s.ipoListSchema);
export const getIpoDetail = (code: string) => read(`/market/ipo/issues/${enc(code)}`, s.ipoDetailSchema);
export const getFlows = (channel: s.Channel, days = 250) => read('/market/northbound/flows', s.flowsSchema, { channel, days });
export const getTop10 = (channel: 'sh' | 'sz', date?: string) => read('/market/northbound/top10', s.top10Schema, { channel, date });
export const getHoldings = (channel: s.Channel, period?: string) => read('/market/northbound/holdings', s.holdingsSchema, { channel, period });
export const getSectors = (period?: string) => read('/market/northbound/sectors', s.sectorsSchema, { period });
export const getStockHolding = (code: string) => read(`/market/northbound/holdings/${enc(code)}`, s.stockHoldingSchema);
export const searchSecurities = (q: string) => read('/market/securities/search', s.searchSchema, { q, limit: 30 });

/** The stock a code-less lhb page opens with: the latest day's largest net buy. */
function largestNetBuy(daily: s.LhbDaily): string | undefined {
  return [...daily.rows].sort((a, b) => b.net - a.net)[0]?.code;
}

