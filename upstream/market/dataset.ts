import type { IpoIssue } from '@/lib/market/ipo-schemas';
import type { SeatRef } from '@/lib/market/lhb-schemas';
import type { Security } from '@/lib/market/security-schemas';
import { createRng } from '@/upstream/core/random';
import { holidayList, tradingDaysAfter, tradingDaysUntil } from './calendar';
import { generateIpos } from './ipo';
import { buildListing, planListings, type Listing } from './lhb';
import {
  generateFlows,
  generateHoldings,
  generateTop10,
  quarterEnds,
  type ChannelFlows,
  type Top10Row,
} from './northbound';
import { generatePrices, type PriceSeries } from './prices';
import { generateSecurities, priceLimit } from './securities';
import { planLimits, type LimitEvent } from './limits';
import { generateSeats } from './seats';

/** About one year of trading days: enough for 近一年 and for ≥ 60 days everywhere. */
export const HISTORY_DAYS = 250;

export interface MarketDataset {
  today: string;
  days: string[];
  dayIndex: Map<string, number>;
  holidays: string[];
  securities: Security[];
  byCode: Map<string, Security>;
  prices: Map<string, PriceSeries>;
  listings: Listing[];
  listingsByDay: Map<string, Listing[]>;
  seats: Map<string, SeatRef>;
  ipos: IpoIssue[];
  flows: ChannelFlows;
  top10: { sh: Top10Row[][]; sz: Top10Row[][] };
  quarters: string[];
  holdings: Map<string, import('@/lib/market/northbound-schemas').HoldingRow[]>;
  /** 涨停 / 炸板 / 跌停 events by day index (upstream/market/limits.ts). */
  limits: Map<number, LimitEvent[]>;
}

/** Everything is derived from `today` (China date): deterministic for a given date. */
export function buildDataset(today: string): MarketDataset {
  const days = tradingDaysUntil(today, HISTORY_DAYS);
  const securities = generateSecurities();
  const byCode = new Map(securities.map((s) => [s.code, s]));
  const plan = planListings(securities, days);

  const shocks = new Map<string, Map<number, number>>();
  const rng = createRng(`market:shocks:${today}`);
  for (const [dayIndex, picks] of plan) {
    for (const pick of picks) {
      // A listed move of 70–95 % of the limit (the list's ±7 % / ±15 % thresholds); reaching the limit
      // itself is a limit event, planned below.
      const limit = priceLimit(byCode.get(pick.code)!);
      const move = Math.round(limit * rng.float(0.7, 0.95) * 100) / 100;
      if (!shocks.has(pick.code)) shocks.set(pick.code, new Map());
      shocks.get(pick.code)!.set(dayIndex, pick.up ? move : -move);
    }
  }
  // Limit events close their day at the exact limit price (over an lhb shock of the same day).
  const limits = planLimits(securities, days, plan);
  const events = new Map<string, Map<number, LimitEvent>>();
  for (const [dayIndex, list] of limits) {
    for (const event of list) {
      if (!events.has(event.code)) events.set(event.code, new Map());
      events.get(event.code)!.set(dayIndex, event);
    }
  }
  const prices = generatePrices(securities, days, shocks, events);

  const seatPools = generateSeats();
  const seats = new Map<string, SeatRef>();
  for (const seat of [...seatPools.special, ...seatPools.hotMoney, ...seatPools.brokers]) seats.set(seat.seatId, seat);

  const listings: Listing[] = [];
  const listingsByDay = new Map<string, Listing[]>();
  for (const [dayIndex, picks] of plan) {
    const day = days[dayIndex];
    const list: Listing[] = [];
    for (const pick of picks) {
      for (const reason of pick.reasons)
        list.push(buildListing(prices.get(pick.code)!, day, dayIndex, reason, pick.up, seatPools));
    }
    listingsByDay.set(day, list);
    listings.push(...list);
  }

  const latest = days[days.length - 1];
  const ipos = generateIpos(today, days, tradingDaysAfter(latest, 30));
  const quarters = quarterEnds(today, 4);
  return {
    today,
    days,
    dayIndex: new Map(days.map((d, i) => [d, i])),
    holidays: holidayList(),
    securities,
    byCode,
    prices,
    listings,
    listingsByDay,
    seats,
    ipos,
    flows: generateFlows(days, prices),
    top10: { sh: generateTop10(days, prices, 'sh'), sz: generateTop10(days, prices, 'sz') },
    quarters,
    holdings: generateHoldings(quarters, days, prices),
    limits,
  };
}

let cached: MarketDataset | null = null;

/** The dataset of today's date, rebuilt when the date changes (the module's "seed" for market data). */
export function datasetFor(today: string): MarketDataset {
  if (!cached || cached.today !== today) cached = buildDataset(today);
  return cached;
}
