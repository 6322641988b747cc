/** SPEC §5 market and board codes. */

export type MarketCode = 'sh' | 'sz' | 'bj' | 'kc' | 'cy';

/** SPEC §5: a board code is zero-padded to 5 digits. */
export function padBoardCode(code: string | number): string {
  return String(code).padStart(5, '0');
}

/**
 * SPEC §5: 688xxx → kc, 300xxx → cy, prefix SH → sh, prefix SZ → sz. Bare codes without a prefix
 * fall back to the exchange their number belongs to (6 → sh, 0/2/3 → sz, 4/8/92 → bj).
 */
export function marketCode(code: string): MarketCode | undefined {
  const raw = code.trim().toUpperCase();
  const digits = raw.replace(/^(SH|SZ|BJ)/, '');
  if (digits.startsWith('688')) return 'kc';
  if (digits.startsWith('300')) return 'cy';
  if (raw.startsWith('SH')) return 'sh';
  if (raw.startsWith('SZ')) return 'sz';
  if (raw.startsWith('BJ')) return 'bj';
  if (!/^\d{6}$/.test(digits)) return undefined;
  if (digits.startsWith('92') || digits.startsWith('8') || digits.startsWith('4')) return 'bj';
  if (digits.startsWith('6')) return 'sh';
  return 'sz';
}
