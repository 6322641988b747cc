/** Filtering, sorting and ranking of the dragon-tiger lists (pure: the pages' interactions). */
import type { InstitutionDaily, LhbEntry, SeatTrade, SeatType } from './lhb-schemas';
import type { Board } from './security-schemas';

export const LHB_SORTS = { net: '净买额', buy: '买入额', pct: '涨跌幅', amount: '成交额' } as const;
export type LhbSort = keyof typeof LHB_SORTS;

export function readLhbSort(value: string | undefined): LhbSort {
  return value && Object.hasOwn(LHB_SORTS, value) ? (value as LhbSort) : 'net';
}

export function filterLhbRows(
  rows: LhbEntry[],
  filter: { board: Board | 'all'; reason?: string; sort: LhbSort },
): LhbEntry[] {
  const key: Record<LhbSort, (r: LhbEntry) => number> = {
    net: (r) => r.net,
    buy: (r) => r.buy,
    pct: (r) => r.pct,
    amount: (r) => r.lhbAmount,
  };
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

/** One row per stock (its listing with the largest net buy): 净买入前五 are net buyers only, 净卖出居前 net sellers only, largest first; ties by code. */
export function netLeaders<T extends { code: string; net: number }>(
  rows: T[],
  buyers = 5,
  sellers = 3,
): { buyers: T[]; sellers: T[] } {
  const byStock = new Map<string, T>();
  for (const r of rows) if ((byStock.get(r.code)?.net ?? -Infinity) < r.net) byStock.set(r.code, r);
  const stocks = [...byStock.values()];
  return {
    buyers: stocks
      .filter((r) => r.net > 0)
      .sort((a, b) => b.net - a.net || a.code.localeCompare(b.code))
      .slice(0, buyers),
    sellers: stocks
      .filter((r) => r.net < 0)
      .sort((a, b) => a.net - b.net || a.code.localeCompare(b.code))
      .slice(0, sellers),
  };
}

/** The active-seat type filter: 股通 takes both connect seats (沪股通 and 深股通). */
export const SEAT_TYPE_FILTERS = { all: '全部', hot_money: '游资', connect: '股通', broker: '营业部' } as const;
export type SeatTypeFilter = keyof typeof SEAT_TYPE_FILTERS;

export function readSeatTypeFilter(value: string | undefined): SeatTypeFilter {
  return value && Object.hasOwn(SEAT_TYPE_FILTERS, value) ? (value as SeatTypeFilter) : 'all';
}

export function seatsOfType<T extends { seatType: SeatType }>(rows: T[], filter: SeatTypeFilter): T[] {
  if (filter === 'all') return rows;
  return rows.filter((r) =>
    filter === 'connect' ? r.seatType === 'connect_sh' || r.seatType === 'connect_sz' : r.seatType === filter,
  );
}

export const INSTITUTION_SORTS = { net: '机构净买', buy: '机构买入', sell: '机构卖出' } as const;
export type InstitutionSort = keyof typeof INSTITUTION_SORTS;

export function readInstitutionSort(value: string | undefined): InstitutionSort {
  return value && Object.hasOwn(INSTITUTION_SORTS, value) ? (value as InstitutionSort) : 'net';
}

type InstitutionRow = InstitutionDaily['rows'][number];

/** The day's institution listings, largest amount of the chosen kind first; ties by code. */
export function sortInstitutionRows(rows: InstitutionRow[], sort: InstitutionSort): InstitutionRow[] {
  return [...rows].sort((a, b) => b[sort] - a[sort] || a.code.localeCompare(b.code));
}

/** One side's seats of a listing in the exchange's rank order (1 to 5). */
export function seatsOnSide(seats: SeatTrade[], side: SeatTrade['side']): SeatTrade[] {
  return seats.filter((s) => s.side === side).sort((a, b) => a.rank - b.rank);
}

/** 买入前五 total what the buying seats bought, 卖出前五 what the selling seats sold. */
export function sideTotals(seats: SeatTrade[]): { buy: number; sell: number } {
  let buy = 0;
  let sell = 0;
  for (const s of seats) {
    if (s.side === 'buy') buy += s.buy;
    else sell += s.sell;
  }
  return { buy, sell };
}
