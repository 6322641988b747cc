/** Dates as the market pages show them. Inputs are ISO dates (YYYY-MM-DD) in China time. */
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

export function isIsoDate(text: string | undefined | null): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

export function weekdayCn(iso: string): string {
  return WEEKDAYS[new Date(`${iso}T00:00:00Z`).getUTCDay()];
}

/** 2026-11-20 → 11月20日 */
export function formatMonthDay(iso: string): string {
  const [, month, day] = iso.split('-');
  return `${Number(month)}月${Number(day)}日`;
}

/** 2026-11-20 → 2026-11-20 周五 */
export function formatDateWithWeekday(iso: string): string {
  return `${iso} ${weekdayCn(iso)}`;
}

/** Today's date in China (Asia/Shanghai, UTC+8, no daylight saving). */
export function chinaToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 8 * 3600_000).toISOString().slice(0, 10);
}

export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
