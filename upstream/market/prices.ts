import type { Security } from '@/lib/market/security-schemas';
import { createRng } from '@/upstream/core/random';
import type { LimitEvent } from './limits';
import { limitPrices, priceLimit, profileOf, studentT, normal } from './securities';

export interface PriceSeries {
  security: Security;
  /** Close per trading day (same index as the day list, whole fen) and the day's change in %. */
  close: number[];
  pct: number[];
  /** Float value (元) at the latest close, and the float and total share counts. */
  floatMv: number;
  floatShares: number;
  totalShares: number;
}

function round2(value: number) {
  return Math.round(value * 100) / 100;
}

/**
 * How fast a price drifts back to its reference level, per day (an Ornstein–Uhlenbeck walk in log
 * price): with daily volatility σ the level wanders about σ / √(2κ) around the reference, ≈ ±15 % for
 * a 2 % stock, so a year of history stays a plausible level for the name (茅台 near 1,500, 平安银行
 * near 11) instead of a random walk doubling or halving it.
 */
const REVERSION = 0.01;

/**
 * Daily closes for every security. A day's move is a fat-tailed draw (Student-t, ν = 4) scaled to the
 * stock's volatility, plus the pull to its reference level; `shocks` ask for a big move (lhb days) and
 * `events` for a limit day (涨停 / 跌停 at the exchange's limit price, 炸板 part of the way). An
 * ordinary day never closes at or beyond a limit price, so every limit close is a planned event and
 * the pools, the lhb and the K-lines agree with one price series.
 */
export function generatePrices(
  securities: Security[],
  days: string[],
  shocks: Map<string, Map<number, number>>,
  events: Map<string, Map<number, LimitEvent>> = new Map(),
): Map<string, PriceSeries> {
  const result = new Map<string, PriceSeries>();
  for (const security of securities) {
    const rng = createRng(`market:price:${security.code}:${days[0]}`);
    const profile = profileOf(security.code);
    const limit = priceLimit(security);
    const anchor = Math.log(profile.refPrice);
    let price = round2(Math.max(0.5, profile.refPrice * Math.exp(0.1 * normal(rng))));
    const close: number[] = [];
    const pct: number[] = [];
    const forced = shocks.get(security.code);
    const limited = events.get(security.code);
    for (let i = 0; i < days.length; i += 1) {
      const { up, down } = limitPrices(price, limit);
      const event = limited?.get(i);
      let next: number;
      if (event?.kind === 'up') next = up;
      else if (event?.kind === 'down') next = down;
      else {
        const asked = event?.kind === 'broken' ? limit * event.closeShare : forced?.get(i);
        const drift = REVERSION * (anchor - Math.log(price));
        const move = asked !== undefined ? asked / 100 : Math.exp(drift + profile.vol * studentT(rng)) - 1;
        // Whole fen, strictly inside the day's limits (a close at the limit is an event of its own).
        next = Math.min(up - 0.01, Math.max(down + 0.01, round2(price * (1 + move))));
        next = round2(next);
      }
      pct.push(round2(((next - price) / price) * 100));
      close.push(next);
      price = next;
    }
    const floatShares = Math.round(profile.floatMv / profile.refPrice);
    const totalShares = Math.round(floatShares * (1 + rng.next() * 0.4));
    result.set(security.code, {
      security,
      close,
      pct,
      floatShares,
      floatMv: Math.round(floatShares * price),
      totalShares,
    });
  }
  return result;
}

/** % change from day `from` to `from + n` (null when that day is still to come). */
export function changeAfter(series: PriceSeries, from: number, n: number): number | null {
  const to = from + n;
  if (to >= series.close.length || from < 0) return null;
  return round2((series.close[to] / series.close[from] - 1) * 100);
}
