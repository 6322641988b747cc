import type { FlowDay, HoldingRow } from '@/lib/market/northbound-schemas';
import type { Security } from '@/lib/market/security-schemas';
import { createRng } from '@/upstream/core/random';
import type { PriceSeries } from './prices';

export const HOLDINGS_CADENCE = '季度披露（港交所自2024年8月起不再每日披露北向持股明细）';
export const FLOW_CADENCE = '每日收盘后更新（成交额与净买额）';

const INDEX: Record<'sh' | 'sz' | 'north', { name: string; start: number }> = {
  sh: { name: '上证指数', start: 3450 },
  sz: { name: '深证成指', start: 10800 },
  north: { name: '沪深300', start: 3950 },
};

export interface ChannelFlows {
  sh: FlowDay[];
  sz: FlowDay[];
  north: FlowDay[];
}

function r2(value: number) {
  return Math.round(value * 100) / 100;
}

export function generateFlows(days: string[], prices: Map<string, PriceSeries>): ChannelFlows {
  const rng = createRng(`market:flows:${days[days.length - 1]}`);
  const byMarket = (market: 'sh' | 'sz') => [...prices.values()].filter((p) => p.security.market === market);
  const members = { sh: byMarket('sh'), sz: byMarket('sz') };
  const make = (channel: 'sh' | 'sz'): FlowDay[] => {
    let cumulative = channel === 'sh' ? 9.1e11 : 8.3e11;
    let index = INDEX[channel].start;
    let drift = 0;
    return days.map((date, i) => {
      drift = drift * 0.6 + (rng.next() - 0.5) * 60e8;
      const turnover = rng.float(900, 1500) * 1e8 * (channel === 'sh' ? 0.55 : 0.45);
      const net = Math.round(drift + (rng.next() - 0.48) * 50e8);
      const buy = Math.round((turnover + net) / 2);
      const sell = buy - net;
      cumulative += net;
      const indexPct = r2((net / 1e9) * 0.25 + (rng.next() - 0.5) * 1.6);
      index = r2(index * (1 + indexPct / 100));
      const pool = members[channel];
      const up = pool.filter((p) => p.pct[i] > 0).length;
      const down = pool.filter((p) => p.pct[i] < 0).length;
      const leader = pool.reduce((best, p) => (p.pct[i] > best.pct[i] ? p : best), pool[0]);
      return {
        date,
        buy,
        sell,
        net,
        cumulative,
        upCount: Math.round(up * 2.4),
        flatCount: Math.round((pool.length - up - down) * 2.4),
        downCount: Math.round(down * 2.4),
        indexName: INDEX[channel].name,
        indexClose: index,
        indexPct,
        leader: { code: leader.security.code, name: leader.security.name, pct: leader.pct[i] },
      };
    });
  };
  const sh = make('sh');
  const sz = make('sz');
  let hs300 = INDEX.north.start;
  const north = sh.map((day, i) => {
    const other = sz[i];
    const indexPct = r2((day.indexPct + other.indexPct) / 2);
    hs300 = r2(hs300 * (1 + indexPct / 100));
    const leader = day.leader.pct >= other.leader.pct ? day.leader : other.leader;
    return {
      date: day.date,
      buy: day.buy + other.buy,
      sell: day.sell + other.sell,
      net: day.net + other.net,
      cumulative: day.cumulative + other.cumulative,
      upCount: day.upCount + other.upCount,
      flatCount: day.flatCount + other.flatCount,
      downCount: day.downCount + other.downCount,
      indexName: INDEX.north.name,
      indexClose: hs300,
      indexPct,
      leader,
    };
  });
  return { sh, sz, north };
}

export interface Top10Row {
  security: Security;
  rank: number;
  buy: number;
  sell: number;
  total: number;
  net: number;
}

/** Ten most traded Connect stocks per channel and day (still published daily). */
export function generateTop10(days: string[], prices: Map<string, PriceSeries>, channel: 'sh' | 'sz'): Top10Row[][] {
  const pool = [...prices.values()]
    .filter((p) => p.security.market === channel)
    .sort((a, b) => b.floatMv - a.floatMv)
    .slice(0, 45);
  return days.map((day) => {
    const rng = createRng(`market:top10:${channel}:${day}`);
    const picks = rng.shuffle(pool).slice(0, 10);
    const totals = picks.map(() => Math.round(rng.float(8, 75) * 1e8)).sort((a, b) => b - a);
    return picks.map((series, index) => {
      const total = totals[index];
      const net = Math.round(total * rng.float(-0.35, 0.35));
      return {
        security: series.security,
        rank: index + 1,
        buy: (total + net) / 2,
        sell: (total - net) / 2,
        total,
        net,
      };
    });
  });
}

/** Quarter ends (Mar/Jun/Sep/Dec) at least 15 days before `today`, newest first. */
export function quarterEnds(today: string, count: number): string[] {
  const ends: string[] = [];
  let year = Number(today.slice(0, 4));
  let quarter = 4;
  while (ends.length < count) {
    const month = quarter * 3;
    const end = `${year}-${String(month).padStart(2, '0')}-${month === 3 || month === 12 ? 31 : 30}`;
    const lag = (new Date(`${today}T00:00:00Z`).getTime() - new Date(`${end}T00:00:00Z`).getTime()) / 86400000;
    if (lag >= 15) ends.push(end);
    quarter -= 1;
    if (quarter === 0) {
      quarter = 4;
      year -= 1;
    }
  }
  return ends;
}

/** Holdings per quarter end (newest first) for Connect-eligible stocks (SH/SZ, not 北交所). */
export function generateHoldings(
  periods: string[],
  days: string[],
  prices: Map<string, PriceSeries>,
): Map<string, HoldingRow[]> {
  const eligible = [...prices.values()].filter((p) => p.security.market !== 'bj');
  const result = new Map<string, HoldingRow[]>();
  const base = new Map<string, number>();
  const rngBase = createRng('market:holdings:base');
  for (const series of eligible) if (rngBase.chance(0.78)) base.set(series.security.code, rngBase.float(0.3, 18));
  const oldestFirst = [...periods].reverse();
  const previous = new Map<string, number>();
  for (const period of oldestFirst) {
    const rng = createRng(`market:holdings:${period}`);
    let index = days.findIndex((d) => d > period) - 1;
    if (index < 0) index = days.length - 1;
    const rows: HoldingRow[] = [];
    for (const series of eligible) {
      const pctBase = base.get(series.security.code);
      if (pctBase === undefined) continue;
      const pctFloat = r2(Math.max(0.05, pctBase * rng.float(0.75, 1.3)));
      const close = series.close[Math.max(0, index)];
      const floatShares = series.floatMv / series.close[series.close.length - 1];
      const shares = Math.round((floatShares * pctFloat) / 100);
      const before = previous.get(series.security.code) ?? shares;
      previous.set(series.security.code, shares);
      rows.push({
        ...series.security,
        close,
        pct: series.pct[Math.max(0, index)],
        shares,
        mv: Math.round(shares * close),
        pctFloat,
        pctTotal: r2((shares / series.totalShares) * 100),
        changeShares: shares - before,
        changeMv: Math.round((shares - before) * close),
      });
    }
    result.set(period, rows);
  }
  return result;
}
