/**
 * 排雷: one stock's risk items, and the market scanned for one kind of risk.
 */
import type { RiskItem, RiskKind } from '@/lib/market/risk-schemas';
import type { MarketDataset } from './dataset';
import { toolsData, type ToolsData } from './tools-data';
import { LIST_ROWS, latestIndex, asOfOf, security } from './tool-basics';

function riskItems(ds: MarketDataset, tools: ToolsData, code: string): RiskItem[] {
  const f = tools.fundamentals.get(code)!;
  const latest = ds.days[latestIndex(ds)];
  const items: RiskItem[] = [];
  items.push({
    kind: 'pledge',
    severity: f.pledge >= 50 ? 'high' : f.pledge >= 30 ? 'medium' : f.pledge > 0 ? 'low' : 'none',
    value: f.pledge ? `${f.pledge.toFixed(2)}%` : '无质押',
    detail: f.pledge ? `控股股东累计质押占其持股 ${f.pledge.toFixed(2)}%` : '未披露股权质押',
    dataDate: latest,
  });
  if (f.unlock) {
    const ahead = f.unlock.date >= ds.today;
    items.push({
      kind: 'unlock',
      severity: ahead ? (f.unlock.shareOfFloat >= 20 ? 'high' : f.unlock.shareOfFloat >= 5 ? 'medium' : 'low') : 'low',
      value: `${f.unlock.shareOfFloat.toFixed(2)}%`,
      detail: `${f.unlock.date} ${ahead ? '将' : '已'}解禁，占流通股 ${f.unlock.shareOfFloat.toFixed(2)}%`,
      dataDate: latest,
    });
  } else items.push({ kind: 'unlock', severity: 'none', value: '无', detail: '近期无限售股解禁', dataDate: latest });
  items.push({
    kind: 'goodwill',
    severity: f.goodwill >= 50 ? 'high' : f.goodwill >= 20 ? 'medium' : f.goodwill > 0 ? 'low' : 'none',
    value: `${f.goodwill.toFixed(2)}%`,
    detail: `商誉占净资产 ${f.goodwill.toFixed(2)}%（三季报）`,
    dataDate: f.reportDate,
  });
  items.push({
    kind: 'st',
    severity: f.st ? 'high' : 'none',
    value: f.st ? '已实施风险警示' : '无',
    detail: f.st ? '最近两个会计年度净利润为负，已被实施其他风险警示' : '未被实施风险警示',
    dataDate: f.reportDate,
  });
  const auditLevel = f.audit === '标准无保留意见' ? 'none' : f.audit === '带强调事项段的无保留意见' ? 'low' : 'high';
  items.push({
    kind: 'audit',
    severity: auditLevel,
    value: f.audit,
    detail: `最近年报审计意见：${f.audit}`,
    dataDate: '2026-04-28',
  });
  items.push({
    kind: 'investigation',
    severity: f.investigation ? 'high' : 'none',
    value: f.investigation ? '立案调查中' : '无',
    detail: f.investigation ?? '未发现立案调查公告',
    dataDate: f.investigation ? ds.days[latestIndex(ds) - 12] : latest,
  });
  const bad =
    f.forecast.type === '首亏' || f.forecast.type === '续亏'
      ? 'high'
      : f.forecast.type === '预减'
        ? 'medium'
        : f.forecast.type === '略减'
          ? 'low'
          : 'none';
  items.push({
    kind: 'forecast',
    severity: bad,
    value: f.forecast.type,
    detail: `年度业绩预告：${f.forecast.type}，净利润同比 ${f.forecast.change > 0 ? '+' : ''}${f.forecast.change.toFixed(2)}%`,
    dataDate: f.forecast.date,
  });
  return items;
}

const SEVERITY_ORDER = { high: 0, medium: 1, low: 2, none: 3 } as const;

export function stockRisk(ds: MarketDataset, code: string | null) {
  const s = security(ds, code);
  const tools = toolsData(ds);
  const items = riskItems(ds, tools, s.code).sort((a, b) => SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity]);
  const i = latestIndex(ds);
  return {
    asOf: asOfOf(ds.days[i]),
    security: s,
    close: ds.prices.get(s.code)!.close[i],
    pct: ds.prices.get(s.code)!.pct[i],
    level: items[0]?.severity ?? 'none',
    items,
  };
}

export function riskScan(ds: MarketDataset, kind: RiskKind) {
  const tools = toolsData(ds);
  const rows = ds.securities.map((s) => ({ ...s, item: riskItems(ds, tools, s.code).find((x) => x.kind === kind)! }));
  const counts = { high: 0, medium: 0, low: 0, none: 0 };
  for (const r of rows) counts[r.item.severity] += 1;
  return {
    asOf: asOfOf(ds.days[latestIndex(ds)]),
    kind,
    counts,
    rows: rows
      .filter((r) => r.item.severity !== 'none')
      .sort((a, b) => SEVERITY_ORDER[a.item.severity] - SEVERITY_ORDER[b.item.severity] || a.code.localeCompare(b.code))
      .slice(0, LIST_ROWS),
  };
}
