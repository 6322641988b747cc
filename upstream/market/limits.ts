import type { Security } from '../../lib/market/schemas';
import { createRng } from '../core/random';
import { priceLimit } from './securities';

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

/**
 * Which stocks hit their price limit on which day. Streaks carry over (连板), lhb "up" picks tend to
 * seal, and the price walk is then forced to the exact limit on those days, so pools, boards and
 * K-lines all agree with one price series.
 */
export function planLimits(securities: Security[], days: string[], lhbPlan: Map<number, { code: string; up: boolean }[]>): Map<number, LimitEvent[]> {
  const rng = createRng(`market:limits:${days[days.length - 1]}`);
  const plan = new Map<number, LimitEvent[]>();
  let streaks = new Map<string, number>();
  days.forEach((_, dayIndex) => {
    const used = new Set<string>();
    const events: LimitEvent[] = [];
    const lhb = lhbPlan.get(dayIndex) ?? [];
    const downPicks = new Set(lhb.filter((p) => !p.up).map((p) => p.code));
    const add = (code: string, kind: LimitKind) => {
      if (used.has(code)) return;
      used.add(code);
      const oneWord = kind === 'up' && rng.chance(0.08);
      const first = oneWord ? -300 : rng.int(0, TRADING_SECONDS - 60);
      const opens = oneWord ? 0 : kind === 'broken' ? rng.int(1, 5) : rng.chance(0.35) ? rng.int(1, 4) : 0;
      const last = kind === 'broken' ? null : opens ? first + rng.int(Math.min(60, TRADING_SECONDS - 1 - first), Math.max(60, Math.min(9000, TRADING_SECONDS - 1 - first))) : first;
      events.push({
        code,
        kind,
        firstSeal: first < 0 ? '09:25:00' : clockOf(first),
        lastSeal: last === null ? null : last < 0 ? '09:25:00' : clockOf(last),
        openCount: opens,
        sealShare: rng.float(0.002, oneWord ? 0.06 : 0.025, 4),
        closeShare: kind === 'broken' ? rng.float(0.2, 0.85) : 1,
      });
    };
    const next = new Map<string, number>();
    for (const [code, n] of streaks) {
      if (downPicks.has(code)) continue;
      if (rng.chance(n >= 4 ? 0.38 : 0.5)) {
        add(code, 'up');
        next.set(code, n + 1);
      } else if (rng.chance(0.3)) add(code, 'broken');
    }
    for (const pick of lhb) {
      if (pick.up && !used.has(pick.code) && rng.chance(0.55)) {
        add(pick.code, 'up');
        next.set(pick.code, 1);
      }
    }
    const target = rng.int(16, 28);
    const pool = rng.shuffle(securities.filter((s) => s.board !== 'bj' || rng.chance(0.3)));
    for (const s of pool) {
      if (events.filter((e) => e.kind === 'up').length >= target) break;
      if (used.has(s.code) || downPicks.has(s.code)) continue;
      add(s.code, 'up');
      next.set(s.code, 1);
    }
    const brokenTarget = rng.int(5, 10);
    for (const s of pool.reverse()) {
      if (events.filter((e) => e.kind === 'broken').length >= brokenTarget) break;
      if (!used.has(s.code) && !downPicks.has(s.code)) add(s.code, 'broken');
    }
    const downs = rng.int(3, 9);
    for (const code of [...downPicks, ...pool.map((s) => s.code)]) {
      if (events.filter((e) => e.kind === 'down').length >= downs) break;
      add(code, 'down');
    }
    streaks = next;
    plan.set(dayIndex, events);
  });
  return plan;
}

/** The forced % move of an event (the walk rounds the close to the exact limit price). */
export function limitMove(event: LimitEvent, security: Security): number {
  const limit = priceLimit(security.board);
  if (event.kind === 'up') return limit;
  if (event.kind === 'down') return -limit;
  return Math.round(limit * event.closeShare * 100) / 100;
}
