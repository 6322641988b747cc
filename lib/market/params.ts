/** Page query parameters (filters, tabs, sorting, dates) read defensively: unknown → default. */
import { isIsoDate } from '@/lib/format/date';
import { BOARDS, CHANNELS, IPO_STATUSES, PERIODS, type Board, type Channel, type IpoStatus, type Period } from './schemas';

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
export const readChannel = (p: SearchParams, fallback: Channel = 'north') => oneOf(CHANNELS, param(p, 'channel'), fallback);
export const readBoard = (p: SearchParams): Board | 'all' => oneOf([...BOARDS, 'all'] as const, param(p, 'board'), 'all');
export const readIpoStatus = (p: SearchParams): IpoStatus | 'all' => oneOf([...IPO_STATUSES, 'all'] as const, param(p, 'status'), 'all');
export const readCode = (p: SearchParams) => {
  const value = param(p, 'code');
  return value && /^\d{6}$/.test(value) ? value : undefined;
};

/** A page URL with some query parameters replaced (undefined removes one). */
export function withQuery(path: string, current: SearchParams, changes: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(current)) {
    const single = Array.isArray(value) ? value[0] : value;
    if (single !== undefined && !(key in changes)) query.set(key, single);
  }
  for (const [key, value] of Object.entries(changes)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}
