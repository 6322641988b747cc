/** SPEC §5 amount display and §9 number rules. Pure; shared by server and client. */
import { type Decimal, pow10, scaledUnits, toDecimal, toFixedDecimal, unitsToText } from './decimal';

export const MISSING = '--';
/** SPEC §9 "number unit step 10000". */
export const UNIT_STEP = 10_000;
/** SPEC §9 money divisors: cents → yuan (100) and dimes (jiao) → yuan (10). */
export const FEN_PER_YUAN = 100;
export const JIAO_PER_YUAN = 10;

type Maybe = number | null | undefined;

function isMissing(value: Maybe): value is null | undefined {
  return value === null || value === undefined || !Number.isFinite(value);
}

/** SPEC §9 two-decimal formatting, rounded half up on the decimal value; missing or infinite → `--`. */
export function toFixed2(value: Maybe): string {
  return isMissing(value) ? MISSING : (toFixedDecimal(value, 2) ?? MISSING);
}

/** Units by size: 万 = 10^4, 亿 = 10^8, 万亿 = 10^12 (SPEC §9 "number unit step 10000"). */
const LARGE_UNITS = [
  { shift: 4, unit: '万' },
  { shift: 8, unit: '亿' },
  { shift: 12, unit: '万亿' },
] as const;
/** 10,000.00 counted in hundredths: a rounded figure this large moves to the next unit. */
const UNIT_STEP_IN_HUNDREDTHS = BigInt(UNIT_STEP) * 100n;

const magnitude = (units: bigint) => (units < 0n ? -units : units);

/**
 * The unit is chosen after rounding: the smallest unit whose two-decimal figure, rounded half up on
 * the decimal value (10150 → 1.02万), stays under 10,000 — so 99,999,999 is 1.00亿, not 10000.00万.
 * `fromShift` is the power of ten the value is already in (4 for a value given in 万).
 */
function inLargeUnit(decimal: Decimal, fromShift: number, places = 2): string {
  const units = LARGE_UNITS.filter((u) => u.shift > fromShift);
  const step = BigInt(UNIT_STEP) * pow10(places);
  for (const [index, { shift, unit }] of units.entries()) {
    const scaled = scaledUnits(decimal, shift - fromShift, places);
    if (index === units.length - 1 || magnitude(scaled) < step) return `${unitsToText(scaled, places)}${unit}`;
  }
  return MISSING;
}

/**
 * SPEC §5 scaling of a plain value (元, 股): under 10,000 after rounding it keeps its own digits, at
 * most two decimals (0.1 + 0.2 → 0.3); otherwise 万, 亿 or 万亿 with two decimals; `suffix` follows
 * the unit (股). Missing or infinite → `--`.
 */
export function scaleToUnit(value: Maybe, suffix = ''): string {
  const decimal = isMissing(value) ? null : toDecimal(value);
  if (!decimal) return MISSING;
  const hundredths = scaledUnits(decimal, 0, 2);
  if (magnitude(hundredths) < UNIT_STEP_IN_HUNDREDTHS) return `${trimZeros(unitsToText(hundredths, 2))}${suffix}`;
  return `${inLargeUnit(decimal, 0)}${suffix}`;
}

function trimZeros(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/**
 * SPEC §5, first reading: a value already in 万 — under 10,000 (after rounding) it shows in 万,
 * otherwise in 亿 (or 万亿), two decimals. Used where the upstream answers in 万 (IPO sizes, seat totals).
 */
export function formatWanAmount(valueInWan: Maybe): string {
  const decimal = isMissing(valueInWan) ? null : toDecimal(valueInWan);
  if (!decimal) return MISSING;
  const hundredths = scaledUnits(decimal, 0, 2);
  if (magnitude(hundredths) < UNIT_STEP_IN_HUNDREDTHS) return `${unitsToText(hundredths, 2)}万`;
  return inLargeUnit(decimal, 4);
}

/**
 * SPEC §5, second reading: under 10,000 the value shows as given (at most two decimals); otherwise
 * scaled to 万, 亿 or 万亿 with two decimals; missing → `--`. Used for amounts in 元 (lhb, northbound).
 */
export function formatAmount(value: Maybe): string {
  return scaleToUnit(value);
}

/** formatAmount with an explicit sign for net figures (+1.20亿 / -3500.00万). */
export function formatSignedAmount(value: Maybe): string {
  if (isMissing(value)) return MISSING;
  const text = formatAmount(value);
  // A figure that rounds to zero carries no sign (not "+0").
  return value > 0 && text !== '0' ? `+${text}` : text;
}

/**
 * Counts as people read them (viewers, likes, fans): under 10,000 as they are; above, one decimal in
 * 万 or 亿 with a trailing .0 dropped, the unit chosen after rounding: 12,345 → 1.2万, 99,999,999 → 1亿.
 */
export function formatCount(value: number): string {
  const decimal = Number.isFinite(value) ? toDecimal(Math.trunc(value)) : null;
  if (!decimal) return MISSING;
  if (Math.abs(value) < UNIT_STEP) return String(Math.trunc(value));
  return inLargeUnit(decimal, 0, 1).replace(/\.0(?=\D+$)/, '');
}

export function fenToYuan(fen: number): number {
  return fen / FEN_PER_YUAN;
}

export function jiaoToYuan(jiao: number): number {
  return jiao / JIAO_PER_YUAN;
}
