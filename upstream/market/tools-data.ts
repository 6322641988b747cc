/**
 * Market tools II data derived from the dataset (upstream/market/dataset.ts): intraday bars, turnover,
 * main-fund flows, margin balances, fundamentals, risk items, themes and popularity. Everything is a
 * pure function of the dataset (same securities, closes, calendar and limit events), built once per
 * market date and kept beside it.
 */
import type { Security } from '@/lib/market/security-schemas';
import { createRng } from '@/upstream/core/random';
import type { MarketDataset } from './dataset';
import type { LimitEvent } from './limits';
import type { Listing } from './lhb';
import { isSt, KNOWN_COUNT, knownValuation, limitPrices, normal, priceLimit } from './securities';
import { buildThemes, type ThemeBook } from './themes';

const r2 = (v: number) => Math.round(v * 100) / 100;

export interface Bars {
  open: number[];
  high: number[];
  low: number[];
  /** 成交额 (元) and 换手率 (%). */
  amount: number[];
  turnover: number[];
  /** 主力净流入 (元). */
  mainNet: number[];
}

export interface MarginDay {
  rzye: number;
  rzmre: number;
  rzche: number;
  rqyl: number;
  rqmcl: number;
  rqchl: number;
}

export interface Fundamentals {
  pe: number | null;
  pb: number;
  roe: number;
  dividend: number;
  debt: number;
  goodwill: number;
  pledge: number;
  unlock: { date: string; shareOfFloat: number } | null;
  st: boolean;
  audit: '标准无保留意见' | '带强调事项段的无保留意见' | '保留意见' | '无法表示意见';
  investigation: string | null;
  forecast: {
    type: '预增' | '略增' | '续盈' | '略减' | '预减' | '首亏' | '续亏' | '扭亏';
    change: number;
    date: string;
  };
  reportDate: string;
  listDate: string | null;
}

export interface ToolsData {
  bars: Map<string, Bars>;
  margin: Map<string, MarginDay[]>;
  fundamentals: Map<string, Fundamentals>;
  themes: ThemeBook;
  limitByDay: Map<number, Map<string, LimitEvent>>;
  /** Consecutive limit-up days ending at each day, per stock. */
  boards: Map<string, Int16Array>;
  /** Popularity (人气) per stock per day, and the day's ranking. */
  heat: Map<string, Float64Array>;
  heatRank: Map<number, string[]>;
  listingsByCode: Map<string, Listing[]>;
}

function makeBars(ds: MarketDataset, security: Security, events: Map<number, Map<string, LimitEvent>>): Bars {
  const series = ds.prices.get(security.code)!;
  const rng = createRng(`market:bars:${security.code}:${ds.days[0]}`);
  const limit = priceLimit(security);
  // Typical daily turnover: under 1 % for the heaviest caps, a few % for small ones (float value in 亿).
  const base = Math.min(6, 9 * (series.floatMv / 1e8) ** -0.3) * rng.float(0.6, 1.4);
  const bars: Bars = { open: [], high: [], low: [], amount: [], turnover: [], mainNet: [] };
  series.close.forEach((close, i) => {
    const prev = i ? series.close[i - 1] : close / (1 + series.pct[i] / 100);
    const event = events.get(i)?.get(security.code);
    const { up: upPrice, down: downPrice } = limitPrices(prev, limit);
    // Opening gap within ±limit/10 % of the previous close (±1 % on a ±10 % board): `limit` is in %.
    let open = r2(Math.min(upPrice, Math.max(downPrice, prev * (1 + ((rng.next() - 0.5) * limit) / 500))));
    let high = Math.max(open, close) * (1 + rng.next() * 0.018);
    let low = Math.min(open, close) * (1 - rng.next() * 0.018);
    if (event?.kind === 'up' && event.firstSeal === '09:25:00') open = high = low = close;
    if (event?.kind === 'up' || event?.kind === 'broken') high = upPrice;
    if (event?.kind === 'down') low = downPrice;
    high = r2(Math.min(upPrice, Math.max(high, open, close)));
    low = r2(Math.max(downPrice, Math.min(low, open, close)));
    const move = Math.abs(series.pct[i]) / limit;
    // Never above 60 % of the float in a day (the amount below is then bounded by the float value).
    const turnover = Math.min(
      60,
      r2(base * (0.7 + rng.next() * 0.6) * (1 + move * 2.2) * (event?.kind === 'broken' ? 1.8 : 1)),
    );
    const floatValue = series.floatShares * close;
    const amount = Math.round((floatValue * turnover) / 100);
    const mainNet = Math.round(amount * ((series.pct[i] / limit) * 0.12 + (rng.next() - 0.5) * 0.08));
    bars.open.push(open);
    bars.high.push(high);
    bars.low.push(low);
    bars.amount.push(amount);
    bars.turnover.push(turnover);
    bars.mainNet.push(mainNet);
  });
  return bars;
}

/** Margin balances: a financing balance moving with buying (more when the price rises) and repayments. */
function makeMargin(ds: MarketDataset, security: Security, bars: Bars): MarginDay[] {
  const series = ds.prices.get(security.code)!;
  const rng = createRng(`market:margin:${security.code}:${ds.days[0]}`);
  let rzye = series.floatMv * rng.float(0.01, 0.06, 4) * (series.close[0] / series.close[series.close.length - 1]);
  let rqyl = Math.round((series.floatMv / series.close[series.close.length - 1]) * rng.float(0.0001, 0.002, 5));
  return series.close.map((close, i) => {
    // Plain uniforms (no decimal rounding): this loop runs for every stock-day.
    const rzmre = Math.round(bars.amount[i] * (0.05 + rng.next() * 0.08));
    const tilt = (series.pct[i] / priceLimit(security)) * 0.25 + (rng.next() - 0.5) * 0.12;
    const rzche = Math.max(0, Math.round(rzmre * (1 - tilt)));
    rzye = Math.max(rzmre, rzye + rzmre - rzche);
    const rqmcl = Math.round(rqyl * (0.02 + rng.next() * 0.1));
    const rqchl = Math.round(rqmcl * (0.8 + rng.next() * 0.4));
    rqyl = Math.max(0, rqyl + rqmcl - rqchl);
    return { rzye: Math.round(rzye), rzmre, rzche, rqyl, rqmcl, rqchl };
  });
}

const FORECASTS = ['预增', '略增', '续盈', '略减', '预减', '首亏', '续亏', '扭亏'] as const;
const AUDITS = ['标准无保留意见', '带强调事项段的无保留意见', '保留意见', '无法表示意见'] as const;

function makeFundamentals(ds: MarketDataset, security: Security, index: number): Fundamentals {
  const rng = createRng(`market:fundamentals:${security.code}`);
  const known = knownValuation(security.code);
  const loss = !known && rng.chance(0.1);
  // Profitable stocks: PE TTM log-normal around 28× (45× on the growth boards, 4–250×), ROE around 8 %,
  // PB = PE × ROE; loss makers have no PE. Well-known names keep their own valuation.
  const growth = security.board === 'kc' || security.board === 'cy';
  const peDraw = Math.min(250, Math.max(4, (growth ? 45 : 28) * Math.exp(0.55 * normal(rng))));
  const roeDraw = Math.min(35, Math.max(0.5, 8 * Math.exp(0.6 * normal(rng))));
  const roe = known ? r2((known.pb / known.pe) * 100) : loss ? rng.float(-25, -1) : r2(roeDraw);
  const pb = known ? known.pb : loss ? rng.float(0.5, growth ? 12 : 6) : Math.max(0.3, r2((peDraw * roe) / 100));
  const latest = ds.days.length - 1;
  const offset = (n: number) => ds.days[Math.max(0, Math.min(latest, latest - n))];
  const unlockAhead = rng.chance(0.18) ? rng.int(-20, 40) : null;
  const forecastType = loss
    ? rng.pick(['首亏', '续亏'] as const)
    : rng.pick(FORECASTS.filter((f) => f !== '首亏' && f !== '续亏'));
  const change =
    forecastType.includes('增') || forecastType === '扭亏'
      ? rng.float(10, 180)
      : forecastType === '续盈'
        ? rng.float(-5, 10)
        : rng.float(-90, -5);
  const day = new Date(`${ds.today}T00:00:00Z`);
  if (unlockAhead !== null) day.setUTCDate(day.getUTCDate() + unlockAhead);
  return {
    pe: loss ? null : r2((pb / roe) * 100),
    pb,
    roe,
    dividend: loss ? 0 : rng.chance(0.6) ? rng.float(0.2, 6) : 0,
    debt: rng.float(8, security.industry === '银行' ? 92 : 75),
    goodwill: rng.chance(0.35) ? rng.float(1, rng.chance(0.2) ? 80 : 25) : 0,
    pledge: rng.chance(0.4) ? rng.float(1, rng.chance(0.25) ? 75 : 30) : 0,
    unlock: unlockAhead === null ? null : { date: day.toISOString().slice(0, 10), shareOfFloat: rng.float(0.5, 40) },
    // A handful of stocks carry the heavy flags, never the well-known names; ST is the name's own mark.
    st: isSt(security),
    audit:
      index >= KNOWN_COUNT && (index % 61 === 7 || (isSt(security) && index % 3 === 0))
        ? rng.pick(AUDITS.slice(2))
        : index >= KNOWN_COUNT && index % 13 === 5
          ? AUDITS[1]
          : AUDITS[0],
    investigation: index >= KNOWN_COUNT && index % 83 === 19 ? '涉嫌信息披露违法违规，收到中国证监会立案告知书' : null,
    forecast: { type: forecastType, change, date: offset(rng.int(3, 40)) },
    reportDate: '2026-10-30',
    listDate: index >= KNOWN_COUNT && index % 19 === 3 ? ds.days[rng.int(0, 150)] : null,
  };
}

const cache = new WeakMap<MarketDataset, ToolsData>();

export function toolsData(ds: MarketDataset): ToolsData {
  const hit = cache.get(ds);
  if (hit) return hit;
  const limitByDay = new Map<number, Map<string, LimitEvent>>();
  for (const [day, events] of ds.limits) limitByDay.set(day, new Map(events.map((e) => [e.code, e])));
  const bars = new Map<string, Bars>();
  const margin = new Map<string, MarginDay[]>();
  const fundamentals = new Map<string, Fundamentals>();
  const boards = new Map<string, Int16Array>();
  const heat = new Map<string, Float64Array>();
  const listedDays = new Map<string, Set<number>>();
  const listingsByCode = new Map<string, Listing[]>();
  for (const l of ds.listings) {
    if (!listedDays.has(l.code)) listedDays.set(l.code, new Set());
    listedDays.get(l.code)!.add(l.dayIndex);
    if (!listingsByCode.has(l.code)) listingsByCode.set(l.code, []);
    listingsByCode.get(l.code)!.push(l);
  }
  ds.securities.forEach((security, index) => {
    const b = makeBars(ds, security, limitByDay);
    bars.set(security.code, b);
    // BSE stocks trade on margin only when the exchange lists them as 两融标的: half of the seeded ones.
    if (security.board !== 'bj' || index % 2 === 0) margin.set(security.code, makeMargin(ds, security, b));
    fundamentals.set(security.code, makeFundamentals(ds, security, index));
    const streak = new Int16Array(ds.days.length);
    const h = new Float64Array(ds.days.length);
    const rng = createRng(`market:heat:${security.code}`);
    const series = ds.prices.get(security.code)!;
    for (let i = 0; i < ds.days.length; i += 1) {
      const up = limitByDay.get(i)?.get(security.code)?.kind === 'up';
      streak[i] = up ? (i ? streak[i - 1] : 0) + 1 : 0;
      const known = index < KNOWN_COUNT ? 30 : 0;
      h[i] = Math.round(
        (Math.abs(series.pct[i]) * 4 +
          b.turnover[i] * 3 +
          streak[i] * 25 +
          (listedDays.get(security.code)?.has(i) ? 18 : 0) +
          known +
          rng.next() * 20) *
          100,
      );
    }
    boards.set(security.code, streak);
    heat.set(security.code, h);
  });
  const heatRank = new Map<number, string[]>();
  // One index sort per day over a plain column (5,000 stocks × 250 days: no map look-ups in the comparator).
  const codes = ds.securities.map((s) => s.code);
  const columns = codes.map((code) => heat.get(code)!);
  const order = codes.map((_, k) => k).sort((a, b) => (codes[a] < codes[b] ? -1 : codes[a] > codes[b] ? 1 : 0));
  const byCode = new Int32Array(codes.length);
  order.forEach((k, rank) => (byCode[k] = rank));
  const day = new Float64Array(codes.length);
  for (let i = 0; i < ds.days.length; i += 1) {
    for (let k = 0; k < codes.length; k += 1) day[k] = columns[k][i];
    const sorted = codes.map((_, k) => k).sort((a, b) => day[b] - day[a] || byCode[a] - byCode[b]);
    heatRank.set(
      i,
      sorted.map((k) => codes[k]),
    );
  }
  const data: ToolsData = {
    bars,
    margin,
    fundamentals,
    themes: buildThemes(ds.securities),
    limitByDay,
    boards,
    heat,
    heatRank,
    listingsByCode,
  };
  cache.set(ds, data);
  return data;
}
