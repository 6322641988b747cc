/**
 * Helpers the market tools' answers share: the day a request reads, a stock by code, rounding, list length.
 */
import type { Security } from '@/lib/market/security-schemas';
import type { ThemeTag } from '@/lib/market/theme-schemas';
import { UpstreamError } from '@/upstream/core/types';
import type { MarketDataset } from './dataset';
import { resolveDay } from './queries';
import { type ToolsData } from './tools-data';

export const r2 = (v: number) => Math.round(v * 100) / 100;
/**
 * Longest list one answer carries (a phone page's worth): with the whole market of ~5,000 stocks a
 * scan or ranking would otherwise ship thousands of rows. Counts and statistics still cover them all.
 */
export const LIST_ROWS = 100;
export const latestIndex = (ds: MarketDataset) => ds.days.length - 1;
export const asOfOf = (date: string) => `${date} 17:30`;

export function security(ds: MarketDataset, code: string | null): Security {
  if (!code || !/^\d{6}$/.test(code)) throw new UpstreamError(1003, '请输入6位股票代码', 400);
  const found = ds.byCode.get(code);
  if (!found) throw new UpstreamError(404, `未找到证券 ${code}`, 404);
  return found;
}

export function day(ds: MarketDataset, requested: string | null) {
  const resolved = resolveDay(ds, requested);
  return { ...resolved, index: ds.dayIndex.get(resolved.date)!, asOf: asOfOf(resolved.date) };
}

export function tagsOf(tools: ToolsData, code: string): ThemeTag[] {
  return (tools.themes.ofStock.get(code) ?? []).map((e) => ({ code: e.theme.code, name: e.theme.name }));
}

export function floatMvAt(ds: MarketDataset, code: string, i: number) {
  const s = ds.prices.get(code)!;
  return Math.round(s.floatMv * (s.close[i] / s.close[s.close.length - 1]));
}

export function amplitude(ds: MarketDataset, tools: ToolsData, code: string, i: number) {
  const b = tools.bars.get(code)!;
  const c = ds.prices.get(code)!.close;
  const prev = i ? c[i - 1] : c[i];
  return r2(((b.high[i] - b.low[i]) / prev) * 100);
}

export function ups(tools: ToolsData, code: string, i: number, span: number) {
  let n = 0;
  for (let k = Math.max(0, i - span + 1); k <= i; k += 1) if (tools.limitByDay.get(k)?.get(code)?.kind === 'up') n += 1;
  return n;
}
export const nullable = (v: number | null) => (v === null ? null : r2(v));
