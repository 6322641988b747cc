/**
 * Technical patterns (技术形态) recognised on the seeded daily bars, and their historical hit rates
 * (forward returns after each hit, with the sample size n). Plain rules a reader can check on the K-line.
 */
import type { MarketDataset } from './dataset';
import { toolsData } from './tools-data';

export interface PatternHit {
  strength: number;
  detail: string;
}

interface PatternDef {
  key: string;
  name: string;
  definition: string;
  /** Needs this many earlier days. */
  lookback: number;
  test: (c: number[], pct: number[], turnover: number[], open: number[], i: number) => PatternHit | null;
}

const r2 = (v: number) => Math.round(v * 100) / 100;
const mean = (xs: number[], from: number, to: number) => {
  let s = 0;
  for (let k = from; k < to; k += 1) s += xs[k];
  return s / (to - from);
};
/** Prefix sums per close array, so a moving average is two look-ups (5,000 stocks × 250 days). */
const prefixes = new WeakMap<number[], Float64Array>();
let lastSeries: number[] | null = null;
let lastPrefix: Float64Array = new Float64Array(0);
const ma = (c: number[], i: number, n: number) => {
  if (c !== lastSeries) {
    let p = prefixes.get(c);
    if (!p) {
      p = new Float64Array(c.length + 1);
      for (let k = 0; k < c.length; k += 1) p[k + 1] = p[k] + c[k];
      prefixes.set(c, p);
    }
    lastSeries = c;
    lastPrefix = p;
  }
  return (lastPrefix[i + 1] - lastPrefix[i - n + 1]) / n;
};
const maxOf = (xs: number[], from: number, to: number) => {
  let m = -Infinity;
  for (let k = from; k < to; k += 1) if (xs[k] > m) m = xs[k];
  return m;
};
const minOf = (xs: number[], from: number, to: number) => {
  let m = Infinity;
  for (let k = from; k < to; k += 1) if (xs[k] < m) m = xs[k];
  return m;
};

export const PATTERNS: PatternDef[] = [
  {
    key: 'new_high_60',
    name: '创60日新高',
    definition: '收盘价高于此前60个交易日的最高收盘价。',
    lookback: 60,
    test: (c, _p, _t, _o, i) => {
      const prior = maxOf(c, i - 60, i);
      return c[i] > prior
        ? {
            strength: r2((c[i] / prior - 1) * 100),
            detail: `前高 ${prior.toFixed(2)}，超出 ${r2((c[i] / prior - 1) * 100)}%`,
          }
        : null;
    },
  },
  {
    key: 'new_low_60',
    name: '创60日新低',
    definition: '收盘价低于此前60个交易日的最低收盘价。',
    lookback: 60,
    test: (c, _p, _t, _o, i) => {
      const prior = minOf(c, i - 60, i);
      return c[i] < prior
        ? {
            strength: r2((1 - c[i] / prior) * 100),
            detail: `前低 ${prior.toFixed(2)}，低于 ${r2((1 - c[i] / prior) * 100)}%`,
          }
        : null;
    },
  },
  {
    key: 'up_streak',
    name: '连续上涨',
    definition: '连续3个及以上交易日收盘上涨。',
    lookback: 5,
    test: (c, p, _t, _o, i) => {
      let n = 0;
      while (n < i && p[i - n] > 0) n += 1;
      return n >= 3 ? { strength: n, detail: `连涨${n}天，累计 ${r2((c[i] / c[i - n] - 1) * 100)}%` } : null;
    },
  },
  {
    key: 'break_ma20',
    name: '向上突破20日均线',
    definition: '前一日收盘在20日均线下方，当日收盘站上20日均线。',
    lookback: 21,
    test: (c, _p, _t, _o, i) => {
      const today = ma(c, i, 20);
      return c[i - 1] <= ma(c, i - 1, 20) && c[i] > today
        ? { strength: r2((c[i] / today - 1) * 100), detail: `收盘高于20日均线 ${r2((c[i] / today - 1) * 100)}%` }
        : null;
    },
  },
  {
    key: 'ma_bull',
    name: '均线多头排列',
    definition: '5日、10日、20日、60日均线自上而下依次排列，且为当日新形成。',
    lookback: 61,
    test: (c, _p, _t, _o, i) => {
      const aligned = (k: number) =>
        ma(c, k, 5) > ma(c, k, 10) && ma(c, k, 10) > ma(c, k, 20) && ma(c, k, 20) > ma(c, k, 60);
      return aligned(i) && !aligned(i - 1)
        ? {
            strength: r2((ma(c, i, 5) / ma(c, i, 60) - 1) * 100),
            detail: `5日线高于60日线 ${r2((ma(c, i, 5) / ma(c, i, 60) - 1) * 100)}%`,
          }
        : null;
    },
  },
  {
    key: 'volume_up',
    name: '放量上涨',
    definition: '当日换手率达到前5日平均的2倍以上，且收盘上涨。',
    lookback: 6,
    test: (_c, p, t, _o, i) => {
      const avg = mean(t, i - 5, i);
      return p[i] > 0 && t[i] >= 2 * avg
        ? { strength: r2(t[i] / avg), detail: `换手率 ${t[i].toFixed(2)}%，为前5日均值的 ${r2(t[i] / avg)} 倍` }
        : null;
    },
  },
  {
    key: 'big_yang',
    name: '一根大阳线',
    definition: '当日涨幅不低于7%，且收盘价高于开盘价6%以上。',
    lookback: 1,
    test: (c, p, _t, o, i) =>
      p[i] >= 7 && c[i] >= o[i] * 1.06
        ? { strength: p[i], detail: `涨幅 ${p[i].toFixed(2)}%，实体 ${r2((c[i] / o[i] - 1) * 100)}%` }
        : null,
  },
];
export const patternByKey = (key: string) => PATTERNS.find((p) => p.key === key);

export interface PatternBook {
  /** Hits per pattern per day index: code → hit. */
  hits: Map<string, Map<number, Map<string, PatternHit>>>;
}

const cache = new WeakMap<MarketDataset, PatternBook>();

export function patternBook(ds: MarketDataset): PatternBook {
  const found = cache.get(ds);
  if (found) return found;
  const tools = toolsData(ds);
  const hits = new Map<string, Map<number, Map<string, PatternHit>>>(PATTERNS.map((p) => [p.key, new Map()]));
  for (const security of ds.securities) {
    const series = ds.prices.get(security.code)!;
    const bars = tools.bars.get(security.code)!;
    for (const pattern of PATTERNS) {
      const byDay = hits.get(pattern.key)!;
      for (let i = pattern.lookback; i < ds.days.length; i += 1) {
        const hit = pattern.test(series.close, series.pct, bars.turnover, bars.open, i);
        if (!hit) continue;
        if (!byDay.has(i)) byDay.set(i, new Map());
        byDay.get(i)!.set(security.code, hit);
      }
    }
  }
  const book = { hits };
  cache.set(ds, book);
  return book;
}
