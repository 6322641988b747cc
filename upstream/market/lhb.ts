import type { LhbEntry, SeatRef, SeatTrade } from '@/lib/market/lhb-schemas';
import type { Security } from '@/lib/market/security-schemas';
import { createRng, type Rng } from '@/upstream/core/random';
import { limitWeight } from './limits';
import { changeAfter, type PriceSeries } from './prices';
import { isSt } from './securities';
import { CONNECT_SH_SEAT, CONNECT_SZ_SEAT, INSTITUTION_SEAT } from './seats';

export const REASONS_UP = ['日涨幅偏离值达到7%的前5只证券', '连续三个交易日内，涨幅偏离值累计达到20%的证券'];
export const REASONS_DOWN = ['日跌幅偏离值达到7%的前5只证券', '连续三个交易日内，跌幅偏离值累计达到20%的证券'];
export const REASONS_GROWTH_UP = [
  '有价格涨跌幅限制的日收盘价格涨幅达到15%的前五只证券',
  '连续三个交易日内，涨幅偏离值累计达到30%的证券',
];
export const REASONS_GROWTH_DOWN = [
  '有价格涨跌幅限制的日收盘价格跌幅达到15%的前五只证券',
  '连续三个交易日内，跌幅偏离值累计达到30%的证券',
];
export const REASONS_ANY = ['日换手率达到20%的前5只证券', '日振幅值达到15%的前5只证券'];

export interface Listing extends LhbEntry {
  dayIndex: number;
  seats: SeatTrade[];
}

/** Which stocks make the list on which day, and how far they move (drives the price walk). */
export function planListings(
  securities: Security[],
  days: string[],
): Map<number, { code: string; up: boolean; reasons: string[] }[]> {
  const rng = createRng(`market:lhb-plan:${days[days.length - 1]}`);
  // Moves of ±7 % and more are a small-cap affair: picks weighted as limit days are (limitWeight);
  // ST stocks (±5 %) cannot make the ±7 % lists.
  const eligible = securities.filter((s) => s.board !== 'bj' && !isSt(s));
  const weights = eligible.map((s) => limitWeight(s));
  const plan = new Map<number, { code: string; up: boolean; reasons: string[] }[]>();
  days.forEach((_, dayIndex) => {
    const count = rng.int(22, 34);
    // Weighted sampling without replacement (Efraimidis–Spirakis: the largest u^(1/w) keys).
    const keyed = eligible.map((s, k) => ({ s, key: Math.log(rng.next() || 1e-12) / weights[k] }));
    keyed.sort((a, b) => b.key - a.key);
    const picks = keyed.slice(0, count).map((x) => x.s);
    plan.set(
      dayIndex,
      picks.map((security, index) => {
        const up = rng.chance(0.62);
        const growth = security.board === 'cy' || security.board === 'kc';
        const main = up ? (growth ? REASONS_GROWTH_UP : REASONS_UP) : growth ? REASONS_GROWTH_DOWN : REASONS_DOWN;
        const reasons = [main[0]];
        // A stock can be listed several times a day under different reasons (row key = date, code, reason).
        if (index < 4 || rng.chance(0.22)) reasons.push(rng.chance(0.5) ? main[1] : rng.pick(REASONS_ANY));
        return { code: security.code, up, reasons };
      }),
    );
  });
  return plan;
}

function pickSeat(
  rng: Rng,
  security: Security,
  pools: { hotMoney: SeatRef[]; brokers: SeatRef[] },
  used: Set<string>,
): SeatRef {
  for (;;) {
    const roll = rng.next();
    let seat: SeatRef;
    if (roll < 0.24) seat = INSTITUTION_SEAT;
    else if (roll < 0.32) seat = security.market === 'sh' ? CONNECT_SH_SEAT : CONNECT_SZ_SEAT;
    else if (roll < 0.62) seat = rng.pick(pools.hotMoney);
    else seat = rng.pick(pools.brokers);
    // 机构专用 may fill several rows (each is a different institution); other seats appear once a side.
    if (seat.seatType === 'institution' || !used.has(seat.seatId)) {
      used.add(seat.seatId);
      return seat;
    }
  }
}

function round(value: number) {
  return Math.round(value);
}

export function buildListing(
  series: PriceSeries,
  day: string,
  dayIndex: number,
  reason: string,
  up: boolean,
  pools: { hotMoney: SeatRef[]; brokers: SeatRef[] },
): Listing {
  const rng = createRng(`market:lhb:${day}:${series.security.code}:${reason}`);
  // Listed stocks trade a few hundred million to several billion a day; big caps turn over little.
  const byTurnover = reason.includes('换手率');
  const rate = byTurnover ? rng.float(20, 35) : rng.float(up ? 6 : 4, 38);
  // The turnover reason needs ≥ 20% turnover: only its cap is high enough for any float size.
  const marketAmount = round(
    Math.min((series.floatMv * rate) / 100, (byTurnover ? rng.float(60, 150) : rng.float(2, 60)) * 1e8),
  );
  const turnoverRate = byTurnover ? rate : Math.round((marketAmount / series.floatMv) * 10000) / 100;
  const seats: SeatTrade[] = [];
  for (const side of ['buy', 'sell'] as const) {
    const used = new Set<string>();
    const lead = up === (side === 'buy') ? 1.4 : 0.9;
    for (let rank = 1; rank <= 5; rank += 1) {
      const seat = pickSeat(rng, series.security, pools, used);
      const main = round(marketAmount * rng.float(0.004, 0.05, 4) * lead * (1 - rank * 0.1));
      const other = rng.chance(0.3) ? round(main * rng.float(0.01, 0.3)) : 0;
      const buy = side === 'buy' ? main : other;
      const sell = side === 'sell' ? main : other;
      seats.push({
        ...seat,
        side,
        rank,
        buy,
        sell,
        net: buy - sell,
        buyRatio: Math.round((buy / marketAmount) * 10000) / 100,
        sellRatio: Math.round((sell / marketAmount) * 10000) / 100,
      });
    }
    seats
      .filter((s) => s.side === side)
      .sort((a, b) => (side === 'buy' ? b.buy - a.buy : b.sell - a.sell))
      .forEach((s, i) => (s.rank = i + 1));
  }
  const buy = seats.reduce((sum, s) => sum + s.buy, 0);
  const sell = seats.reduce((sum, s) => sum + s.sell, 0);
  const institutionNet = seats.filter((s) => s.seatType === 'institution').reduce((sum, s) => sum + s.net, 0);
  const pct2 = (value: number) => Math.round(value * 100) / 100;
  return {
    ...series.security,
    date: day,
    dayIndex,
    reason,
    close: series.close[dayIndex],
    pct: series.pct[dayIndex],
    turnoverRate,
    buy,
    sell,
    net: buy - sell,
    lhbAmount: buy + sell,
    marketAmount,
    netRatio: pct2(((buy - sell) / marketAmount) * 100),
    amountRatio: pct2(((buy + sell) / marketAmount) * 100),
    floatMv: series.floatMv,
    institutionNet,
    post: {
      d1: changeAfter(series, dayIndex, 1),
      d2: changeAfter(series, dayIndex, 2),
      d3: changeAfter(series, dayIndex, 3),
      d5: changeAfter(series, dayIndex, 5),
      d10: changeAfter(series, dayIndex, 10),
    },
    seats,
  };
}
