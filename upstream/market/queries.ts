/**
 * Answers of the market calls, computed from the dataset. Each returns the `data` of an upstream
 * answer in the shape of the lib/market/*-schemas.ts of its subject.
 */
import type { z } from 'zod';
import type { activeSeatsSchema } from '@/lib/market/lhb-schemas';
import type { Channel } from '@/lib/market/northbound-schemas';
import type { Period } from '@/lib/market/security-schemas';
import { UpstreamError } from '@/upstream/core/types';
import type { MarketDataset } from './dataset';
import type { Listing } from './lhb';
import { FLOW_CADENCE, HOLDINGS_CADENCE } from './northbound';
import { changeAfter } from './prices';

const PERIOD_DAYS: Record<Period, number> = { '1m': 21, '3m': 63, '6m': 125, '1y': 250 };

export function parsePeriod(value: string | null): Period {
  return value === '3m' || value === '6m' || value === '1y' ? value : '1m';
}

export function parseChannel(value: string | null): Channel {
  return value === 'sh' || value === 'sz' ? value : 'north';
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The trading day to serve for `requested`: the latest trading day on or before it. */
export function resolveDay(ds: MarketDataset, requested: string | null) {
  const latest = ds.days[ds.days.length - 1];
  if (!requested || !ISO.test(requested)) return { date: latest, requestedDate: latest, rolledBack: false };
  if (requested < ds.days[0]) throw new UpstreamError(1003, `仅可查询 ${ds.days[0]} 之后的交易日`, 400);
  let date = latest;
  for (let i = ds.days.length - 1; i >= 0; i -= 1) {
    if (ds.days[i] <= requested) {
      date = ds.days[i];
      break;
    }
  }
  return { date, requestedDate: requested, rolledBack: date !== requested };
}

function periodRange(ds: MarketDataset, period: Period) {
  const from = ds.days[Math.max(0, ds.days.length - PERIOD_DAYS[period])];
  return { period, from, to: ds.days[ds.days.length - 1], asOf: `${ds.days[ds.days.length - 1]} 17:30` };
}

function security(ds: MarketDataset, code: string) {
  const found = ds.byCode.get(code);
  if (!found) throw new UpstreamError(404, `未找到证券 ${code}`, 404);
  return found;
}

const strip = ({ dayIndex: _d, seats: _s, ...entry }: Listing) => entry;

export function calendar(ds: MarketDataset) {
  return { today: ds.today, latest: ds.days[ds.days.length - 1], days: ds.days, holidays: ds.holidays };
}

export function lhbDaily(ds: MarketDataset, requested: string | null) {
  const day = resolveDay(ds, requested);
  return { ...day, asOf: `${day.date} 17:30`, rows: (ds.listingsByDay.get(day.date) ?? []).map(strip) };
}

export function lhbStockDay(ds: MarketDataset, code: string, requested: string | null) {
  const sec = security(ds, code);
  const all = ds.listings.filter((l) => l.code === code);
  const listedDates = [...new Set(all.map((l) => l.date))].reverse();
  const day = resolveDay(ds, requested);
  // A day without a listing of this stock falls back to its latest listing on or before that day.
  const date = listedDates.find((d) => d <= day.date) ?? day.date;
  const listings = all.filter((l) => l.date === date).map(({ dayIndex: _d, ...rest }) => rest);
  return {
    date,
    requestedDate: day.requestedDate,
    rolledBack: date !== day.requestedDate,
    asOf: `${date} 17:30`,
    security: sec,
    listings,
    listedDates: listedDates.slice(0, 20),
  };
}

function changesFor(ds: MarketDataset, code: string) {
  const series = ds.prices.get(code)!;
  const last = series.close.length - 1;
  const back = (n: number) =>
    last - n >= 0 ? Math.round((series.close[last] / series.close[last - n] - 1) * 10000) / 100 : null;
  return { series, last, changes: { m1: back(21), m3: back(63), m6: back(125), m12: back(249) } };
}

export function lhbStockStats(ds: MarketDataset, code: string, period: Period) {
  const sec = security(ds, code);
  const range = periodRange(ds, period);
  const rows = ds.listings.filter((l) => l.code === code && l.date >= range.from);
  const { series, last, changes } = changesFor(ds, code);
  const inst = rows.flatMap((l) => l.seats.filter((s) => s.seatType === 'institution'));
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    ...range,
    security: sec,
    close: series.close[last],
    pct: series.pct[last],
    stats: {
      count: rows.length,
      lastDate: rows.length ? rows[rows.length - 1].date : null,
      buy: sum(rows.map((r) => r.buy)),
      sell: sum(rows.map((r) => r.sell)),
      net: sum(rows.map((r) => r.net)),
      total: sum(rows.map((r) => r.lhbAmount)),
      instBuyTimes: inst.filter((s) => s.buy > 0).length,
      instSellTimes: inst.filter((s) => s.sell > 0).length,
      instNet: sum(inst.map((s) => s.net)),
    },
    changes,
    history: rows
      .map((r) => ({
        date: r.date,
        reason: r.reason,
        close: r.close,
        pct: r.pct,
        buy: r.buy,
        sell: r.sell,
        net: r.net,
        instNet: r.institutionNet,
        post: r.post,
      }))
      .reverse(),
  };
}

export function institutionDaily(ds: MarketDataset, requested: string | null) {
  const day = resolveDay(ds, requested);
  const rows = (ds.listingsByDay.get(day.date) ?? [])
    .map((l) => {
      const inst = l.seats.filter((s) => s.seatType === 'institution');
      const buy = inst.reduce((a, s) => a + s.buy, 0);
      const sell = inst.reduce((a, s) => a + s.sell, 0);
      return {
        code: l.code,
        name: l.name,
        market: l.market,
        board: l.board,
        industry: l.industry,
        reason: l.reason,
        close: l.close,
        pct: l.pct,
        buyerCount: inst.filter((s) => s.buy > 0).length,
        sellerCount: inst.filter((s) => s.sell > 0).length,
        buy,
        sell,
        net: buy - sell,
        marketAmount: l.marketAmount,
        netRatio: Math.round(((buy - sell) / l.marketAmount) * 10000) / 100,
        turnoverRate: l.turnoverRate,
        floatMv: l.floatMv,
      };
    })
    .filter((r) => r.buyerCount + r.sellerCount > 0)
    .sort((a, b) => b.net - a.net);
  return { ...day, asOf: `${day.date} 17:30`, rows };
}

export function institutionTrace(ds: MarketDataset, period: Period) {
  const range = periodRange(ds, period);
  const within = ds.listings.filter((l) => l.date >= range.from);
  const byCode = new Map<string, ReturnType<typeof emptyTrace>>();
  function emptyTrace(l: Listing) {
    return {
      code: l.code,
      name: l.name,
      market: l.market,
      board: l.board,
      industry: l.industry,
      close: 0,
      periodPct: null as number | null,
      lhbAmount: 0,
      count: 0,
      instBuy: 0,
      instBuyTimes: 0,
      instSell: 0,
      instSellTimes: 0,
      instNet: 0,
    };
  }
  const daily = new Map<string, { date: string; buy: number; sell: number; net: number }>();
  for (const l of within) {
    const inst = l.seats.filter((s) => s.seatType === 'institution');
    const dayRow = daily.get(l.date) ?? { date: l.date, buy: 0, sell: 0, net: 0 };
    daily.set(l.date, dayRow);
    if (!inst.length) continue;
    const row = byCode.get(l.code) ?? emptyTrace(l);
    byCode.set(l.code, row);
    row.count += 1;
    row.lhbAmount += l.lhbAmount;
    for (const s of inst) {
      row.instBuy += s.buy;
      row.instSell += s.sell;
      if (s.buy > 0) row.instBuyTimes += 1;
      if (s.sell > 0) row.instSellTimes += 1;
      dayRow.buy += s.buy;
      dayRow.sell += s.sell;
    }
    row.instNet = row.instBuy - row.instSell;
    dayRow.net = dayRow.buy - dayRow.sell;
  }
  const fromIndex = ds.dayIndex.get(range.from)!;
  const rows = [...byCode.values()].map((row) => {
    const series = ds.prices.get(row.code)!;
    return {
      ...row,
      close: series.close[series.close.length - 1],
      periodPct: changeAfter(series, fromIndex, series.close.length - 1 - fromIndex),
    };
  });
  return { ...range, rows: rows.sort((a, b) => b.instNet - a.instNet), daily: [...daily.values()] };
}

type ActiveSeatRow = z.input<typeof activeSeatsSchema>['rows'][number];

export function activeSeats(ds: MarketDataset, requested: string | null) {
  const day = resolveDay(ds, requested);
  const bySeat = new Map<string, ActiveSeatRow>();
  for (const l of ds.listingsByDay.get(day.date) ?? []) {
    for (const s of l.seats) {
      if (s.seatType === 'institution') continue; // institutions are traced on their own page
      const row = bySeat.get(s.seatId) ?? {
        seatId: s.seatId,
        seatName: s.seatName,
        seatType: s.seatType,
        alias: s.alias,
        buyCount: 0,
        sellCount: 0,
        buy: 0,
        sell: 0,
        net: 0,
        stocks: [],
      };
      bySeat.set(s.seatId, row);
      if (row.stocks.some((x) => x.code === l.code)) continue; // the same stock under a second reason
      row.buy += s.buy;
      row.sell += s.sell;
      row.net = row.buy - row.sell;
      const side = s.net >= 0 ? 'buy' : 'sell';
      if (side === 'buy') row.buyCount += 1;
      else row.sellCount += 1;
      row.stocks.push({ code: l.code, name: l.name, market: l.market, side });
    }
  }
  const rows = [...bySeat.values()].sort((a, b) => b.buy + b.sell - (a.buy + a.sell));
  return { ...day, asOf: `${day.date} 17:30`, rows };
}

export function seatDetail(ds: MarketDataset, seatId: string, period: Period) {
  const seat = ds.seats.get(seatId);
  if (!seat) throw new UpstreamError(404, `未找到营业部 ${seatId}`, 404);
  const range = periodRange(ds, period);
  const trades: {
    code: string;
    name: string;
    market: 'sh' | 'sz' | 'bj';
    board: Listing['board'];
    industry: string;
    date: string;
    pct: number;
    buy: number;
    sell: number;
    net: number;
    reason: string;
    post: Listing['post'];
  }[] = [];
  for (const l of ds.listings) {
    if (l.date < range.from) continue;
    const own = l.seats.filter((s) => s.seatId === seatId);
    if (!own.length) continue;
    const buy = own.reduce((a, s) => a + s.buy, 0);
    const sell = own.reduce((a, s) => a + s.sell, 0);
    trades.push({
      code: l.code,
      name: l.name,
      market: l.market,
      board: l.board,
      industry: l.industry,
      date: l.date,
      pct: l.pct,
      buy,
      sell,
      net: buy - sell,
      reason: l.reason,
      post: l.post,
    });
  }
  const netBuys = trades.filter((t) => t.net > 0 && t.post.d3 !== null);
  const daily = new Map<string, number>();
  for (const t of trades) daily.set(t.date, (daily.get(t.date) ?? 0) + t.net);
  return {
    ...range,
    seat,
    stats: {
      count: trades.length,
      buy: trades.reduce((a, t) => a + t.buy, 0),
      buyTimes: trades.filter((t) => t.buy > 0).length,
      sell: trades.reduce((a, t) => a + t.sell, 0),
      sellTimes: trades.filter((t) => t.sell > 0).length,
      net: trades.reduce((a, t) => a + t.net, 0),
      winRate3d: netBuys.length
        ? Math.round((netBuys.filter((t) => (t.post.d3 ?? 0) > 0).length / netBuys.length) * 10000) / 100
        : null,
      winSample: netBuys.length,
    },
    trades: trades.reverse().slice(0, 200),
    daily: [...daily.entries()].map(([date, net]) => ({ date, net })),
  };
}

export function ipoList(ds: MarketDataset) {
  return { today: ds.today, asOf: `${ds.days[ds.days.length - 1]} 17:00`, issues: ds.ipos };
}

export function ipoDetail(ds: MarketDataset, code: string) {
  const issue = ds.ipos.find((i) => i.code === code || i.applyCode === code);
  if (!issue) throw new UpstreamError(404, `未找到新股 ${code}`, 404);
  return { today: ds.today, asOf: `${ds.days[ds.days.length - 1]} 17:00`, issue };
}

export function flows(ds: MarketDataset, channel: Channel, days: number) {
  const list = ds.flows[channel];
  const count = Math.max(1, Math.min(list.length, Number.isFinite(days) && days > 0 ? days : list.length));
  return { channel, asOf: `${list[list.length - 1].date} 16:10`, cadence: FLOW_CADENCE, days: list.slice(-count) };
}

export function top10(ds: MarketDataset, channel: 'sh' | 'sz', requested: string | null) {
  const day = resolveDay(ds, requested);
  const index = ds.dayIndex.get(day.date)!;
  const rowsFor = (i: number) => ds.top10[channel][i] ?? [];
  const counts = new Map<string, { times: number; net: number }>();
  for (let i = Math.max(0, index - 29); i <= index; i += 1) {
    for (const row of rowsFor(i)) {
      const c = counts.get(row.security.code) ?? { times: 0, net: 0 };
      c.times += 1;
      c.net += row.net;
      counts.set(row.security.code, c);
    }
  }
  const series = (code: string) => ds.prices.get(code)!;
  return {
    ...day,
    asOf: `${day.date} 16:10`,
    channel,
    cadence: '每日更新（十大成交股）',
    rows: rowsFor(index).map((r) => ({
      ...r.security,
      rank: r.rank,
      close: series(r.security.code).close[index],
      pct: series(r.security.code).pct[index],
      buy: r.buy,
      sell: r.sell,
      total: r.total,
      net: r.net,
    })),
    recent: [...counts.entries()]
      .map(([code, c]) => ({ ...ds.byCode.get(code)!, times: c.times, net: c.net }))
      .sort((a, b) => b.times - a.times || b.net - a.net),
  };
}

function quarterFor(ds: MarketDataset, requested: string | null) {
  return requested && ds.quarters.includes(requested) ? requested : ds.quarters[0];
}

/** The largest holdings only: northbound money holds thousands of stocks, a page shows the top 100. */
const HOLDING_ROWS = 100;

export function holdings(ds: MarketDataset, channel: Channel, requested: string | null) {
  const periodEnd = quarterFor(ds, requested);
  const rows = (ds.holdings.get(periodEnd) ?? []).filter((r) => channel === 'north' || r.market === channel);
  return {
    periodEnd,
    periods: ds.quarters,
    cadence: HOLDINGS_CADENCE,
    asOf: `${periodEnd}（季度披露）`,
    channel,
    rows: [...rows].sort((a, b) => b.mv - a.mv).slice(0, HOLDING_ROWS),
  };
}

export function sectors(ds: MarketDataset, requested: string | null) {
  const periodEnd = quarterFor(ds, requested);
  const rows = ds.holdings.get(periodEnd) ?? [];
  const total = rows.reduce((a, r) => a + r.mv, 0);
  const groups = new Map<string, typeof rows>();
  for (const r of rows) groups.set(r.industry, [...(groups.get(r.industry) ?? []), r]);
  return {
    periodEnd,
    periods: ds.quarters,
    cadence: HOLDINGS_CADENCE,
    asOf: `${periodEnd}（季度披露）`,
    rows: [...groups.entries()]
      .map(([industry, list]) => {
        const byChange = [...list].sort((a, b) => b.changeMv - a.changeMv);
        const top = byChange[0];
        const bottom = byChange[byChange.length - 1];
        return {
          industry,
          stockCount: list.length,
          mv: list.reduce((a, r) => a + r.mv, 0),
          pctOfNorth: Math.round((list.reduce((a, r) => a + r.mv, 0) / total) * 10000) / 100,
          changeMv: list.reduce((a, r) => a + r.changeMv, 0),
          topAdd: top && top.changeMv > 0 ? { code: top.code, name: top.name } : null,
          topCut: bottom && bottom.changeMv < 0 ? { code: bottom.code, name: bottom.name } : null,
        };
      })
      .sort((a, b) => b.mv - a.mv),
  };
}

export function stockHolding(ds: MarketDataset, code: string) {
  const sec = security(ds, code);
  const series = ds.prices.get(code)!;
  const last = series.close.length - 1;
  const history = ds.quarters.flatMap((periodEnd) => {
    const row = ds.holdings.get(periodEnd)?.find((r) => r.code === code);
    return row
      ? [{ periodEnd, shares: row.shares, mv: row.mv, pctFloat: row.pctFloat, changeShares: row.changeShares }]
      : [];
  });
  const top10: { date: string; channel: 'sh' | 'sz'; rank: number; total: number; net: number }[] = [];
  for (const channel of ['sh', 'sz'] as const) {
    ds.top10[channel].forEach((rows, i) => {
      if (i < ds.days.length - 60) return;
      const row = rows.find((r) => r.security.code === code);
      if (row) top10.push({ date: ds.days[i], channel, rank: row.rank, total: row.total, net: row.net });
    });
  }
  return {
    security: sec,
    close: series.close[last],
    pct: series.pct[last],
    cadence: HOLDINGS_CADENCE,
    asOf: `${ds.days[last]} 16:10`,
    history,
    top10: top10.sort((a, b) => (a.date < b.date ? 1 : -1)),
  };
}

export function search(ds: MarketDataset, q: string, limit: number) {
  const text = q.trim().toUpperCase();
  if (!text) return { rows: [] };
  const held = new Set((ds.holdings.get(ds.quarters[0]) ?? []).map((r) => r.code));
  const rows = ds.securities
    .filter((s) => s.code.includes(text) || s.name.toUpperCase().includes(text))
    .slice(0, Math.min(50, Math.max(1, limit)))
    .map((s) => ({ ...s, northbound: held.has(s.code) }));
  return { rows };
}
