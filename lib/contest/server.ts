import 'server-only';
import type { z } from 'zod';
import { readStockActivityIndex, readStockActivityPeriods } from '@/lib/activity/server';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { combineReads } from '@/lib/read/result';
import { readPersonal, readPublic } from '@/lib/read/server';
import {
  contestAccountSchema,
  contestBonusListSchema,
  contestPeriodListSchema,
  contestRankingSchema,
  contestRecordListSchema,
  contestRecordSchema,
  contestResultsSchema,
  shareCodeSchema,
  type ContestPeriodList,
  type ContestTradeInput,
} from './schemas';

/** Stock-picking contest calls: the §3 period state from the §7 activity calls, the virtual account and the ranking. */
export function fetchContestAccount(activityId: number) {
  return upstreamGet(`/contest/${activityId}/account`, contestAccountSchema);
}

export function fetchContestRanking(activityId: number) {
  return upstreamGet(`/contest/${activityId}/ranking`, contestRankingSchema);
}

export function placeContestTrade(
  activityId: number,
  input: ContestTradeInput,
  idempotencyKey: string,
  auth: UpstreamAuth | null,
) {
  return upstreamPost(`/contest/${activityId}/trades`, contestAccountSchema, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
    auth,
  });
}

/**
 * SPEC §3 stock-contest state for a page: activeInfo (the period), authInfo (entered or not),
 * entryDetailInfo (the viewer's account), activeId ← current_period, nextActiveId ← next_period.
 */
export async function readContestState() {
  const periods = await readPersonal('/activity/get-stock-activity-period-number', readStockActivityPeriods);
  if (!periods.ok) return periods;
  const activeId = periods.data.activeId;
  const [activeInfo, entryDetailInfo, ranking] = await Promise.all([
    readPersonal('/activity/stock-activity/index', readStockActivityIndex),
    readPersonal(`/contest/${activeId}/account`, () => fetchContestAccount(activeId)),
    readPersonal(`/contest/${activeId}/ranking`, () => fetchContestRanking(activeId)),
  ]);
  const combined = combineReads(activeInfo, entryDetailInfo, ranking);
  if (!combined.ok) return combined;
  const [info, account, board] = combined.data;
  return {
    ...combined,
    data: {
      activeId,
      nextActiveId: periods.data.nextActiveId,
      nextStartDate: periods.data.nextStartDate,
      activeInfo: info,
      authInfo: { certified: info.certified },
      entryDetailInfo: account,
      ranking: board,
    },
  };
}

export type ContestState = Extract<Awaited<ReturnType<typeof readContestState>>, { ok: true }>['data'];

/** Past periods, winners and prize totals are the same for every viewer: the shared cache serves them. */
const publicRead = <S extends z.ZodType>(path: string, schema: S) =>
  readPublic(path, () => upstreamGet(path, schema, { options: { needLogin: false } }));

export const readContestPeriods = () => publicRead('/contest/periods', contestPeriodListSchema);
export const readContestResults = (activityId: number) =>
  publicRead(`/contest/${activityId}/results`, contestResultsSchema);
export const readContestBonusList = () => publicRead('/contest/bonus-list', contestBonusListSchema);
export const readMyContestRecords = () =>
  readPersonal('/contest/records', () => upstreamGet('/contest/records', contestRecordListSchema));

/** A share card by its code; null for a code that cannot be one (the page's 404 without a call). */
export function readContestRecordCard(code: string) {
  if (!shareCodeSchema.safeParse(code).success) return null;
  return publicRead(`/contest/record-cards/${code}`, contestRecordSchema);
}

/** The latest settled period a page shows by default (the old winning list: those before the new list's first). */
function latestSettled(list: ContestPeriodList, below: number): number | null {
  return list.periods.find((period) => period.settled && period.activity_id < below)?.activity_id ?? null;
}

/**
 * A past-period page's data: the period list and the results of ?activityId= (default: the latest
 * settled period below `below`). `missing` for an id that is not a period (the page's 404), `none`
 * when no period has finished yet.
 */
export async function readPastPeriod(raw: string | string[] | undefined, below = Infinity) {
  const list = await readContestPeriods();
  if (!list.ok) return list;
  const requested = raw === undefined ? undefined : Number(raw);
  if (requested !== undefined && (typeof raw !== 'string' || !Number.isInteger(requested) || requested <= 0))
    return { ok: true as const, kind: 'missing' as const };
  const activityId = requested ?? latestSettled(list.data, below);
  if (activityId === null) return { ok: true as const, kind: 'none' as const };
  const results = await readContestResults(activityId);
  if (!results.ok) return results.error.status === 404 ? { ok: true as const, kind: 'missing' as const } : results;
  const combined = combineReads(list, results);
  if (!combined.ok) return combined;
  return {
    ok: true as const,
    kind: 'found' as const,
    list: list.data,
    results: results.data,
    freshness: { asOf: combined.asOf, stale: combined.stale },
  };
}

export type PastPeriodRead = Awaited<ReturnType<typeof readPastPeriod>>;
