/**
 * The stock page's tool summary and the stock search by code, name or pinyin initials.
 */
import { pinyin } from 'pinyin-pro';
import type { Security } from '@/lib/market/security-schemas';
import { UpstreamError } from '@/upstream/core/types';
import type { MarketDataset } from './dataset';
import { patternBook, PATTERNS } from './patterns';
import { toolsData } from './tools-data';
import { latestIndex, asOfOf, security, tagsOf, floatMvAt } from './tool-basics';

export function stockPage(ds: MarketDataset, code: string | null) {
  const s = security(ds, code);
  const tools = toolsData(ds);
  const i = latestIndex(ds);
  const series = ds.prices.get(s.code)!;
  const b = tools.bars.get(s.code)!;
  const f = tools.fundamentals.get(s.code)!;
  const m = tools.margin.get(s.code);
  const from = Math.max(0, i - 119, f.listDate ? (ds.dayIndex.get(f.listDate) ?? 0) : 0);
  const kline = [];
  for (let k = from; k <= i; k += 1)
    kline.push({
      date: ds.days[k],
      open: b.open[k],
      high: b.high[k],
      low: b.low[k],
      close: series.close[k],
      rzye: m ? m[k].rzye : null,
    });
  const book = patternBook(ds);
  const patterns = PATTERNS.filter((p) => book.hits.get(p.key)!.get(i)?.has(s.code)).map((p) => ({
    key: p.key,
    name: p.name,
  }));
  const held = new Set((ds.holdings.get(ds.quarters[0]) ?? []).map((r) => r.code));
  return {
    asOf: asOfOf(ds.days[i]),
    security: s,
    quote: {
      date: ds.days[i],
      close: series.close[i],
      pct: series.pct[i],
      open: b.open[i],
      high: b.high[i],
      low: b.low[i],
      amount: b.amount[i],
      turnoverRate: b.turnover[i],
      floatMv: floatMvAt(ds, s.code, i),
      totalMv: Math.round(series.totalShares * series.close[i]),
      pe: f.pe,
      pb: f.pb,
    },
    kline,
    themes: tagsOf(tools, s.code),
    has: {
      lhb: tools.listingsByCode.has(s.code),
      northbound: held.has(s.code),
      margin: Boolean(m),
      limitUp: tools.boards.get(s.code)![i] > 0,
      patterns,
    },
  };
}

const initialsCache = new WeakMap<MarketDataset, Map<string, string>>();

/** Pinyin initials of each name (贵州茅台 → gzmt), worked out once per dataset. */
export function initialsOf(ds: MarketDataset): Map<string, string> {
  let map = initialsCache.get(ds);
  if (!map) {
    map = new Map(
      ds.securities.map((s) => [
        s.code,
        pinyin(s.name, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase(),
      ]),
    );
    initialsCache.set(ds, map);
  }
  return map;
}

export function stockSearch(ds: MarketDataset, q: string | null) {
  const text = (q ?? '').trim();
  if (!text) throw new UpstreamError(1003, '请输入股票代码、名称或拼音首字母', 400);
  if (text.length > 20) throw new UpstreamError(1003, '搜索内容不能超过20个字', 400);
  const tools = toolsData(ds);
  const i = latestIndex(ds);
  const initials = initialsOf(ds);
  const lower = text.toLowerCase();
  const score = (s: Security) => {
    const py = initials.get(s.code)!;
    if (s.code === text || s.name === text) return 0;
    if (s.code.startsWith(text) || py.startsWith(lower) || s.name.startsWith(text)) return 1;
    if (s.code.includes(text) || s.name.includes(text) || py.includes(lower)) return 2;
    return -1;
  };
  const quote = (s: Security) => ({ ...s, close: ds.prices.get(s.code)!.close[i], pct: ds.prices.get(s.code)!.pct[i] });
  const rows = ds.securities
    .map((s) => ({ s, rank: score(s) }))
    .filter((x) => x.rank >= 0)
    .sort((a, b) => a.rank - b.rank || a.s.code.localeCompare(b.s.code))
    .slice(0, 30)
    .map(({ s }) => ({ ...quote(s), initials: initials.get(s.code)! }));
  return {
    rows,
    hot: tools.heatRank
      .get(i)!
      .slice(0, 10)
      .map((c) => quote(ds.byCode.get(c)!)),
  };
}

export function hotSearches(ds: MarketDataset) {
  const tools = toolsData(ds);
  const i = latestIndex(ds);
  return {
    rows: [],
    hot: tools.heatRank
      .get(i)!
      .slice(0, 10)
      .map((c) => ({ ...ds.byCode.get(c)!, close: ds.prices.get(c)!.close[i], pct: ds.prices.get(c)!.pct[i] })),
  };
}
