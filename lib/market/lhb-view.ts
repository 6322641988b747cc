/** Filtering and sorting of the daily dragon-tiger list (pure: the page's interactions). */
import type { LhbEntry } from './lhb-schemas';
import type { Board } from './security-schemas';

export const LHB_SORTS = { net: '净买额', buy: '买入额', pct: '涨跌幅', amount: '成交额' } as const;
export type LhbSort = keyof typeof LHB_SORTS;

export function readLhbSort(value: string | undefined): LhbSort {
  return value && value in LHB_SORTS ? (value as LhbSort) : 'net';
}

export function filterLhbRows(rows: LhbEntry[], filter: { board: Board | 'all'; reason?: string; sort: LhbSort }): LhbEntry[] {
  const key: Record<LhbSort, (r: LhbEntry) => number> = { net: (r) => r.net, buy: (r) => r.buy, pct: (r) => r.pct, amount: (r) => r.lhbAmount };
  return rows
    .filter((r) => filter.board === 'all' || r.board === filter.board)
    .filter((r) => !filter.reason || r.reason === filter.reason)
    .sort((a, b) => key[filter.sort](b) - key[filter.sort](a));
}

/** Reasons seen on the day, most frequent first (the reason filter's options). */
export function reasonsOf(rows: LhbEntry[]): { reason: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const r of rows) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts.entries()].map(([reason, count]) => ({ reason, count })).sort((a, b) => b.count - a.count);
}

/** Short label for a long exchange reason (chips); the full text stays on the row. */
export function shortReason(reason: string): string {
  if (reason.includes('换手率')) return '换手率达20%';
  if (reason.includes('振幅')) return '振幅达15%';
  if (reason.includes('连续三个交易日')) return reason.includes('涨幅') ? '3日累计涨幅偏离' : '3日累计跌幅偏离';
  if (reason.includes('涨幅达到15%')) return '涨幅达15%';
  if (reason.includes('跌幅达到15%')) return '跌幅达15%';
  if (reason.includes('涨幅偏离值')) return '涨幅偏离7%';
  if (reason.includes('跌幅偏离值')) return '跌幅偏离7%';
  return reason.slice(0, 8);
}

/** Summary numbers of a day (page headline and Open Graph description). */
export function lhbSummary(rows: LhbEntry[]) {
  const stocks = new Set(rows.map((r) => r.code)).size;
  const netBuy = new Set(rows.filter((r) => r.net > 0).map((r) => r.code)).size;
  const top = [...rows].sort((a, b) => b.net - a.net)[0];
  const institutionNet = rows.reduce((sum, r) => sum + r.institutionNet, 0);
  return { listings: rows.length, stocks, netBuy, top, institutionNet };
}
