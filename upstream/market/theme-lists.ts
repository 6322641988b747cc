/**
 * 题材: the day's themes ranked by their stocks' moves, and one theme's stocks and catalysts.
 */
import { UpstreamError } from '@/upstream/core/types';
import type { MarketDataset } from './dataset';
import { toolsData, type ToolsData } from './tools-data';
import { r2, LIST_ROWS, day } from './tool-basics';

function themeRows(ds: MarketDataset, tools: ToolsData, i: number) {
  const rows = tools.themes.themes.map((t) => {
    const pcts = t.members.map((c) => ds.prices.get(c)!.pct[i]);
    const pct = r2(pcts.reduce((a, b) => a + b, 0) / Math.max(1, pcts.length));
    const limitUps = t.members.filter((c) => tools.limitByDay.get(i)?.get(c)?.kind === 'up').length;
    const mainNet = t.members.reduce((a, c) => a + tools.bars.get(c)!.mainNet[i], 0);
    const leaderCode = [...t.members].sort(
      (a, b) => ds.prices.get(b)!.pct[i] - ds.prices.get(a)!.pct[i] || a.localeCompare(b),
    )[0];
    const leader = ds.byCode.get(leaderCode)!;
    const heat = Math.round(
      t.members.reduce((a, c) => a + tools.heat.get(c)![i], 0) / Math.max(1, t.members.length) + limitUps * 400,
    );
    const strength = Math.max(0, Math.min(100, Math.round(50 + pct * 6 + limitUps * 3)));
    return {
      code: t.code,
      name: t.name,
      pct,
      heat,
      strength,
      limitUps,
      mainNet,
      members: t.members.length,
      leader: { code: leader.code, name: leader.name, market: leader.market, pct: ds.prices.get(leader.code)!.pct[i] },
    };
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
    return {
      ...s,
      close: series.close[i],
      pct: series.pct[i],
      mainNet: tools.bars.get(c)!.mainNet[i],
      boards: tools.boards.get(c)![i],
      limitUp: tools.limitByDay.get(i)?.get(c)?.kind === 'up',
      leader: false,
      reason: tools.themes.ofStock.get(c)!.find((e) => e.theme.code === code)!.reason,
    };
  });
  members.sort((a, b) => b.boards - a.boards || b.pct - a.pct || a.code.localeCompare(b.code));
  members.slice(0, 3).forEach((m) => (m.leader = true));
  const flows = ds.days.slice(Math.max(0, i - 29), i + 1).map((date) => {
    const k = ds.dayIndex.get(date)!;
    return {
      date,
      mainNet: theme.members.reduce((a, c) => a + tools.bars.get(c)!.mainNet[k], 0),
      pct: r2(theme.members.reduce((a, c) => a + ds.prices.get(c)!.pct[k], 0) / theme.members.length),
    };
  });
  const catalysts = theme.catalysts
    .filter((c) => i - c.daysAgo >= 0)
    .map((c) => ({ date: ds.days[i - c.daysAgo], title: c.title }));
  return {
    date: list.date,
    requestedDate: list.requestedDate,
    rolledBack: list.rolledBack,
    asOf: list.asOf,
    theme: { ...row, intro: theme.intro },
    members: members.slice(0, LIST_ROWS),
    flows,
    catalysts,
  };
}
