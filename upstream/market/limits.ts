import type { Security } from '@/lib/market/security-schemas';
import { createRng, type Rng } from '@/upstream/core/random';
import { isSt, normal, profileOf } from './securities';

export type LimitKind = 'up' | 'broken' | 'down';

/** One stock's limit event on one trading day (涨停 / 炸板 / 跌停) with its intraday facts. */
export interface LimitEvent {
  code: string;
  kind: LimitKind;
  /** 'HH:MM:SS' of the first and last seal (last is null for a board that stayed open). */
  firstSeal: string;
  lastSeal: string | null;
  openCount: number;
  /** Fraction of the day's float value left on the sealed side at the close (封单). */
  sealShare: number;
  /** For a broken board: the close as a fraction of the limit move. */
  closeShare: number;
}

/** Seconds of continuous trading in a day: 09:30–11:30 and 13:00–15:00. */
const TRADING_SECONDS = 4 * 3600;

function clockOf(seconds: number): string {
  const s = Math.max(0, Math.min(seconds, TRADING_SECONDS - 1));
  // Continuous trading: 09:30–11:30 and 13:00–15:00 (call auction at 09:25).
  const at = s < 7200 ? 9.5 * 3600 + s : 13 * 3600 + (s - 7200);
  const hh = Math.floor(at / 3600);
  const mm = Math.floor((at % 3600) / 60);
  const ss = Math.floor(at % 60);
  return [hh, mm, ss].map((n) => String(n).padStart(2, '0')).join(':');
}

/** Weighted draws without replacement over a fixed list (cumulative weights, binary search). */
function weightedPicker(items: Security[], weight: (s: Security) => number) {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((s, k) => (cumulative[k] = total += weight(s)));
  return (rng: Rng, count: number, skip: (code: string) => boolean): string[] => {
    const picked: string[] = [];
    const seen = new Set<string>();
    for (let tries = 0; picked.length < count && tries < count * 30; tries += 1) {
      const target = rng.next() * total;
      let lo = 0;
      let hi = items.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cumulative[mid] > target) hi = mid;
        else lo = mid + 1;
      }
      const code = items[lo].code;
      if (seen.has(code) || skip(code)) continue;
      seen.add(code);
      picked.push(code);
    }
    return picked;
  };
}

/**
 * How likely a stock is to hit its limit on a given day, relative to others: small caps far more
 * than large ones (weight ∝ float value^−0.9: a 20亿 stock is ~90× as likely as a 3,000亿 one), a
 * ±20 % / ±30 % limit is harder to reach than ±10 %, and ST stocks touch their ±5 % often.
 */
export function limitWeight(security: Security): number {
  const floatYi = profileOf(security.code).floatMv / 1e8;
  const board = security.board === 'bj' ? 0.25 : security.board === 'cy' || security.board === 'kc' ? 0.6 : 1;
  return floatYi ** -0.9 * board * (isSt(security) ? 2 : 1);
}

/**
 * Chance that a stock sealed at the limit for `n` days in a row seals again the next day (连板晋级率):
 * in the real market about a fifth of first boards make a second, and a third to two fifths of the
 * higher ones go on; large caps far less (scaled by (30亿 / float value)^0.4, at most 1).
 */
export function continueChance(n: number, floatMv: number): number {
  const base = n <= 1 ? 0.2 : n === 2 ? 0.3 : 0.38;
  return base * Math.min(1, (30e8 / floatMv) ** 0.4);
}

/** Largest 封单 shown: a few 亿 at most for anything but the heaviest names. */
const MAX_SEAL = 25e8;

/**
 * Which stocks hit their price limit on which day. The day's number of 涨停 follows the market's mood
 * (log-normal around ~45 of 5,000, i.e. about 1 %), first boards are drawn by limitWeight, streaks go
 * on with continueChance, lhb "up" picks tend to seal; the price walk then closes those days at the
 * exact limit price, so pools, boards and K-lines all agree with one price series.
 */
export function planLimits(
  securities: Security[],
  days: string[],
  lhbPlan: Map<number, { code: string; up: boolean }[]>,
): Map<number, LimitEvent[]> {
  const rng = createRng(`market:limits:${days[days.length - 1]}`);
  const plan = new Map<number, LimitEvent[]>();
  const pickUp = weightedPicker(securities, limitWeight);
  const pickDown = weightedPicker(securities, (s) => limitWeight(s) * (s.board === 'bj' ? 0.5 : 1));
  let streaks = new Map<string, number>();
  days.forEach((_, dayIndex) => {
    const used = new Set<string>();
    const events: LimitEvent[] = [];
    const lhb = lhbPlan.get(dayIndex) ?? [];
    const downPicks = new Set(lhb.filter((p) => !p.up).map((p) => p.code));
    const add = (code: string, kind: LimitKind) => {
      if (used.has(code)) return;
      used.add(code);
      const oneWord = kind === 'up' && rng.chance(0.06);
      const first = oneWord ? -300 : rng.int(0, TRADING_SECONDS - 60);
      const opens = oneWord ? 0 : kind === 'broken' ? rng.int(1, 5) : rng.chance(0.35) ? rng.int(1, 4) : 0;
      const last =
        kind === 'broken'
          ? null
          : opens
            ? first +
              rng.int(
                Math.min(60, TRADING_SECONDS - 1 - first),
                Math.max(60, Math.min(9000, TRADING_SECONDS - 1 - first)),
              )
            : first;
      // 封单 as a share of float value: a few % for a small cap, far less for a big one, capped in 元.
      const floatMv = profileOf(code).floatMv;
      const share = rng.float(0.002, oneWord ? 0.05 : 0.025, 5) * Math.min(1, (30e8 / floatMv) ** 0.5);
      events.push({
        code,
        kind,
        firstSeal: first < 0 ? '09:25:00' : clockOf(first),
        lastSeal: last === null ? null : last < 0 ? '09:25:00' : clockOf(last),
        openCount: opens,
        sealShare: Math.min(share, MAX_SEAL / floatMv),
        closeShare: kind === 'broken' ? rng.float(0.2, 0.85) : 1,
      });
    };
    const next = new Map<string, number>();
    for (const [code, n] of streaks) {
      if (downPicks.has(code)) continue;
      if (rng.chance(continueChance(n, profileOf(code).floatMv))) {
        add(code, 'up');
        next.set(code, n + 1);
      } else if (rng.chance(0.25)) add(code, 'broken');
    }
    for (const pick of lhb) {
      if (pick.up && !used.has(pick.code) && rng.chance(0.4)) {
        add(pick.code, 'up');
        next.set(pick.code, 1);
      }
    }
    // The day's mood: log-normal count of 涨停 (quiet days a dozen, hot days well over a hundred).
    const target = Math.max(12, Math.min(140, Math.round(45 * Math.exp(0.45 * normal(rng)))));
    const ups = events.filter((e) => e.kind === 'up').length;
    for (const code of pickUp(rng, Math.max(0, target - ups), (c) => used.has(c) || downPicks.has(c))) {
      add(code, 'up');
      next.set(code, 1);
    }
    const brokenTarget = Math.round(target * rng.float(0.2, 0.45));
    const broken = events.filter((e) => e.kind === 'broken').length;
    for (const code of pickUp(rng, Math.max(0, brokenTarget - broken), (c) => used.has(c) || downPicks.has(c)))
      add(code, 'broken');
    const downs = Math.max(2, Math.min(80, Math.round(10 * Math.exp(0.8 * normal(rng)))));
    for (const code of downPicks) if (events.filter((e) => e.kind === 'down').length < downs) add(code, 'down');
    const have = events.filter((e) => e.kind === 'down').length;
    for (const code of pickDown(rng, Math.max(0, downs - have), (c) => used.has(c))) add(code, 'down');
    streaks = next;
    plan.set(dayIndex, events);
  });
  return plan;
}
