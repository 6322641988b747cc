import 'server-only';
import { readStockActivityIndex, readStockActivityPeriods } from '@/lib/activity/server';
import { AppError, ErrorCode } from '@/lib/errors';
import { upstreamGet, upstreamPost, type UpstreamAuth } from '@/lib/http/upstream';
import { combineReads } from '@/lib/read/result';
import { readPersonal } from '@/lib/read/server';
import { contestAccountSchema, contestRankingSchema, type ContestTradeInput } from './schemas';

/** Stock-picking contest calls: the §3 period state from the §7 activity calls, the virtual account and the ranking. */
export function fetchContestAccount(activityId: number) {
  return upstreamGet(`/contest/${activityId}/account`, contestAccountSchema);
}

export function fetchContestRanking(activityId: number) {
  return upstreamGet(`/contest/${activityId}/ranking`, contestRankingSchema);
}

export function placeContestTrade(activityId: number, input: ContestTradeInput, idempotencyKey: string, auth: UpstreamAuth | null) {
  return upstreamPost(`/contest/${activityId}/trades`, contestAccountSchema, { body: input, headers: { 'Idempotency-Key': idempotencyKey }, auth });
}

/** A BFF route's `[activityId]`: anything but a positive integer is the same 404 as an unknown period. */
export function routeActivityId(raw: string | undefined): number {
  const id = Number(raw);
  if (!Number.isInteger(id) || id <= 0) throw new AppError(ErrorCode.MissingParams, '活动不存在', { status: 404 });
  return id;
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
    data: { activeId, nextActiveId: periods.data.nextActiveId, activeInfo: info, authInfo: { certified: info.certified }, entryDetailInfo: account, ranking: board },
  };
}

export type ContestState = Extract<Awaited<ReturnType<typeof readContestState>>, { ok: true }>['data'];
