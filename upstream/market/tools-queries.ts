/**
 * Answers of the market tools II calls (lib/market/tools-schemas.ts), computed from the dataset and
 * its derived data (tools-data.ts, patterns.ts). Bad input is refused with §8 code 1003 and a Chinese
 * message; unknown codes with 404.
 */
import { pinyin } from 'pinyin-pro';
import type { Security } from '../../lib/market/schemas';
import { compareForSort, parseConditions, parseSort, screen, SCREENER_PRESETS, type ScreenerTable } from '../../lib/market/screener-rules';
import { aggregateReturns, DEFAULT_WINDOW, forwardReturn, FORWARD_HORIZONS, isValidWindow, prepareSeries, searchSimilar, SIMILARITY_THRESHOLD, windowFeatures, type PreparedSeries } from '../../lib/market/similarity';
import { warmDiagnosis } from './diagnosis';
import { GOLD_REPORT_TABS, type GoldReportTab, type HotPool, type RiskItem, type RiskKind, type ThemeTag } from '../../lib/market/tools-schemas';
import { UpstreamError } from '../core/types';
import type { MarketDataset } from './dataset';
import { patternBook, PATTERNS, patternByKey } from './patterns';
import { resolveDay } from './queries';
import { limitPrices, priceLimit } from './securities';
import { toolsData, type ToolsData } from './tools-data';

const r2 = (v: number) => Math.round(v * 100) / 100;
/**
 * Longest list one answer carries (a phone page's worth): with the whole market of ~5,000 stocks a
 * scan or ranking would otherwise ship thousands of rows. Counts and statistics still cover them all.
 */
export const LIST_ROWS = 100;
const latestIndex = (ds: MarketDataset) => ds.days.length - 1;
const asOfOf = (date: string) => `${date} 17:30`;

function security(ds: MarketDataset, code: string | null): Security {
  if (!code || !/^\d{6}$/.test(code)) throw new UpstreamError(1003, '请输入6位股票代码', 400);
  const found = ds.byCode.get(code);
  if (!found) throw new UpstreamError(404, `未找到证券 ${code}`, 404);
  return found;
}

function day(ds: MarketDataset, requested: string | null) {
  const resolved = resolveDay(ds, requested);
  return { ...resolved, index: ds.dayIndex.get(resolved.date)!, asOf: asOfOf(resolved.date) };
}

function tagsOf(tools: ToolsData, code: string): ThemeTag[] {
  return (tools.themes.ofStock.get(code) ?? []).map((e) => ({ code: e.theme.code, name: e.theme.name }));
}

function floatMvAt(ds: MarketDataset, code: string, i: number) {
  const s = ds.prices.get(code)!;
  return Math.round(s.floatMv * (s.close[i] / s.close[s.close.length - 1]));
}

function amplitude(ds: MarketDataset, tools: ToolsData, code: string, i: number) {
  const b = tools.bars.get(code)!;
  const c = ds.prices.get(code)!.close;
  const prev = i ? c[i - 1] : c[i];
  return r2(((b.high[i] - b.low[i]) / prev) * 100);
}

function ups(tools: ToolsData, code: string, i: number, span: number) {
  let n = 0;
  for (let k = Math.max(0, i - span + 1); k <= i; k += 1) if (tools.limitByDay.get(k)?.get(code)?.kind === 'up') n += 1;
  return n;
}

// ── Hot-stock pools ───────────────────────────────────────────────────────────────────────────
export function parsePool(value: string | null): HotPool {
  const pools: HotPool[] = ['zt', 'yzt', 'strong', 'new', 'broken', 'dt'];
  if (value === null || value === '') return 'zt';
  if (!(pools as string[]).includes(value)) throw new UpstreamError(1003, '缺少相关参数：pool', 400);
  return value as HotPool;
}

export function hotPool(ds: MarketDataset, pool: HotPool, requested: string | null) {
  const tools = toolsData(ds);
  const d = day(ds, requested);
  const i = d.index;
  const events = ds.limits.get(i) ?? [];
  const base = (code: string) => {
    const s = ds.byCode.get(code)!;
    const series = ds.prices.get(code)!;
    const bars = tools.bars.get(code)!;
    const f = tools.fundamentals.get(code)!;
    const prev = i ? series.close[i - 1] : series.close[i];
    const avg5 = i >= 5 ? (bars.turnover.slice(i - 5, i).reduce((a, b) => a + b, 0) / 5) : bars.turnover[i];
    return {
      ...s,
      close: series.close[i],
      pct: series.pct[i],
      amount: bars.amount[i],
      floatMv: floatMvAt(ds, code, i),
      turnoverRate: bars.turnover[i],
      amplitude: amplitude(ds, tools, code, i),
      limitPrice: limitPrices(prev, priceLimit(s)).up,
      sealAmount: null as number | null,
      firstSeal: null as string | null,
      lastSeal: null as string | null,
      openCount: null as number | null,
      boards: null as number | null,
      statUps: null as number | null,
      statDays: null as number | null,
      reasons: tagsOf(tools, code).slice(0, 3),
      reasonDetail: null as string | null,
      yesterdayBoards: null as number | null,
      newHigh: i >= 60 ? series.close[i] > Math.max(...series.close.slice(i - 60, i)) : null,
      volumeRatio: r2(bars.turnover[i] / avg5),
      listDate: f.listDate,
      openedDays: null as number | null,
    };
  };
  let rows: ReturnType<typeof base>[] = [];
  if (pool === 'zt' || pool === 'broken' || pool === 'dt') {
    const kind = pool === 'zt' ? 'up' : pool === 'broken' ? 'broken' : 'down';
    rows = events
      .filter((e) => e.kind === kind)
      .map((e) => {
        const row = base(e.code);
        const entry = tools.themes.ofStock.get(e.code)?.[0];
        let downs = 0;
        if (kind === 'down') while (i - downs >= 0 && tools.limitByDay.get(i - downs)?.get(e.code)?.kind === 'down') downs += 1;
        return {
          ...row,
          limitPrice: kind === 'down' ? limitPrices(i ? ds.prices.get(e.code)!.close[i - 1] : row.close, priceLimit(row)).down : row.limitPrice,
          sealAmount: kind === 'broken' ? null : Math.round(e.sealShare * row.floatMv),
          firstSeal: e.firstSeal,
          lastSeal: e.lastSeal,
          openCount: e.openCount,
          boards: kind === 'up' ? tools.boards.get(e.code)![i] : kind === 'down' ? downs : null,
          statUps: kind === 'down' ? null : ups(tools, e.code, i, 10),
          statDays: kind === 'down' ? null : 10,
          reasonDetail: kind === 'up' && entry ? entry.reason : null,
        };
      });
  } else if (pool === 'yzt') {
    rows = (i ? ds.limits.get(i - 1) ?? [] : []).filter((e) => e.kind === 'up').map((e) => ({ ...base(e.code), firstSeal: e.firstSeal, lastSeal: e.lastSeal, yesterdayBoards: tools.boards.get(e.code)![i - 1], boards: tools.boards.get(e.code)![i] || null }));
  } else if (pool === 'strong') {
    const limited = new Set(events.filter((e) => e.kind === 'up').map((e) => e.code));
    rows = ds.securities
      .filter((s) => !limited.has(s.code))
      .map((s) => ({ ...base(s.code), statUps: ups(tools, s.code, i, 20), statDays: 20 }))
      .filter((r) => r.newHigh || (r.statUps ?? 0) >= 2 || (r.pct >= 5 && (r.volumeRatio ?? 0) >= 1.5))
      .sort((a, b) => b.pct - a.pct || a.code.localeCompare(b.code))
      .slice(0, 60)
      .map((r) => ({ ...r, reasonDetail: [r.newHigh ? '60日新高' : '', (r.statUps ?? 0) >= 2 ? `近20日${r.statUps}次涨停` : '', r.pct >= 5 && (r.volumeRatio ?? 0) >= 1.5 ? '放量大涨' : ''].filter(Boolean).join('、') }));
  } else {
    rows = ds.securities
      .map((s) => ({ s, f: tools.fundamentals.get(s.code)! }))
      .filter(({ f }) => f.listDate !== null && f.listDate <= d.date)
      .map(({ s, f }) => {
        const listed = ds.dayIndex.get(f.listDate!) ?? 0;
        let sealed = listed;
        while (sealed < i && tools.limitByDay.get(sealed + 1)?.get(s.code)?.kind === 'up') sealed += 1;
        return { ...base(s.code), openedDays: i - sealed };
      });
  }
  const summaryEvents = (kind: string) => events.filter((e) => e.kind === kind).length;
  const zt = summaryEvents('up');
  const broken = summaryEvents('broken');
  const ladder = new Map<number, { code: string; name: string; market: 'sh' | 'sz' | 'bj'; reasons: ThemeTag[] }[]>();
  for (const e of events.filter((x) => x.kind === 'up')) {
    const n = tools.boards.get(e.code)![i];
    const s = ds.byCode.get(e.code)!;
    if (!ladder.has(n)) ladder.set(n, []);
    ladder.get(n)!.push({ code: s.code, name: s.name, market: s.market, reasons: tagsOf(tools, s.code).slice(0, 1) });
  }
  return {
    date: d.date,
    requestedDate: d.requestedDate,
    rolledBack: d.rolledBack,
    asOf: d.asOf,
    pool,
    summary: { zt, broken, dt: summaryEvents('down'), sealRate: zt + broken ? r2((zt / (zt + broken)) * 100) : null, highest: Math.max(0, ...ladder.keys()) },
    rows,
    ladder: [...ladder.entries()].sort((a, b) => b[0] - a[0]).map(([boards, stocks]) => ({ boards, stocks })),
  };
}

export function rising(ds: MarketDataset, requested: string | null) {
  const tools = toolsData(ds);
  const d = day(ds, requested);
  const i = d.index;
  const today = tools.heatRank.get(i)!;
  const before = i ? tools.heatRank.get(i - 1)! : null;
  const previous = new Map(before?.map((code, k) => [code, k + 1]) ?? []);
  const rows = today.slice(0, 100).map((code, k) => {
    const s = ds.byCode.get(code)!;
    const series = ds.prices.get(code)!;
    const event = tools.limitByDay.get(i)?.get(code);
    const prev = previous.get(code) ?? null;
    const boards = tools.boards.get(code)![i];
    const why = event?.kind === 'up' ? (boards > 1 ? `${boards}连板` : '涨停') : event?.kind === 'broken' ? '盘中炸板' : event?.kind === 'down' ? '跌停' : ds.listingsByDay.get(d.date)?.some((l) => l.code === code) ? '登上龙虎榜' : `换手率 ${tools.bars.get(code)!.turnover[i].toFixed(2)}%`;
    return { ...s, rank: k + 1, previousRank: prev, rankChange: prev === null ? null : prev - (k + 1), heat: tools.heat.get(code)![i], close: series.close[i], pct: series.pct[i], turnoverRate: tools.bars.get(code)!.turnover[i], tags: tagsOf(tools, code).slice(0, 2), why };
  });
  rows.sort((a, b) => (b.rankChange ?? -Infinity) - (a.rankChange ?? -Infinity) || a.rank - b.rank);
  return { date: d.date, requestedDate: d.requestedDate, rolledBack: d.rolledBack, asOf: d.asOf, rows: rows.slice(0, 50) };
}

// ── Margin ────────────────────────────────────────────────────────────────────────────────────
export function parseMarginWindow(value: string | null): number {
  if (value === null || value === '') return 1;
  const n = Number(value);
  if (![1, 3, 5, 10].includes(n)) throw new UpstreamError(1003, '统计区间仅支持1、3、5、10日', 400);
  return n;
}

function marginTotals(ds: MarketDataset, tools: ToolsData, codes: string[], i: number) {
  const t = { rzye: 0, rzmre: 0, rzche: 0, rqye: 0, rqyl: 0, rqmcl: 0, rzrqye: 0 };
  for (const code of codes) {
    const m = tools.margin.get(code)?.[i];
    if (!m) continue;
    const close = ds.prices.get(code)!.close[i];
    t.rzye += m.rzye;
    t.rzmre += m.rzmre;
    t.rzche += m.rzche;
    t.rqyl += m.rqyl;
    t.rqmcl += m.rqmcl;
    t.rqye += Math.round(m.rqyl * close);
  }
  t.rzrqye = t.rzye + t.rqye;
  return t;
}

export function marginSummary(ds: MarketDataset, window: number) {
  const tools = toolsData(ds);
  const i = latestIndex(ds);
  const date = ds.days[i];
  const codesOf = (market: 'sh' | 'sz' | 'bj') => ds.securities.filter((s) => s.market === market && tools.margin.has(s.code)).map((s) => s.code);
  const labels = { sh: '沪市', sz: '深市', bj: '北交所' } as const;
  const exchanges = (['sh', 'sz', 'bj'] as const).map((exchange) => ({ exchange, label: labels[exchange], ...marginTotals(ds, tools, codesOf(exchange), i) }));
  const all = [...tools.margin.keys()];
  const history = ds.days.slice(-120).map((date, k) => {
    const at = ds.days.length - 120 + k;
    const t = marginTotals(ds, tools, all, at);
    return { date, rzye: t.rzye, rzrqye: t.rzrqye, indexClose: ds.flows.sh[at].indexClose };
  });
  const ranking = all.map((code) => {
    const m = tools.margin.get(code)!;
    const series = ds.prices.get(code)!;
    let netBuy = 0;
    for (let k = i - window + 1; k <= i; k += 1) netBuy += m[k].rzmre - m[k].rzche;
    const before = m[i - window].rzye;
    return { ...ds.byCode.get(code)!, close: series.close[i], pct: series.pct[i], rzye: m[i].rzye, netBuy, change: m[i].rzye - before, changePct: r2((m[i].rzye / before - 1) * 100) };
  });
  ranking.sort((a, b) => b.netBuy - a.netBuy || a.code.localeCompare(b.code));
  ranking.splice(LIST_ROWS);
  const total = marginTotals(ds, tools, all, i);
  return { date, requestedDate: date, rolledBack: false, asOf: asOfOf(date), exchanges, total, history, window, ranking };
}

export function marginStock(ds: MarketDataset, code: string | null) {
  const s = security(ds, code);
  const tools = toolsData(ds);
  const m = tools.margin.get(s.code);
  if (!m) throw new UpstreamError(404, `${s.name}不是融资融券标的`, 404);
  const series = ds.prices.get(s.code)!;
  const i = latestIndex(ds);
  const days = [];
  for (let k = i; k > i - 30; k -= 1) {
    const x = m[k];
    const rqye = Math.round(x.rqyl * series.close[k]);
    days.push({ date: ds.days[k], rzye: x.rzye, rzmre: x.rzmre, rzche: x.rzche, rzjme: x.rzmre - x.rzche, rqye, rqyl: x.rqyl, rqmcl: x.rqmcl, rqchl: x.rqchl, rzrqye: x.rzye + rqye });
  }
  return { asOf: asOfOf(ds.days[i]), security: s, close: series.close[i], pct: series.pct[i], days };
}

// ── Themes ────────────────────────────────────────────────────────────────────────────────────
function themeRows(ds: MarketDataset, tools: ToolsData, i: number) {
  const rows = tools.themes.themes.map((t) => {
    const pcts = t.members.map((c) => ds.prices.get(c)!.pct[i]);
    const pct = r2(pcts.reduce((a, b) => a + b, 0) / Math.max(1, pcts.length));
    const limitUps = t.members.filter((c) => tools.limitByDay.get(i)?.get(c)?.kind === 'up').length;
    const mainNet = t.members.reduce((a, c) => a + tools.bars.get(c)!.mainNet[i], 0);
    const leaderCode = [...t.members].sort((a, b) => ds.prices.get(b)!.pct[i] - ds.prices.get(a)!.pct[i] || a.localeCompare(b))[0];
    const leader = ds.byCode.get(leaderCode)!;
    const heat = Math.round(t.members.reduce((a, c) => a + tools.heat.get(c)![i], 0) / Math.max(1, t.members.length) + limitUps * 400);
    const strength = Math.max(0, Math.min(100, Math.round(50 + pct * 6 + limitUps * 3)));
    return { code: t.code, name: t.name, pct, heat, strength, limitUps, mainNet, members: t.members.length, leader: { code: leader.code, name: leader.name, market: leader.market, pct: ds.prices.get(leader.code)!.pct[i] } };
  });
  return rows.sort((a, b) => b.heat - a.heat || a.code.localeCompare(b.code));
}

const themeLists = new WeakMap<MarketDataset, Map<string, ReturnType<typeof buildThemeList>>>();

export function themeList(ds: MarketDataset, requested: string | null) {
  const d = day(ds, requested);
  let byDate = themeLists.get(ds);
  if (!byDate) themeLists.set(ds, (byDate = new Map()));
  let list = byDate.get(d.date);
  if (!list) byDate.set(d.date, (list = buildThemeList(ds, d.date)));
  return { ...list, requestedDate: d.requestedDate, rolledBack: d.rolledBack };
}

function buildThemeList(ds: MarketDataset, date: string) {
  const tools = toolsData(ds);
  const d = day(ds, date);
  const today = themeRows(ds, tools, d.index);
  const before = d.index ? themeRows(ds, tools, d.index - 1).map((r) => r.code) : [];
  return {
    date: d.date,
    requestedDate: d.requestedDate,
    rolledBack: d.rolledBack,
    asOf: d.asOf,
    rows: today.map((r, k) => ({ ...r, rank: k + 1, rankChange: before.length ? before.indexOf(r.code) - k : null })),
  };
}

export function themeDetail(ds: MarketDataset, code: string | null, requested: string | null) {
  const tools = toolsData(ds);
  if (!code || !/^\d{5}$/.test(code)) throw new UpstreamError(1003, '请提供5位题材代码', 400);
  const theme = tools.themes.byCode.get(code);
  if (!theme) throw new UpstreamError(404, `未找到题材 ${code}`, 404);
  const list = themeList(ds, requested);
  const row = list.rows.find((r) => r.code === code)!;
  const i = ds.dayIndex.get(list.date)!;
  const members = theme.members.map((c) => {
    const s = ds.byCode.get(c)!;
    const series = ds.prices.get(c)!;
    return { ...s, close: series.close[i], pct: series.pct[i], mainNet: tools.bars.get(c)!.mainNet[i], boards: tools.boards.get(c)![i], limitUp: tools.limitByDay.get(i)?.get(c)?.kind === 'up', leader: false, reason: tools.themes.ofStock.get(c)!.find((e) => e.theme.code === code)!.reason };
  });
  members.sort((a, b) => b.boards - a.boards || b.pct - a.pct || a.code.localeCompare(b.code));
  members.slice(0, 3).forEach((m) => (m.leader = true));
  const flows = ds.days.slice(Math.max(0, i - 29), i + 1).map((date) => {
    const k = ds.dayIndex.get(date)!;
    return { date, mainNet: theme.members.reduce((a, c) => a + tools.bars.get(c)!.mainNet[k], 0), pct: r2(theme.members.reduce((a, c) => a + ds.prices.get(c)!.pct[k], 0) / theme.members.length) };
  });
  const catalysts = theme.catalysts.filter((c) => i - c.daysAgo >= 0).map((c) => ({ date: ds.days[i - c.daysAgo], title: c.title }));
  return { date: list.date, requestedDate: list.requestedDate, rolledBack: list.rolledBack, asOf: list.asOf, theme: { ...row, intro: theme.intro }, members: members.slice(0, LIST_ROWS), flows, catalysts };
}

// ── Patterns ──────────────────────────────────────────────────────────────────────────────────
const STATS_HORIZONS = [1, 5, 10];
const STATS_SPAN = 120;

function patternStats(ds: MarketDataset, key: string) {
  const book = patternBook(ds);
  const byDay = book.hits.get(key)!;
  const i = latestIndex(ds);
  return STATS_HORIZONS.map((h) => {
    const values: (number | null)[] = [];
    for (let k = i - STATS_SPAN; k <= i; k += 1) for (const code of byDay.get(k)?.keys() ?? []) values.push(forwardReturn(ds.prices.get(code)!.close, k, h));
    const a = aggregateReturns(values);
    return { horizon: h, n: a.n, winRate: a.winRate === null ? null : r2(a.winRate), mean: a.mean === null ? null : r2(a.mean), median: a.median === null ? null : r2(a.median) };
  });
}

function patternInfo(ds: MarketDataset, key: string, i: number) {
  const def = patternByKey(key)!;
  return { key, name: def.name, definition: def.definition, hits: patternBook(ds).hits.get(key)!.get(i)?.size ?? 0, stats: patternStats(ds, key) };
}

export function patternGallery(ds: MarketDataset, requested: string | null) {
  const d = day(ds, requested);
  return { date: d.date, requestedDate: d.requestedDate, rolledBack: d.rolledBack, asOf: d.asOf, from: ds.days[latestIndex(ds) - STATS_SPAN], patterns: PATTERNS.map((p) => patternInfo(ds, p.key, d.index)) };
}

export function patternHits(ds: MarketDataset, key: string | null, requested: string | null) {
  if (!key || !patternByKey(key)) throw new UpstreamError(1003, '未知的技术形态', 400);
  const d = day(ds, requested);
  const byDay = patternBook(ds).hits.get(key)!;
  const rows = [...(byDay.get(d.index)?.entries() ?? [])]
    .map(([code, hit]) => ({ ...ds.byCode.get(code)!, close: ds.prices.get(code)!.close[d.index], pct: ds.prices.get(code)!.pct[d.index], strength: hit.strength, detail: hit.detail }))
    .sort((a, b) => b.strength - a.strength || a.code.localeCompare(b.code))
    .slice(0, LIST_ROWS);
  const history = [];
  for (let k = latestIndex(ds) - 10; k >= latestIndex(ds) - 40 && history.length < 30; k -= 1) {
    for (const code of byDay.get(k)?.keys() ?? []) {
      const c = ds.prices.get(code)!.close;
      if (history.length < 30) history.push({ ...ds.byCode.get(code)!, date: ds.days[k], close: c[k], d1: nullable(forwardReturn(c, k, 1)), d5: nullable(forwardReturn(c, k, 5)), d10: nullable(forwardReturn(c, k, 10)) });
    }
  }
  return { date: d.date, requestedDate: d.requestedDate, rolledBack: d.rolledBack, asOf: d.asOf, from: ds.days[latestIndex(ds) - STATS_SPAN], pattern: patternInfo(ds, key, d.index), rows, history };
}

const nullable = (v: number | null) => (v === null ? null : r2(v));

// ── Risk scan ─────────────────────────────────────────────────────────────────────────────────
function riskItems(ds: MarketDataset, tools: ToolsData, code: string): RiskItem[] {
  const f = tools.fundamentals.get(code)!;
  const latest = ds.days[latestIndex(ds)];
  const items: RiskItem[] = [];
  items.push({ kind: 'pledge', severity: f.pledge >= 50 ? 'high' : f.pledge >= 30 ? 'medium' : f.pledge > 0 ? 'low' : 'none', value: f.pledge ? `${f.pledge.toFixed(2)}%` : '无质押', detail: f.pledge ? `控股股东累计质押占其持股 ${f.pledge.toFixed(2)}%` : '未披露股权质押', dataDate: latest });
  if (f.unlock) {
    const ahead = f.unlock.date >= ds.today;
    items.push({ kind: 'unlock', severity: ahead ? (f.unlock.shareOfFloat >= 20 ? 'high' : f.unlock.shareOfFloat >= 5 ? 'medium' : 'low') : 'low', value: `${f.unlock.shareOfFloat.toFixed(2)}%`, detail: `${f.unlock.date} ${ahead ? '将' : '已'}解禁，占流通股 ${f.unlock.shareOfFloat.toFixed(2)}%`, dataDate: latest });
  } else items.push({ kind: 'unlock', severity: 'none', value: '无', detail: '近期无限售股解禁', dataDate: latest });
  items.push({ kind: 'goodwill', severity: f.goodwill >= 50 ? 'high' : f.goodwill >= 20 ? 'medium' : f.goodwill > 0 ? 'low' : 'none', value: `${f.goodwill.toFixed(2)}%`, detail: `商誉占净资产 ${f.goodwill.toFixed(2)}%（三季报）`, dataDate: f.reportDate });
  items.push({ kind: 'st', severity: f.st ? 'high' : 'none', value: f.st ? '已实施风险警示' : '无', detail: f.st ? '最近两个会计年度净利润为负，已被实施其他风险警示' : '未被实施风险警示', dataDate: f.reportDate });
  const auditLevel = f.audit === '标准无保留意见' ? 'none' : f.audit === '带强调事项段的无保留意见' ? 'low' : 'high';
  items.push({ kind: 'audit', severity: auditLevel, value: f.audit, detail: `最近年报审计意见：${f.audit}`, dataDate: '2026-04-28' });
  items.push({ kind: 'investigation', severity: f.investigation ? 'high' : 'none', value: f.investigation ? '立案调查中' : '无', detail: f.investigation ?? '未发现立案调查公告', dataDate: f.investigation ? ds.days[latestIndex(ds) - 12] : latest });
  const bad = f.forecast.type === '首亏' || f.forecast.type === '续亏' ? 'high' : f.forecast.type === '预减' ? 'medium' : f.forecast.type === '略减' ? 'low' : 'none';
  items.push({ kind: 'forecast', severity: bad, value: f.forecast.type, detail: `年度业绩预告：${f.forecast.type}，净利润同比 ${f.forecast.change > 0 ? '+' : ''}${f.forecast.change.toFixed(2)}%`, dataDate: f.forecast.date });
  return items;
}

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2, none: 3 } as const;

export function stockRisk(ds: MarketDataset, code: string | null) {
  const s = security(ds, code);
  const tools = toolsData(ds);
  const items = riskItems(ds, tools, s.code).sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const i = latestIndex(ds);
  return { asOf: asOfOf(ds.days[i]), security: s, close: ds.prices.get(s.code)!.close[i], pct: ds.prices.get(s.code)!.pct[i], level: items[0]?.severity ?? 'none', items };
}

export function parseRiskKind(value: string | null): RiskKind {
  const kinds: RiskKind[] = ['pledge', 'unlock', 'goodwill', 'st', 'audit', 'investigation', 'forecast'];
  if (value === null || value === '') return 'pledge';
  if (!(kinds as string[]).includes(value)) throw new UpstreamError(1003, '未知的排雷项目', 400);
  return value as RiskKind;
}

export function riskScan(ds: MarketDataset, kind: RiskKind) {
  const tools = toolsData(ds);
  const rows = ds.securities.map((s) => ({ ...s, item: riskItems(ds, tools, s.code).find((x) => x.kind === kind)! }));
  const counts = { high: 0, medium: 0, low: 0, none: 0 };
  for (const r of rows) counts[r.item.severity] += 1;
  return { asOf: asOfOf(ds.days[latestIndex(ds)]), kind, counts, rows: rows.filter((r) => r.item.severity !== 'none').sort((a, b) => SEVERITY_ORDER[a.item.severity] - SEVERITY_ORDER[b.item.severity] || a.code.localeCompare(b.code)).slice(0, LIST_ROWS) };
}

// ── Screener ──────────────────────────────────────────────────────────────────────────────────
const tables = new WeakMap<MarketDataset, ScreenerTable>();

/** One column per screener condition over every security at the latest day (NaN = not known). */
export function screenerTable(ds: MarketDataset): ScreenerTable {
  const found = tables.get(ds);
  if (found) return found;
  const tools = toolsData(ds);
  const i = latestIndex(ds);
  const size = ds.securities.length;
  const keys = ['pct', 'pct5', 'turnover', 'floatMv', 'upStreak', 'maGap20', 'high60', 'mainNet5', 'marginNet5', 'pe', 'pb', 'roe', 'dividend', 'pledge', 'goodwill'];
  const columns: Record<string, Float64Array> = Object.fromEntries(keys.map((k) => [k, new Float64Array(size).fill(Number.NaN)]));
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

export function screener(ds: MarketDataset, text: string | null, limit: number, sortKey: string | null = null, sortOrder: string | null = null) {
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
  const shown = keyed.sort((a, b) => compareForSort(a, b, sort.order)).slice(0, Math.max(1, Math.min(100, limit))).map((x) => x.row);
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
      for (const c of parsed.conditions) values[c.key] = Number.isNaN(table.columns[c.key][row]) ? null : table.columns[c.key][row];
      return { ...s, close: ds.prices.get(s.code)!.close[i], pct: ds.prices.get(s.code)!.pct[i], values };
    }),
  };
}

// ── Similar K-line ────────────────────────────────────────────────────────────────────────────
export function parseWindow(value: string | null): number {
  if (value === null || value === '') return 20;
  // Digits only, as the BFF checks it (lib/market/tool-params.ts): '1e1', ' 20' or '20.0' are not windows.
  const n = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!isValidWindow(n)) throw new UpstreamError(1003, '窗口须为5至120个交易日', 400);
  return n;
}

/** The screener's row limit: 1–100 (default 50); anything else is refused, not read as NaN. */
export function parseLimit(value: string | null): number {
  if (value === null || value === '') return 50;
  const n = /^\d{1,3}$/.test(value) ? Number(value) : Number.NaN;
  if (!(n >= 1 && n <= 100)) throw new UpstreamError(1003, '条数须为1至100', 400);
  return n;
}

/** The search's per-series precomputation (window features per length), kept with the dataset. */
const preparedSeries = new WeakMap<MarketDataset, Map<string, PreparedSeries>>();
function preparedOf(ds: MarketDataset, codes: string[]): PreparedSeries[] {
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
  const prepared = preparedOf(ds, pool.map((x) => x.code));
  // Only windows at or above the threshold are 相似: listed, and counted in the statistics below.
  const { matches, candidates } = searchSimilar({ target, series, prepared, exclude: { series: self, from: i - window + 1, to: i }, top: 10, minSimilarity: SIMILARITY_THRESHOLD });
  const rows = matches.map((m) => {
    const xs = series[m.series];
    const start = m.end - window + 1;
    const forward = Object.fromEntries(FORWARD_HORIZONS.map((h) => [`d${h}`, nullable(forwardReturn(xs, m.end, h))])) as Record<'d1' | 'd3' | 'd5' | 'd10' | 'd20', number | null>;
    const path = xs.slice(start, Math.min(xs.length, m.end + 21)).map((v) => r2((v / xs[start]) * 100));
    return { security: pool[m.series], from: ds.days[start], to: ds.days[m.end], similarity: Math.round(m.similarity * 10000) / 10000, forward, path };
  });
  const stats = FORWARD_HORIZONS.map((h) => {
    const a = aggregateReturns(rows.map((r) => r.forward[`d${h}` as 'd1']));
    return { horizon: h, n: a.n, winRate: a.winRate === null ? null : r2(a.winRate), mean: a.mean === null ? null : r2(a.mean), median: a.median === null ? null : r2(a.median) };
  });
  return {
    asOf: asOfOf(ds.days[i]),
    window,
    scope,
    method: 'pearson' as const,
    threshold: SIMILARITY_THRESHOLD,
    candidates,
    target: { security: s, from: ds.days[i - window + 1], to: ds.days[i], path: target.map((v) => r2((v / target[0]) * 100)) },
    matches: rows,
    stats,
  };
}

// ── Stock page and search ─────────────────────────────────────────────────────────────────────
export function stockPage(ds: MarketDataset, code: string | null) {
  const s = security(ds, code);
  const tools = toolsData(ds);
  const i = latestIndex(ds);
  const series = ds.prices.get(s.code)!;
  const b = tools.bars.get(s.code)!;
  const f = tools.fundamentals.get(s.code)!;
  const m = tools.margin.get(s.code);
  const from = Math.max(0, i - 119, f.listDate ? ds.dayIndex.get(f.listDate) ?? 0 : 0);
  const kline = [];
  for (let k = from; k <= i; k += 1) kline.push({ date: ds.days[k], open: b.open[k], high: b.high[k], low: b.low[k], close: series.close[k], rzye: m ? m[k].rzye : null });
  const book = patternBook(ds);
  const patterns = PATTERNS.filter((p) => book.hits.get(p.key)!.get(i)?.has(s.code)).map((p) => ({ key: p.key, name: p.name }));
  const held = new Set((ds.holdings.get(ds.quarters[0]) ?? []).map((r) => r.code));
  return {
    asOf: asOfOf(ds.days[i]),
    security: s,
    quote: { date: ds.days[i], close: series.close[i], pct: series.pct[i], open: b.open[i], high: b.high[i], low: b.low[i], amount: b.amount[i], turnoverRate: b.turnover[i], floatMv: floatMvAt(ds, s.code, i), totalMv: Math.round(series.totalShares * series.close[i]), pe: f.pe, pb: f.pb },
    kline,
    themes: tagsOf(tools, s.code),
    has: { lhb: tools.listingsByCode.has(s.code), northbound: held.has(s.code), margin: Boolean(m), limitUp: tools.boards.get(s.code)![i] > 0, patterns },
  };
}

const initialsCache = new WeakMap<MarketDataset, Map<string, string>>();

/** Pinyin initials of each name (贵州茅台 → gzmt), worked out once per dataset. */
function initialsOf(ds: MarketDataset): Map<string, string> {
  let map = initialsCache.get(ds);
  if (!map) {
    map = new Map(ds.securities.map((s) => [s.code, pinyin(s.name, { pattern: 'first', toneType: 'none', type: 'array' }).join('').toLowerCase()]));
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
  return { rows, hot: tools.heatRank.get(i)!.slice(0, 10).map((c) => quote(ds.byCode.get(c)!)) };
}

export function hotSearches(ds: MarketDataset) {
  const tools = toolsData(ds);
  const i = latestIndex(ds);
  return { rows: [], hot: tools.heatRank.get(i)!.slice(0, 10).map((c) => ({ ...ds.byCode.get(c)!, close: ds.prices.get(c)!.close[i], pct: ds.prices.get(c)!.pct[i] })) };
}

/** Derived data of the date, built at start-up beside the dataset (about a second) instead of in a request. */
export function warmTools(ds: MarketDataset) {
  for (const step of warmSteps(ds)) step();
}

/**
 * warmTools as separate steps (each at most a couple of seconds of CPU with ~5,000 stocks), so the
 * server can answer between them. With the whole market these are seconds of work at first use, past
 * a request's deadline: the search's pinyin initials, the similar search's features for its default
 * window and the diagnosis ranks included.
 */
export function warmSteps(ds: MarketDataset): (() => void)[] {
  return [
    () => toolsData(ds),
    () => patternBook(ds),
    () => screenerTable(ds),
    () => initialsOf(ds),
    () => {
      for (const p of preparedOf(ds, ds.securities.map((s) => s.code))) windowFeatures(p, DEFAULT_WINDOW);
    },
    () => warmDiagnosis(ds),
  ];
}

// ── 金牌研报 (upstream/market/reports.ts) ─────────────────────────────────────────────────────
export function parseGoldTab(value: string | null): GoldReportTab {
  if (value === null || value === '') return 'all';
  if (!(GOLD_REPORT_TABS as readonly string[]).includes(value)) throw new UpstreamError(1003, '未知的研报分类', 400);
  return value as GoldReportTab;
}

// ── Strategies (AI智能选股, 选股方案) ─────────────────────────────────────────────────────────
export function strategies(ds: MarketDataset) {
  const table = screenerTable(ds);
  const i = latestIndex(ds);
  const boards = SCREENER_PRESETS.map((preset) => {
    const parsed = parseConditions(preset.conditions);
    const hits = parsed.ok ? [...screen(table, parsed.conditions)] : [];
    const members = hits.map((row) => ds.securities[row]);
    const avg = (values: number[]) => (values.length ? r2(values.reduce((a, b) => a + b, 0) / values.length) : null);
    const top = [...members].sort((a, b) => ds.prices.get(b.code)!.pct[i] - ds.prices.get(a.code)!.pct[i] || a.code.localeCompare(b.code)).slice(0, 3);
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
