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

/** A probability in hundredths of a percent: 4286 → '42.86%'; a chance below 0.01% → '<0.01%', never '0.00%'. */
export function formatProbabilityBp(bp: number, possible = bp > 0): string {
  const whole = Math.max(0, Math.round(bp));
  if (whole === 0 && possible) return '<0.01%';
  return `${Math.trunc(whole / 100)}.${String(whole % 100).padStart(2, '0')}%`;
}

/** A share count in 股 scaled like amounts, unit chosen after rounding: 1.23亿股. */
export function formatShares(value: Maybe): string {
  return scaleToUnit(value, '股');
}
