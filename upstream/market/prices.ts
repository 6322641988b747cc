import type { Security } from '../../lib/market/schemas';
import { createRng } from '../core/random';
import { priceLimit } from './securities';

export interface PriceSeries {
  security: Security;
  /** Close per trading day (same index as the day list) and the day's change in %. */
  close: number[];
  pct: number[];
  floatMv: number;
  totalShares: number;
}

function round2(value: number) {
  return Math.round(value * 100) / 100;
}

/** Random-walk daily closes for every security; `shocks` force big moves on lhb days. */
export function generatePrices(securities: Security[], days: string[], shocks: Map<string, Map<number, number>>): Map<string, PriceSeries> {
  const result = new Map<string, PriceSeries>();
  for (const security of securities) {
    const rng = createRng(`market:price:${security.code}:${days[0]}`);
    const limit = priceLimit(security.board);
    let price = rng.float(4, security.code === '600519' ? 1600 : 120);
    const close: number[] = [];
    const pct: number[] = [];
    const forced = shocks.get(security.code);
    // Forced moves (lhb days, limit boards) would make every price drift one way over a year: the
    // ordinary days carry the opposite drift, so a series stays a plausible price level.
    const forcedSum = forced ? [...forced.values()].reduce((a, b) => a + b, 0) : 0;
    const bias = (-0.85 * forcedSum) / Math.max(1, days.length - (forced?.size ?? 0));
    for (let i = 0; i < days.length; i += 1) {
      let change = forced?.get(i) ?? Math.max(-limit, Math.min(limit, (rng.next() + rng.next() + rng.next() - 1.5) * 3.2 + bias));
      const next = round2(price * (1 + change / 100));
      change = round2(((next - price) / price) * 100);
      price = Math.max(1, next);
      close.push(price);
      pct.push(change);
    }
    const floatMv = Math.round(rng.float(15, security.board === 'sh_main' ? 3000 : 600) * 1e8);
    result.set(security.code, { security, close, pct, floatMv, totalShares: Math.round((floatMv / price) * rng.float(1, 1.6)) });
  }
  return result;
}

/** % change from day `from` to `from + n` (null when that day is still to come). */
export function changeAfter(series: PriceSeries, from: number, n: number): number | null {
  const to = from + n;
  if (to >= series.close.length || from < 0) return null;
  return round2((series.close[to] / series.close[from] - 1) * 100);
}
