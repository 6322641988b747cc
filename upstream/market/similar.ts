/**
 * 相似K线: the windows most like a stock's latest one, in its own history or the whole market, with what followed.
 */
import {
  aggregateReturns,
  forwardReturn,
  FORWARD_HORIZONS,
  prepareSeries,
  searchSimilar,
  SIMILARITY_THRESHOLD,
  type PreparedSeries,
} from '@/lib/market/similarity';
import type { MarketDataset } from './dataset';
import { r2, latestIndex, asOfOf, security, nullable } from './tool-basics';

/** The search's per-series precomputation (window features per length), kept with the dataset. */
const preparedSeries = new WeakMap<MarketDataset, Map<string, PreparedSeries>>();
export function preparedOf(ds: MarketDataset, codes: string[]): PreparedSeries[] {
  let byCode = preparedSeries.get(ds);
  if (!byCode) preparedSeries.set(ds, (byCode = new Map()));
  return codes.map((code) => {
    let p = byCode.get(code);
    if (!p) byCode.set(code, (p = prepareSeries(ds.prices.get(code)!.close)));
    return p;
  });
}

export function similar(ds: MarketDataset, code: string | null, window: number, scope: 'own' | 'all') {
  const s = security(ds, code);
  const i = latestIndex(ds);
  const own = ds.prices.get(s.code)!.close;
  const target = own.slice(i - window + 1, i + 1);
  const pool = scope === 'own' ? [s] : ds.securities;
  const series = pool.map((x) => ds.prices.get(x.code)!.close);
  const self = pool.indexOf(s);
  // The target's own window and those overlapping it are not matches of itself.
  const prepared = preparedOf(
    ds,
    pool.map((x) => x.code),
  );
  // Only windows at or above the threshold are 相似: listed, and counted in the statistics below.
  const { matches, candidates } = searchSimilar({
    target,
    series,
    prepared,
    exclude: { series: self, from: i - window + 1, to: i },
    top: 10,
    minSimilarity: SIMILARITY_THRESHOLD,
  });
  const rows = matches.map((m) => {
    const xs = series[m.series];
    const start = m.end - window + 1;
    const forward = Object.fromEntries(
      FORWARD_HORIZONS.map((h) => [`d${h}`, nullable(forwardReturn(xs, m.end, h))]),
    ) as Record<'d1' | 'd3' | 'd5' | 'd10' | 'd20', number | null>;
    const path = xs.slice(start, Math.min(xs.length, m.end + 21)).map((v) => r2((v / xs[start]) * 100));
    return {
      security: pool[m.series],
      from: ds.days[start],
      to: ds.days[m.end],
      similarity: Math.round(m.similarity * 10000) / 10000,
      forward,
      path,
    };
  });
  const stats = FORWARD_HORIZONS.map((h) => {
    const a = aggregateReturns(rows.map((r) => r.forward[`d${h}` as 'd1']));
    return {
      horizon: h,
      n: a.n,
      winRate: a.winRate === null ? null : r2(a.winRate),
      mean: a.mean === null ? null : r2(a.mean),
      median: a.median === null ? null : r2(a.median),
    };
  });
  return {
    asOf: asOfOf(ds.days[i]),
    window,
    scope,
    method: 'pearson' as const,
    threshold: SIMILARITY_THRESHOLD,
    candidates,
    target: {
      security: s,
      from: ds.days[i - window + 1],
      to: ds.days[i],
      path: target.map((v) => r2((v / target[0]) * 100)),
    },
    matches: rows,
    stats,
  };
}
