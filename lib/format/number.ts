/** Percentages, prices and the up/down reading of a change (red up, green down, never colour alone). */
import { MISSING, scaleToUnit } from './amount';
import { toFixedDecimal } from './decimal';

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

/** +1.23% / -4.56% / 0.00%, rounded half up on the decimal value; missing or infinite → `--`. */
export function formatPct(value: Maybe): string {
  const text = value === null || value === undefined ? null : toFixedDecimal(value, 2);
  if (text === null) return MISSING;
  return `${text.startsWith('-') || text === '0.00' ? '' : '+'}${text}%`;
}

/** A share count in 股 scaled like amounts, unit chosen after rounding: 1.23亿股. */
export function formatShares(value: Maybe): string {
  return scaleToUnit(value, '股');
}
