/**
 * 技术形态: the gallery of patterns with their forward-return statistics, and the stocks showing one.
 */
import { aggregateReturns, forwardReturn } from '@/lib/market/similarity';
import { UpstreamError } from '@/upstream/core/types';
import type { MarketDataset } from './dataset';
import { patternBook, PATTERNS, patternByKey } from './patterns';
import { r2, LIST_ROWS, latestIndex, day, nullable } from './tool-basics';

const STATS_HORIZONS = [1, 5, 10];
const STATS_SPAN = 120;

function patternStats(ds: MarketDataset, key: string) {
  const book = patternBook(ds);
  const byDay = book.hits.get(key)!;
  const i = latestIndex(ds);
  return STATS_HORIZONS.map((h) => {
    const values: (number | null)[] = [];
    for (let k = i - STATS_SPAN; k <= i; k += 1)
      for (const code of byDay.get(k)?.keys() ?? []) values.push(forwardReturn(ds.prices.get(code)!.close, k, h));
    const a = aggregateReturns(values);
    return {
      horizon: h,
      n: a.n,
      winRate: a.winRate === null ? null : r2(a.winRate),
      mean: a.mean === null ? null : r2(a.mean),
      median: a.median === null ? null : r2(a.median),
    };
  });
}

function patternInfo(ds: MarketDataset, key: string, i: number) {
  const def = patternByKey(key)!;
  return {
    key,
    name: def.name,
    definition: def.definition,
    hits: patternBook(ds).hits.get(key)!.get(i)?.size ?? 0,
    stats: patternStats(ds, key),
  };
}

export function patternGallery(ds: MarketDataset, requested: string | null) {
  const d = day(ds, requested);
  return {
    date: d.date,
    requestedDate: d.requestedDate,
    rolledBack: d.rolledBack,
    asOf: d.asOf,
    from: ds.days[latestIndex(ds) - STATS_SPAN],
    patterns: PATTERNS.map((p) => patternInfo(ds, p.key, d.index)),
  };
}

export function patternHits(ds: MarketDataset, key: string | null, requested: string | null) {
  if (!key || !patternByKey(key)) throw new UpstreamError(1003, '未知的技术形态', 400);
  const d = day(ds, requested);
  const byDay = patternBook(ds).hits.get(key)!;
  const rows = [...(byDay.get(d.index)?.entries() ?? [])]
    .map(([code, hit]) => ({
      ...ds.byCode.get(code)!,
      close: ds.prices.get(code)!.close[d.index],
      pct: ds.prices.get(code)!.pct[d.index],
      strength: hit.strength,
      detail: hit.detail,
    }))
    .sort((a, b) => b.strength - a.strength || a.code.localeCompare(b.code))
    .slice(0, LIST_ROWS);
  const history = [];
  for (let k = latestIndex(ds) - 10; k >= latestIndex(ds) - 40 && history.length < 30; k -= 1) {
    for (const code of byDay.get(k)?.keys() ?? []) {
      const c = ds.prices.get(code)!.close;
      if (history.length < 30)
        history.push({
          ...ds.byCode.get(code)!,
          date: ds.days[k],
          close: c[k],
          d1: nullable(forwardReturn(c, k, 1)),
          d5: nullable(forwardReturn(c, k, 5)),
          d10: nullable(forwardReturn(c, k, 10)),
        });
    }
  }
  return {
    date: d.date,
    requestedDate: d.requestedDate,
    rolledBack: d.rolledBack,
    asOf: d.asOf,
    from: ds.days[latestIndex(ds) - STATS_SPAN],
    pattern: patternInfo(ds, key, d.index),
    rows,
    history,
  };
}
