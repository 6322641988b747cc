import 'server-only';
import type { z } from 'zod';
import { AppError, ErrorCode, isAppError } from '@/lib/errors';
import { upstreamGet } from '@/lib/http/upstream';
import { LastGoodCache } from './last-good-cache';
import { readCode, readDate, type SearchParams } from './params';
import * as s from './schemas';

/** A read for a page: the data (maybe stale, served from the last good answer) or the error to show. */
export type MarketRead<T> = { ok: true; data: T; stale: boolean } | { ok: false; error: AppError };

const cache = new LastGoodCache(Number(process.env.MARKET_CACHE_MS ?? 30_000));

async function read<S extends z.ZodType>(path: string, schema: S, query: Record<string, string | number | undefined> = {}): Promise<MarketRead<z.infer<S>>> {
  const key = `${path}?${new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined) as [string, string][])}`;
  try {
    const result = await cache.read(key, () => upstreamGet(path, schema, { query, options: { needLogin: false } }));
    return { ok: true, data: result.data as z.infer<S>, stale: result.stale };
  } catch (error) {
    return { ok: false, error: isAppError(error) ? error : new AppError(ErrorCode.RequestFailed, undefined, { cause: error }) };
  }
}

const enc = encodeURIComponent;

export const getCalendar = () => read('/market/calendar', s.calendarSchema);
export const getLhbDaily = (date?: string) => read('/market/lhb/daily', s.lhbDailySchema, { date });
export const getLhbStockDay = (code: string, date?: string) => read(`/market/lhb/stocks/${enc(code)}/day`, s.lhbStockDaySchema, { date });

/** The stock-day of a page's ?code=&date=; without a code, the day's most active listed stock. */
export async function getLhbStockDayFor(params: SearchParams) {
  return getLhbStockDay(readCode(params) ?? (await defaultLhbCode()) ?? '600519', readDate(params));
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
export async function defaultLhbCode(): Promise<string | undefined> {
  const daily = await getLhbDaily();
  if (!daily.ok) return undefined;
  return [...daily.data.rows].sort((a, b) => b.net - a.net)[0]?.code;
}
