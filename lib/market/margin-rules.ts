/** Ranking of the margin summary (pure: the page's interactions). */
import type { MarginSummary } from './margin-schemas';

export const MARGIN_RANKINGS = { net: '融资净买入', change: '余额变化' } as const;
export type MarginRanking = keyof typeof MARGIN_RANKINGS;

type RankingRow = MarginSummary['ranking'][number];

/** The top `limit` stocks by 融资净买入 or by 余额变化, largest first; ties by code. */
export function rankMargin(rows: RankingRow[], by: MarginRanking, limit = 50): RankingRow[] {
  const value = (r: RankingRow) => (by === 'net' ? r.netBuy : r.change);
  return [...rows].sort((a, b) => value(b) - value(a) || a.code.localeCompare(b.code)).slice(0, limit);
}
