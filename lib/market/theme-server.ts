import 'server-only';
import type { ReadResult } from '@/lib/read/result';
import { readMarket } from './public-read';
import { themeDetailSchema, themeListSchema, type ThemeDetail } from './theme-schemas';

export const getThemes = (date?: string) => readMarket('/market/themes', themeListSchema, { date });
export const getTheme = (code: string, date?: string) =>
  readMarket(`/market/themes/${encodeURIComponent(code)}`, themeDetailSchema, { date });

/** A theme page's theme: the one asked for, else the day's hottest (as the lhb pages open on the day's top stock). */
export async function getThemeFor(code: string | undefined, date?: string): Promise<ReadResult<ThemeDetail>> {
  if (code) return getTheme(code, date);
  const list = await getThemes(date);
  if (!list.ok) return list;
  return getTheme(list.data.rows[0].code, date);
}
