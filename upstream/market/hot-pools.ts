/**
 * 热股池 and 涨停异动 (lib/market/hot-stock-schemas.ts): the limit-up pools of a day and the stocks rising towards their limit.
 */
import type { HotPool } from '@/lib/market/hot-stock-schemas';
import type { ThemeTag } from '@/lib/market/theme-schemas';
import type { MarketDataset } from './dataset';
import { limitPrices, priceLimit } from './securities';
import { toolsData } from './tools-data';
import { r2, day, tagsOf, floatMvAt, amplitude, ups } from './tool-basics';

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
    const avg5 = i >= 5 ? bars.turnover.slice(i - 5, i).reduce((a, b) => a + b, 0) / 5 : bars.turnover[i];
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
        if (kind === 'down')
          while (i - downs >= 0 && tools.limitByDay.get(i - downs)?.get(e.code)?.kind === 'down') downs += 1;
        return {
          ...row,
          limitPrice:
            kind === 'down'
              ? limitPrices(i ? ds.prices.get(e.code)!.close[i - 1] : row.close, priceLimit(row)).down
              : row.limitPrice,
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
    rows = (i ? (ds.limits.get(i - 1) ?? []) : [])
      .filter((e) => e.kind === 'up')
      .map((e) => ({
        ...base(e.code),
        firstSeal: e.firstSeal,
        lastSeal: e.lastSeal,
        yesterdayBoards: tools.boards.get(e.code)![i - 1],
        boards: tools.boards.get(e.code)![i] || null,
      }));
  } else if (pool === 'strong') {
    const limited = new Set(events.filter((e) => e.kind === 'up').map((e) => e.code));
    rows = ds.securities
      .filter((s) => !limited.has(s.code))
      .map((s) => ({ ...base(s.code), statUps: ups(tools, s.code, i, 20), statDays: 20 }))
      .filter((r) => r.newHigh || (r.statUps ?? 0) >= 2 || (r.pct >= 5 && (r.volumeRatio ?? 0) >= 1.5))
      .sort((a, b) => b.pct - a.pct || a.code.localeCompare(b.code))
      .slice(0, 60)
      .map((r) => ({
        ...r,
        reasonDetail: [
          r.newHigh ? '60日新高' : '',
          (r.statUps ?? 0) >= 2 ? `近20日${r.statUps}次涨停` : '',
          r.pct >= 5 && (r.volumeRatio ?? 0) >= 1.5 ? '放量大涨' : '',
        ]
          .filter(Boolean)
          .join('、'),
      }));
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
    summary: {
      zt,
      broken,
      dt: summaryEvents('down'),
      sealRate: zt + broken ? r2((zt / (zt + broken)) * 100) : null,
      highest: Math.max(0, ...ladder.keys()),
    },
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
    const why =
      event?.kind === 'up'
        ? boards > 1
          ? `${boards}连板`
          : '涨停'
        : event?.kind === 'broken'
          ? '盘中炸板'
          : event?.kind === 'down'
            ? '跌停'
            : ds.listingsByDay.get(d.date)?.some((l) => l.code === code)
              ? '登上龙虎榜'
              : `换手率 ${tools.bars.get(code)!.turnover[i].toFixed(2)}%`;
    return {
      ...s,
      rank: k + 1,
      previousRank: prev,
      rankChange: prev === null ? null : prev - (k + 1),
      heat: tools.heat.get(code)![i],
      close: series.close[i],
      pct: series.pct[i],
      turnoverRate: tools.bars.get(code)!.turnover[i],
      tags: tagsOf(tools, code).slice(0, 2),
      why,
    };
  });
  rows.sort((a, b) => (b.rankChange ?? -Infinity) - (a.rankChange ?? -Infinity) || a.rank - b.rank);
  return {
    date: d.date,
    requestedDate: d.requestedDate,
    rolledBack: d.rolledBack,
    asOf: d.asOf,
    rows: rows.slice(0, 50),
  };
}
