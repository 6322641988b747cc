/**
 * 融资融券: the market's margin balances over a window and one stock's margin history.
 */
import { UpstreamError } from '@/upstream/core/types';
import type { MarketDataset } from './dataset';
import { toolsData, type ToolsData } from './tools-data';
import { r2, LIST_ROWS, latestIndex, asOfOf, security } from './tool-basics';

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
  const codesOf = (market: 'sh' | 'sz' | 'bj') =>
    ds.securities.filter((s) => s.market === market && tools.margin.has(s.code)).map((s) => s.code);
  const labels = { sh: '沪市', sz: '深市', bj: '北交所' } as const;
  const exchanges = (['sh', 'sz', 'bj'] as const).map((exchange) => ({
    exchange,
    label: labels[exchange],
    ...marginTotals(ds, tools, codesOf(exchange), i),
  }));
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
    return {
      ...ds.byCode.get(code)!,
      close: series.close[i],
      pct: series.pct[i],
      rzye: m[i].rzye,
      netBuy,
      change: m[i].rzye - before,
      changePct: r2((m[i].rzye / before - 1) * 100),
    };
  });
  ranking.sort((a, b) => b.netBuy - a.netBuy || a.code.localeCompare(b.code));
  ranking.splice(LIST_ROWS);
  const total = marginTotals(ds, tools, all, i);
  return {
    date,
    requestedDate: date,
    rolledBack: false,
    asOf: asOfOf(date),
    exchanges,
    total,
    history,
    window,
    ranking,
  };
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
    days.push({
      date: ds.days[k],
      rzye: x.rzye,
      rzmre: x.rzmre,
      rzche: x.rzche,
      rzjme: x.rzmre - x.rzche,
      rqye,
      rqyl: x.rqyl,
      rqmcl: x.rqmcl,
      rqchl: x.rqchl,
      rzrqye: x.rzye + rqye,
    });
  }
  return { asOf: asOfOf(ds.days[i]), security: s, close: series.close[i], pct: series.pct[i], days };
}
