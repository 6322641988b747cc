/** Sorting of the northbound holdings (pure: the page's interactions). */
import type { HoldingRow } from './northbound-schemas';

export const HOLDING_SORTS = {
  mv: '持股市值',
  pctFloat: '占流通股比',
  changeMv: '增持市值',
  reduce: '减持市值',
} as const;
export type HoldingSort = keyof typeof HOLDING_SORTS;

export function readHoldingSort(value: string | undefined): HoldingSort {
  return value && Object.hasOwn(HOLDING_SORTS, value) ? (value as HoldingSort) : 'mv';
}

/** Largest first by the chosen measure; 减持市值 puts the largest reduction (most negative change) first. Ties by code. */
export function sortHoldings(rows: HoldingRow[], sort: HoldingSort): HoldingRow[] {
  const compare =
    sort === 'reduce'
      ? (a: HoldingRow, b: HoldingRow) => a.changeMv - b.changeMv
      : (a: HoldingRow, b: HoldingRow) => b[sort] - a[sort];
  return [...rows].sort((a, b) => compare(a, b) || a.code.localeCompare(b.code));
}
