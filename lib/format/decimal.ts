/**
 * Exact decimal arithmetic for display. A JS number is binary: 10150 / 10000 is 1.01499999…, so
 * `toFixed` rounds it down and large values grow digits that were never in the input. These helpers
 * work on the number's own decimal reading (the shortest string that round-trips, per ECMAScript
 * Number::toString) or on a decimal string given as is, with integer (BigInt) arithmetic.
 */

/** A decimal value as sign, digits and scale: value = (negative ? -1 : 1) × digits / 10^scale. */
export interface Decimal {
  negative: boolean;
  digits: bigint;
  scale: number;
}

/**
 * 10^n as a BigInt, built from text rather than `10n ** n`: a transpiler lowering `**` to Math.pow
 * for an older browser target would break on BigInt.
 */
export function pow10(n: number): bigint {
  return BigInt(`1${'0'.repeat(n)}`);
}

const DECIMAL_TEXT = /^([+-]?)(\d+)?(?:\.(\d*))?(?:e([+-]?\d+))?$/i;

/** The decimal reading of a finite number or a numeric string ("1.5", "-0.00001", "2e-7"); else null. */
export function toDecimal(value: number | string): Decimal | null {
  if (typeof value === 'number' && !Number.isFinite(value)) return null;
  const text = typeof value === 'number' ? String(value) : value.trim();
  const found = DECIMAL_TEXT.exec(text);
  if (!found || (found[2] === undefined && !found[3])) return null;
  const [, sign, whole = '', fraction = '', exponent = '0'] = found;
  const shift = Number(exponent);
  if (!Number.isSafeInteger(shift) || Math.abs(shift) > 400) return null;
  const digits = BigInt(`${whole}${fraction}` || '0');
  const scale = fraction.length - shift;
  if (scale >= 0) return { negative: sign === '-' && digits !== 0n, digits, scale };
  return { negative: sign === '-' && digits !== 0n, digits: digits * pow10(-scale), scale: 0 };
}

/**
 * The value divided by 10^shift, rounded half up (half away from zero, so -1.015 and
 * 1.015 mirror each other) to `places` decimals, as an integer count of 10^-places.
 */
export function scaledUnits(value: Decimal, shift: number, places: number): bigint {
  const scale = value.scale + shift;
  let units: bigint;
  if (scale <= places) units = value.digits * pow10(places - scale);
  else {
    const divisor = pow10(scale - places);
    units = value.digits / divisor;
    if ((value.digits % divisor) * 2n >= divisor) units += 1n;
  }
  return value.negative ? -units : units;
}

/** An integer count of 10^-places as fixed-point text: (-1234n, 2) → "-12.34"; -0 prints as 0. */
export function unitsToText(units: bigint, places: number): string {
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return negative ? `-${text}` : text;
}

/** Fixed-point text of a value, rounded half up on its decimal reading; null when not finite. */
export function toFixedDecimal(value: number | string, places: number): string | null {
  const decimal = toDecimal(value);
  return decimal ? unitsToText(scaledUnits(decimal, 0, places), places) : null;
}
