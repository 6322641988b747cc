/** SPEC §5 market and board codes: the one classification of a security code, used everywhere. */

export type Exchange = 'sh' | 'sz' | 'bj';
/** SPEC §5 market codes: the exchange, or kc / cy for the STAR and ChiNext boards. */
export type MarketCode = Exchange | 'kc' | 'cy';
/** The equity boards the market tools list (lib/market/security-schemas BOARDS). */
export type EquityBoard = 'sh_main' | 'sz_main' | 'cy' | 'kc' | 'bj';
export type CodeBoard = EquityBoard | 'b_share' | 'fund' | 'bond';

export interface CodeClass {
  /** The six digits, without exchange prefix or suffix. */
  code: string;
  exchange: Exchange;
  board: CodeBoard;
}

/**
 * Code ranges by leading digits, as the exchanges allocate them (their published code-range guides):
 * - SSE (上海证券交易所): 600/601/603/605 main-board A shares; 688/689 STAR
 *   Market (科创板, 689 for depositary receipts); 900 B shares; 50x/51x/52x/56x/58x funds (51x ETFs);
 *   11x bonds (110/113/118 convertible bonds).
 * - SZSE (深圳证券交易所): 000/001/002/003/004 main-board A shares (002 the former SME
 *   board); 300/301/302 ChiNext (创业板); 200 B shares; 15x/16x funds (159 ETFs, 16x LOFs); 12x bonds
 *   (123/127/128 convertible bonds).
 * - BSE (北京证券交易所): 43/83/87/88 (former NEEQ allocation) and 92 (920xxx, the range the BSE
 *   moved new listings to in 2024).
 * SPEC §5 names 688 → kc and 300 → cy; they are the first rows of the wider ranges below.
 * Order matters only across exchanges: a bare code is looked up SZSE, SSE, BSE; a prefixed or
 * suffixed code only in its own exchange.
 */
const RANGES: Record<Exchange, [RegExp, CodeBoard][]> = {
  sz: [
    [/^00[0-4]/, 'sz_main'],
    [/^30[0-2]/, 'cy'],
    [/^200/, 'b_share'],
    [/^1[56]/, 'fund'],
    [/^12/, 'bond'],
  ],
  sh: [
    [/^60[0135]/, 'sh_main'],
    [/^68[89]/, 'kc'],
    [/^900/, 'b_share'],
    [/^5[01268]/, 'fund'],
    [/^11/, 'bond'],
  ],
  bj: [[/^(43|83|87|88|92)/, 'bj']],
};
const LOOKUP_ORDER: Exchange[] = ['sz', 'sh', 'bj'];

/** `600519`, `SH600519`, `sh.600519`, `600519.SH` (upper or lower case); anything else → undefined. */
const CODE_FORMS = /^(?:(SH|SZ|BJ)\.?)?(\d{6})(?:\.(SH|SZ|BJ))?$/;

/** The six digits and the exchange the text names, if any (a prefix and a suffix must agree). */
function parseCode(input: string): { code: string; named?: Exchange } | undefined {
  const found = CODE_FORMS.exec(input.trim().toUpperCase());
  if (!found) return undefined;
  const [, prefix, code, suffix] = found;
  if (prefix && suffix && prefix !== suffix) return undefined;
  return { code, named: (prefix ?? suffix)?.toLowerCase() as Exchange | undefined };
}

export function classifyCode(input: string): CodeClass | undefined {
  const parsed = parseCode(input);
  if (!parsed) return undefined;
  for (const exchange of parsed.named ? [parsed.named] : LOOKUP_ORDER) {
    const range = RANGES[exchange].find(([pattern]) => pattern.test(parsed.code));
    if (range) return { code: parsed.code, exchange, board: range[1] };
  }
  return undefined;
}

/**
 * SPEC §5: 688xxx → kc, 300xxx → cy, prefix SH → sh, prefix SZ → sz; with the exchanges' full ranges
 * (301/302 are ChiNext, 689 STAR) and bare codes placed by their range (900/51x/11x → sh).
 * A prefix naming an exchange whose ranges do not hold the code still answers that exchange.
 */
export function marketCode(input: string): MarketCode | undefined {
  const found = classifyCode(input);
  if (found) return found.board === 'kc' || found.board === 'cy' ? found.board : found.exchange;
  return parseCode(input)?.named;
}

/** SPEC §5: a board code is zero-padded to 5 digits; negatives, fractions and non-digits are refused. */
export function padBoardCode(code: string | number): string | undefined {
  const text = typeof code === 'number' ? (Number.isSafeInteger(code) && code >= 0 ? String(code) : '') : code.trim();
  return /^\d+$/.test(text) ? text.padStart(5, '0') : undefined;
}
