/**
 * Axis labels for the market charts (pure; no chart library here, so it is unit-tested alone).
 * lightweight-charts asks a formatter for one tick at a time, so the unit and the decimals are fixed
 * beforehand from the series' range: every tick of one axis then reads in the same unit, with enough
 * decimals that two ticks never print the same text (the "1.8万亿 ×4" of a narrow cumulative range).
 */

const UNITS = [
  { size: 1e12, suffix: '万亿' },
  { size: 1e8, suffix: '亿' },
  { size: 1e4, suffix: '万' },
  { size: 1, suffix: '' },
] as const;

/** lightweight-charts spaces ticks at least fontSize × tickMarkDensity (10 × 2.5) pixels apart. */
export const MIN_TICK_SPACING_PX = 25;
/** The time axis under the price scales is at least this tall (10 px text plus padding): the scale gets the rest. */
export const TIME_AXIS_MIN_PX = 18;
/** The margins the chart gives its price scales (top + bottom), so the data spans this share of the height. */
export const SCALE_MARGINS = { top: 0.15, bottom: 0.1 } as const;

/** The multipliers of 10^k lightweight-charts' tick spans are made of (its dividers 2, 2.5 and 2). */
const STEP_MULTIPLIERS = [1, 2, 2.5, 4, 5] as const;

/** The smallest step the library can pick that is at least `minStep`: every step it picks is at least this. */
export function smallestTickStep(minStep: number): number {
  // 1e-9 absorbs binary noise (log10(0.01) is -1.9999999999999996).
  let k = Math.floor(Math.log10(minStep) + 1e-9) - 1;
  for (;;) {
    for (const m of STEP_MULTIPLIERS) if (m * 10 ** k >= minStep * (1 - 1e-9)) return m * 10 ** k;
    k += 1;
  }
}

/** Decimals that print `step` exactly (0.25 → 2, 0.01 → 2, 40 → 0). */
function decimalsOf(step: number): number {
  for (let d = 0; d < 12; d++) if (Math.abs(Math.round(step * 10 ** d) - step * 10 ** d) < 1e-6) return d;
  return 12;
}

export interface AmountAxis {
  divisor: number;
  suffix: string;
  decimals: number;
  format: (value: number) => string;
}

/**
 * One unit (chosen from the largest magnitude on the axis) and the decimals the smallest possible tick
 * step needs: the library never puts ticks closer than `MIN_TICK_SPACING_PX`, so over `heightPx` the
 * step is at least range × spacing / (scale height × data share). Bars (`includeZero`) scale from zero.
 */
export function amountAxis(
  values: readonly number[],
  scaleHeightPx: number,
  { includeZero }: { includeZero: boolean },
): AmountAxis {
  // Histograms scale from zero; lines scale to their own range.
  const finite = [...values.filter(Number.isFinite), ...(includeZero ? [0] : [])];
  const max = finite.length ? Math.max(...finite) : 0;
  const min = finite.length ? Math.min(...finite) : 0;
  const magnitude = Math.max(Math.abs(max), Math.abs(min));
  const unit = UNITS.find((u) => magnitude >= u.size) ?? UNITS[UNITS.length - 1];
  const share = 1 - SCALE_MARGINS.top - SCALE_MARGINS.bottom;
  const range = max - min || magnitude || 1;
  const minStep = (range * MIN_TICK_SPACING_PX) / (Math.max(scaleHeightPx, 1) * share) / unit.size;
  const decimals = Math.min(6, decimalsOf(smallestTickStep(minStep)));
  const format = (value: number) => {
    if (value === 0) return '0';
    const text = (value / unit.size).toFixed(decimals);
    return /^-?0(\.0+)?$/.test(text) ? '0' : `${text}${unit.suffix}`;
  };
  return { divisor: unit.size, suffix: unit.suffix, decimals, format };
}

/** lightweight-charts' TickMarkType values (Year, Month, DayOfMonth, Time, TimeWithSeconds). */
export const TICK_YEAR = 0;
export const TICK_MONTH = 1;
export const TICK_DAY = 2;

/** Daily series longer than this many days label months only (a lone "4日" among months reads as noise). */
export const MONTHS_ONLY_AFTER_DAYS = 62;

function parts(time: string) {
  const [y, m, d] = time.split('-').map(Number);
  return { y, m, d };
}

/** "2026Q3" for a quarter ending 2026-09-30: disclosure periods are quarters, not months. */
export function quarterLabel(time: string): string {
  const { y, m } = parts(time);
  return `${y}Q${Math.ceil(m / 3)}`;
}

/**
 * The label of one time-axis tick. Quarterly series: every tick is its quarter. Daily series: a long
 * span shows 年/月 ticks and leaves day ticks blank; a short one shows month-day on every tick.
 */
export function timeTickLabel(
  time: string,
  tickType: number,
  cadence: 'daily' | 'quarterly',
  spanDays: number,
): string {
  if (cadence === 'quarterly') return quarterLabel(time);
  const { y, m, d } = parts(time);
  if (spanDays > MONTHS_ONLY_AFTER_DAYS) {
    if (tickType === TICK_YEAR) return `${y}年`;
    if (tickType === TICK_MONTH) return `${m}月`;
    return '';
  }
  return `${m}/${d}`;
}

/** Days between the first and the last ISO date of a series. */
export function spanInDays(times: readonly string[]): number {
  if (times.length < 2) return 0;
  return Math.round((Date.parse(times[times.length - 1]) - Date.parse(times[0])) / 86_400_000);
}
