/**
 * Instants as the product's users read them: China time (Asia/Shanghai, UTC+8 all year, no daylight
 * saving), whatever the zone of the server or the phone. Offset arithmetic rather than Intl, so every
 * engine prints the same text. An unparseable instant shows as `--`.
 */
import { MISSING } from './amount';

export const CHINA_OFFSET_MS = 8 * 3600_000;
const DAY_MS = 86_400_000;

const pad = (n: number) => String(n).padStart(2, '0');

function chinaClock(iso: string) {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return null;
  const china = new Date(ms + CHINA_OFFSET_MS);
  return {
    year: china.getUTCFullYear(),
    month: china.getUTCMonth() + 1,
    day: china.getUTCDate(),
    time: `${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`,
  };
}

/** '2026-11-20 09:30' */
export function formatChinaDateTime(iso: string): string {
  const at = chinaClock(iso);
  return at ? `${at.year}-${pad(at.month)}-${pad(at.day)} ${at.time}` : MISSING;
}

/** '11-20 09:30' */
export function formatChinaShortDateTime(iso: string): string {
  const at = chinaClock(iso);
  return at ? `${pad(at.month)}-${pad(at.day)} ${at.time}` : MISSING;
}

/** '11月20日 20:00' */
export function formatChinaMonthDayTime(iso: string): string {
  const at = chinaClock(iso);
  return at ? `${at.month}月${at.day}日 ${at.time}` : MISSING;
}

/** A programme's slot: '11-22 09:30–11:00' (the end's time of day only). */
export function formatChinaTimeRange(startIso: string, endIso: string): string {
  const end = chinaClock(endIso);
  return `${formatChinaShortDateTime(startIso)}–${end ? end.time : MISSING}`;
}

/** Whole China calendar days from `now` to the day of `iso` (0 today, -1 yesterday, 1 tomorrow). */
export function chinaDayOffset(iso: string, now: number): number {
  const day = (time: number) => Math.floor((time + CHINA_OFFSET_MS) / DAY_MS);
  return day(Date.parse(iso)) - day(now);
}
