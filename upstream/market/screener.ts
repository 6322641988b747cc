/**
 * 条件选股 and AI智能选股: conditions over one column per condition at the latest day, and the preset strategies.
 */
import {
  compareForSort,
  parseConditions,
  parseSort,
  screen,
  SCREENER_PRESETS,
  type ScreenerTable,
} from '@/lib/market/screener-rules';
import { UpstreamError } from '@/upstream/core/types';
import type { MarketDataset } from './dataset';
import { toolsData } from './tools-data';
import { r2, latestIndex, asOfOf, floatMvAt } from './tool-basics';

const tables = new WeakMap<MarketDataset, ScreenerTable>();

/** One column per screener condition over every security at the latest day (NaN = not known). */
export function screenerTable(ds: MarketDataset): ScreenerTable {
  const found = tables.get(ds);
  if (found) return found;
  const tools = toolsData(ds);
  const i = latestIndex(ds);
  const size = ds.securities.length;
  const keys = [
    'pct',
    'pct5',
    'turnover',
    'floatMv',
    'upStreak',
    'maGap20',
    'high60',
    'mainNet5',
    'marginNet5',
    'pe',
    'pb',
    'roe',
    'dividend',
    'pledge',
    'goodwill',
  ];
  const columns: Record<string, Float64Array> = Object.fromEntries(
    keys.map((k) => [k, new Float64Array(size).fill(Number.NaN)]),
  );
  ds.securities.forEach((s, row) => {
    const c = ds.prices.get(s.code)!.close;
    const p = ds.prices.get(s.code)!.pct;
    const b = tools.bars.get(s.code)!;
    const f = tools.fundamentals.get(s.code)!;
    const m = tools.margin.get(s.code);
    let streak = 0;
    while (streak < i && p[i - streak] > 0) streak += 1;
    const ma20 = c.slice(i - 19, i + 1).reduce((a, v) => a + v, 0) / 20;
    const set = (k: string, v: number | null) => (columns[k][row] = v === null ? Number.NaN : v);
    set('pct', p[i]);
    set('pct5', r2((c[i] / c[i - 5] - 1) * 100));
    set('turnover', b.turnover[i]);
    set('floatMv', r2(floatMvAt(ds, s.code, i) / 1e8));
    set('upStreak', streak);
    set('maGap20', r2((c[i] / ma20 - 1) * 100));
    set('high60', r2((c[i] / Math.max(...c.slice(i - 59, i + 1)) - 1) * 100));
    set('mainNet5', r2(b.mainNet.slice(i - 4, i + 1).reduce((a, v) => a + v, 0) / 1e8));
    set('marginNet5', m ? r2(m.slice(i - 4, i + 1).reduce((a, x) => a + x.rzmre - x.rzche, 0) / 1e8) : null);
    set('pe', f.pe);
    set('pb', f.pb);
    set('roe', f.roe);
    set('dividend', f.dividend);
    set('pledge', f.pledge);
    set('goodwill', f.goodwill);
  });
  const table = { size, columns };
  tables.set(ds, table);
  return table;
}

export function screener(
  ds: MarketDataset,
  text: string | null,
  limit: number,
  sortKey: string | null = null,
  sortOrder: string | null = null,
) {
  const parsed = parseConditions(text);
  if (!parsed.ok) throw new UpstreamError(1003, parsed.message, 400);
  const sorted = parseSort(sortKey, sortOrder, parsed.conditions);
  if (!sorted.ok) throw new UpstreamError(1003, sorted.message, 400);
  const { sort } = sorted;
  const table = screenerTable(ds);
  const hits = screen(table, parsed.conditions);
  const i = latestIndex(ds);
  const valueOf = (row: number) => {
    const series = ds.prices.get(ds.securities[row].code)!;
    return sort.key === 'pct' ? series.pct[i] : sort.key === 'close' ? series.close[i] : table.columns[sort.key][row];
  };
  const keyed = Array.from(hits, (row) => ({ row, value: valueOf(row), code: ds.securities[row].code }));
  const shown = keyed
    .sort((a, b) => compareForSort(a, b, sort.order))
    .slice(0, Math.max(1, Math.min(100, limit)))
    .map((x) => x.row);
  return {
    sort,
    asOf: asOfOf(ds.days[i]),
    date: ds.days[i],
    total: table.size,
    count: hits.length,
    conditions: parsed.conditions,
    rows: shown.map((row) => {
      const s = ds.securities[row];
      const values: Record<string, number | null> = {};
      for (const c of parsed.conditions)
        values[c.key] = Number.isNaN(table.columns[c.key][row]) ? null : table.columns[c.key][row];
      return { ...s, close: ds.prices.get(s.code)!.close[i], pct: ds.prices.get(s.code)!.pct[i], values };
    }),
  };
}

export function strategies(ds: MarketDataset) {
  const table = screenerTable(ds);
  const i = latestIndex(ds);
  const boards = SCREENER_PRESETS.map((preset) => {
    const parsed = parseConditions(preset.conditions);
    const hits = parsed.ok ? [...screen(table, parsed.conditions)] : [];
    const members = hits.map((row) => ds.securities[row]);
    const avg = (values: number[]) => (values.length ? r2(values.reduce((a, b) => a + b, 0) / values.length) : null);
    const top = [...members]
      .sort((a, b) => ds.prices.get(b.code)!.pct[i] - ds.prices.get(a.code)!.pct[i] || a.code.localeCompare(b.code))
      .slice(0, 3);
    return {
      key: preset.key,
      name: preset.name,
      conditions: preset.conditions,
      count: hits.length,
      avgPct: avg(members.map((s) => ds.prices.get(s.code)!.pct[i])),
      avgPct5: avg(hits.map((row) => table.columns.pct5[row])),
      up: members.filter((s) => ds.prices.get(s.code)!.pct[i] > 0).length,
      top: top.map((s) => ({ ...s, close: ds.prices.get(s.code)!.close[i], pct: ds.prices.get(s.code)!.pct[i] })),
    };
  });
  return { asOf: asOfOf(ds.days[i]), date: ds.days[i], boards };
}
