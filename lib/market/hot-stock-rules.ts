/** Board filter and sort keys of the hot-stock pools (pure: tested in tests/unit/market). */
import type { Board } from './security-schemas';
import type { HotPool, PoolRow } from './hot-stock-schemas';

export const BOARD_GROUPS = { all: '全部', main: '主板', cy: '创业板', kc: '科创板', bj: '北交所' } as const;
export type BoardGroup = keyof typeof BOARD_GROUPS;

export function readBoardGroup(value: string | undefined): BoardGroup {
  return value && Object.hasOwn(BOARD_GROUPS, value) ? (value as BoardGroup) : 'all';
}

export function inBoardGroup(board: Board, group: BoardGroup): boolean {
  if (group === 'all') return true;
  if (group === 'main') return board === 'sh_main' || board === 'sz_main';
  return board === group;
}

export const POOL_SORTS = {
  firstSeal: '首次封板',
  seal: '封板资金',
  boards: '连板数',
  pct: '涨跌幅',
  amount: '成交额',
  turnover: '换手率',
} as const;
export type PoolSort = keyof typeof POOL_SORTS;

/** Sort keys that make sense for a pool (a seal time only exists where a board sealed). */
export function sortsFor(pool: HotPool): PoolSort[] {
  if (pool === 'zt') return ['firstSeal', 'seal', 'boards', 'amount', 'turnover'];
  if (pool === 'dt') return ['seal', 'boards', 'pct', 'amount'];
  if (pool === 'broken') return ['firstSeal', 'pct', 'amount', 'turnover'];
  return ['pct', 'amount', 'turnover'];
}

export function readPoolSort(pool: HotPool, value: string | undefined): PoolSort {
  const allowed = sortsFor(pool);
  return value && (allowed as string[]).includes(value) ? (value as PoolSort) : allowed[0];
}

const missingLast = (a: number | null | undefined, b: number | null | undefined, descending: boolean) => {
  if (a === null || a === undefined) return b === null || b === undefined ? 0 : 1;
  if (b === null || b === undefined) return -1;
  return descending ? b - a : a - b;
};

/** Rows of one board group in the chosen order; ties by code so the order is stable. */
export function sortPoolRows(rows: PoolRow[], group: BoardGroup, sort: PoolSort): PoolRow[] {
  const picked = rows.filter((r) => inBoardGroup(r.board, group));
  const compare = (a: PoolRow, b: PoolRow): number => {
    switch (sort) {
      case 'firstSeal':
        return (a.firstSeal ?? '99').localeCompare(b.firstSeal ?? '99');
      case 'seal':
        return missingLast(a.sealAmount, b.sealAmount, true);
      case 'boards':
        return missingLast(a.boards, b.boards, true) || (a.firstSeal ?? '99').localeCompare(b.firstSeal ?? '99');
      case 'pct':
        return b.pct - a.pct;
      case 'amount':
        return b.amount - a.amount;
      case 'turnover':
        return b.turnoverRate - a.turnoverRate;
    }
  };
  return picked.sort((a, b) => compare(a, b) || a.code.localeCompare(b.code));
}
