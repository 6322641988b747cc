/**
 * Money in integer fen (SPEC §9 divisor 100) shown as yuan with two decimals, by integer arithmetic
 * only (never Number.toFixed): 2980 → '29.80', -5 → '-0.05'.
 */
export function formatFen(fen: number): string {
  if (!Number.isSafeInteger(fen)) return '--';
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  return `${sign}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A signed movement of money: 1234 → '+12.34', -500 → '-5.00', 0 → '0.00'. */
export function formatSignedFen(fen: number): string {
  return `${fen > 0 ? '+' : ''}${formatFen(fen)}`;
}

/** Yuan without trailing zero decimals for prices in headlines: 29800 → '298', 2980 → '29.8', 2985 → '29.85'. */
export function formatFenShort(fen: number): string {
  const full = formatFen(fen);
  return full.includes('.') ? full.replace(/\.?0+$/, '') : full;
}

/** a × b / c rounded half up, in integers (a, b, c ≥ 0, c > 0): the one rounding rule of money here. */
export function mulDivRoundHalfUp(a: number, b: number, c: number): number {
  if (c <= 0) throw new RangeError('divisor must be positive');
  const product = BigInt(a) * BigInt(b);
  return Number((product * 2n + BigInt(c)) / (2n * BigInt(c)));
}
