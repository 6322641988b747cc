/** Percentages, prices and the up/down reading of a change (red up, green down, never colour alone). */
import { MISSING } from './amount';

export type Direction = 'up' | 'down' | 'flat';

type Maybe = number | null | undefined;

export function direction(value: Maybe): Direction {
  if (value === null || value === undefined || Number.isNaN(value) || value === 0) return 'flat';
  return value > 0 ? 'up' : 'down';
}

export function arrow(value: Maybe): string {
  const dir = direction(value);
  return dir === 'up' ? '▲' : dir === 'down' ? '▼' : '';
}

/** +1.23% / -4.56% / 0.00%; missing → `--`. */
export function formatPct(value: Maybe): string {
  if (value === null || value === undefined || Number.isNaN(value)) return MISSING;
  return `${value > 0 ? '+' : ''}${value.toFixed(2)}%`;
}

/** A share count in 股 scaled like amounts: 1.23亿股. */
export function formatShares(value: Maybe): string {
  if (value === null || value === undefined || Number.isNaN(value)) return MISSING;
  const size = Math.abs(value);
  if (size >= 1e8) return `${(value / 1e8).toFixed(2)}亿股`;
  if (size >= 1e4) return `${(value / 1e4).toFixed(2)}万股`;
  return `${value}股`;
}
