/** SPEC §5 amount display and §9 number rules. Pure; shared by server and client. */

export const MISSING = '--';
/** SPEC §9 "number unit step 10000". */
export const UNIT_STEP = 10_000;
/** SPEC §9 money divisors: cents → yuan (100) and dimes (jiao) → yuan (10). */
export const FEN_PER_YUAN = 100;
export const JIAO_PER_YUAN = 10;

type Maybe = number | null | undefined;

function isMissing(value: Maybe): value is null | undefined {
  return value === null || value === undefined || Number.isNaN(value);
}

/** SPEC §9 two-decimal formatting; missing → `--`. */
export function toFixed2(value: Maybe): string {
  return isMissing(value) ? MISSING : value.toFixed(2);
}

/**
 * SPEC §5, first reading: a value already in 万 — at or above 10,000 it shows in 亿, otherwise in 万,
 * two decimals. Used where the upstream answers in 万 (IPO sizes, seat totals shown compactly).
 */
export function formatWanAmount(valueInWan: Maybe): string {
  if (isMissing(valueInWan)) return MISSING;
  return Math.abs(valueInWan) >= UNIT_STEP ? `${(valueInWan / UNIT_STEP).toFixed(2)}亿` : `${valueInWan.toFixed(2)}万`;
}

/**
 * SPEC §5, second reading: under 10,000 the value shows as given; otherwise scaled to 万, 亿 or 万亿
 * with two decimals; missing → `--`. Used for amounts in 元 (lhb, northbound).
 */
export function formatAmount(value: Maybe): string {
  if (isMissing(value)) return MISSING;
  const size = Math.abs(value);
  if (size < UNIT_STEP) return String(value);
  if (size < UNIT_STEP ** 2) return `${(value / UNIT_STEP).toFixed(2)}万`;
  if (size < UNIT_STEP ** 3) return `${(value / UNIT_STEP ** 2).toFixed(2)}亿`;
  return `${(value / UNIT_STEP ** 3).toFixed(2)}万亿`;
}

/** formatAmount with an explicit sign for net figures (+1.20亿 / -3500.00万). */
export function formatSignedAmount(value: Maybe): string {
  if (isMissing(value)) return MISSING;
  const text = formatAmount(value);
  return value > 0 ? `+${text}` : text;
}

export function fenToYuan(fen: number): number {
  return fen / FEN_PER_YUAN;
}

export function jiaoToYuan(jiao: number): number {
  return jiao / JIAO_PER_YUAN;
}
