import { toFixedDecimal } from '@/lib/format/decimal';
/** Counts as people read them: 9,876 → 9876; 12,345 → 1.2万; 123,456,789 → 1.2亿. */
export function formatCount(value: number): string {
  if (value < 10_000) return String(value);
  // The unit is chosen after rounding (issue 13): 99,999,999 is 1亿, not 10000万.
  const wan = trim(value / 10_000);
  return Number(wan) < 10_000 ? `${wan}万` : `${trim(value / 100_000_000)}亿`;
}

function trim(value: number): string {
  return (toFixedDecimal(value, 1) ?? '0').replace(/\.0$/, '');
}

const TIME = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hour12: false });
const DAY = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: '2-digit', day: '2-digit' });

/** 11-22 09:30–11:00 in Beijing time whatever the server's zone. */
export function formatProgramTime(startAt: string, endAt: string): string {
  const start = new Date(startAt);
  return `${DAY.format(start).replace('/', '-')} ${TIME.format(start)}–${TIME.format(new Date(endAt))}`;
}

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return `${DAY.format(date).replace('/', '-')} ${TIME.format(date)}`;
}

const DAY_MS = 86_400_000;
const BEIJING_OFFSET_MS = 8 * 3600_000;

/** Whole Beijing calendar days from today to the day of `iso` (0 today, -1 yesterday, 1 tomorrow). */
export function beijingDayOffset(iso: string, now: number): number {
  const day = (time: number) => Math.floor((time + BEIJING_OFFSET_MS) / DAY_MS);
  return day(Date.parse(iso)) - day(now);
}
