/** Page query parameters (filters, tabs, sorting, dates) read defensively: unknown → default. */
import { isIsoDate } from '@/lib/format/date';
import { IPO_STATUSES, type IpoStatus } from './ipo-schemas';
import { CHANNELS, type Channel } from './northbound-schemas';
import { BOARDS, PERIODS, type Board, type Period } from './security-schemas';

export type SearchParams = Record<string, string | string[] | undefined>;

export function param(params: SearchParams, name: string): string | undefined {
  const value = params[name];
  return Array.isArray(value) ? value[0] : value;
}

function oneOf<T extends string>(values: readonly T[], value: string | undefined, fallback: T): T {
  return value && (values as readonly string[]).includes(value) ? (value as T) : fallback;
}

export const readDate = (p: SearchParams) => {
  const value = param(p, 'date');
  return isIsoDate(value) ? value : undefined;
};
export const readPeriod = (p: SearchParams, fallback: Period = '1m') => oneOf(PERIODS, param(p, 'period'), fallback);
export const readChannel = (p: SearchParams, fallback: Channel = 'north') =>
  oneOf(CHANNELS, param(p, 'channel'), fallback);
export const readBoard = (p: SearchParams): Board | 'all' =>
  oneOf([...BOARDS, 'all'] as const, param(p, 'board'), 'all');
export const readIpoStatus = (p: SearchParams): IpoStatus | 'all' =>
  oneOf([...IPO_STATUSES, 'all'] as const, param(p, 'status'), 'all');
export const readCode = (p: SearchParams) => {
  const value = param(p, 'code');
  return value && /^\d{6}$/.test(value) ? value : undefined;
};

/**
 * The query parameters market pages read (filters, tabs, sorting, dates, search). Links and forms
 * carry only these, each under a length no real value reaches: anything else in the current URL (a
 * tracking tag, 12 KB of junk) stays out of the page instead of being copied into every link.
 */
const MARKET_QUERY_KEYS: ReadonlySet<string> = new Set([
  'date',
  'period',
  'channel',
  'board',
  'status',
  'code',
  'type',
  'sort',
  'tab',
  'side',
  'reason',
  'q',
  'all',
  'pool',
  'days',
  'kind',
  'key',
  'window',
  'scope',
  'c',
  'match',
  'dim',
]);
const MAX_QUERY_VALUE_LENGTH = 100;
/** Screener conditions (`c`, lib/market/screener-rules.ts) are longer: up to 10 of them. */
const LONG_QUERY_VALUES: Readonly<Record<string, number>> = { c: 400 };

/** The parameters of `current` a market page knows (first value of each), for links and hidden fields. */
export function knownQuery(current: SearchParams): Record<string, string> {
  const known: Record<string, string> = {};
  for (const [key, value] of Object.entries(current)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single && MARKET_QUERY_KEYS.has(key) && single.length <= (LONG_QUERY_VALUES[key] ?? MAX_QUERY_VALUE_LENGTH))
      known[key] = single;
  }
  return known;
}

/** A page URL with some query parameters replaced (undefined removes one); only known parameters are kept. */
export function withQuery(path: string, current: SearchParams, changes: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(knownQuery(current))) if (!(key in changes)) query.set(key, value);
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
