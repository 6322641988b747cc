/**
 * The exchanges' trading calendar: weekdays minus the mainland's public-holiday closures
 * (SSE/SZSE notices; 2027 after New Year is estimated). Pure and deterministic.
 *
 * The closures are announced a year at a time and cannot be computed, so the table has an end. A
 * day outside the table is refused (CalendarRangeError), never guessed: past CALENDAR_LAST_DAY the
 * upstream does not start (the market module builds its window at start-up) until the next year's
 * closures are added here.
 */
const HOLIDAYS = new Set([
  // 2025
  '2025-01-01',
  '2025-01-28',
  '2025-01-29',
  '2025-01-30',
  '2025-01-31',
  '2025-02-03',
  '2025-02-04',
  '2025-04-04',
  '2025-05-01',
  '2025-05-02',
  '2025-05-05',
  '2025-06-02',
  '2025-10-01',
  '2025-10-02',
  '2025-10-03',
  '2025-10-06',
  '2025-10-07',
  '2025-10-08',
  // 2026
  '2026-01-01',
  '2026-01-02',
  '2026-02-16',
  '2026-02-17',
  '2026-02-18',
  '2026-02-19',
  '2026-02-20',
  '2026-02-23',
  '2026-04-06',
  '2026-05-01',
  '2026-05-04',
  '2026-05-05',
  '2026-06-19',
  '2026-09-25',
  '2026-10-01',
  '2026-10-02',
  '2026-10-05',
  '2026-10-06',
  '2026-10-07',
  // 2027
  '2027-01-01',
  '2027-02-05',
  '2027-02-08',
  '2027-02-09',
  '2027-02-10',
  '2027-02-11',
  '2027-02-12',
  '2027-04-05',
  '2027-05-03',
  '2027-05-04',
  '2027-05-05',
  '2027-06-09',
  '2027-09-15',
  '2027-10-01',
  '2027-10-04',
  '2027-10-05',
  '2027-10-06',
  '2027-10-07',
]);

/** The first and last day the holiday table speaks for. */
export const CALENDAR_FIRST_DAY = '2025-01-01';
export const CALENDAR_LAST_DAY = '2027-12-31';

export class CalendarRangeError extends Error {
  constructor(readonly day: string) {
    super(
      `Trading calendar: ${day} is outside the holiday table (${CALENDAR_FIRST_DAY} … ${CALENDAR_LAST_DAY}, upstream/market/calendar.ts). ` +
        `Add the exchanges' published closures for ${day.slice(0, 4)} to HOLIDAYS and move CALENDAR_LAST_DAY, or pin MARKET_TODAY to a date the table covers ` +
        '(the market window reaches about a year back and six weeks ahead of it).',
    );
    this.name = 'CalendarRangeError';
  }
}

export function holidayList(): string[] {
  return [...HOLIDAYS].sort();
}

function shift(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isTradingDay(iso: string): boolean {
  if (iso < CALENDAR_FIRST_DAY || iso > CALENDAR_LAST_DAY) throw new CalendarRangeError(iso);
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !HOLIDAYS.has(iso);
}

/** The latest trading day on or before `iso`. */
export function tradingDayOnOrBefore(iso: string): string {
  let day = iso;
  while (!isTradingDay(day)) day = shift(day, -1);
  return day;
}

/** `count` trading days ending at the latest trading day ≤ `until`, oldest first. */
export function tradingDaysUntil(until: string, count: number): string[] {
  const days: string[] = [];
  let day = tradingDayOnOrBefore(until);
  while (days.length < count) {
    if (isTradingDay(day)) days.push(day);
    day = shift(day, -1);
  }
  return days.reverse();
}

/** The next `count` trading days strictly after `after`. */
export function tradingDaysAfter(after: string, count: number): string[] {
  const days: string[] = [];
  let day = shift(after, 1);
  while (days.length < count) {
    if (isTradingDay(day)) days.push(day);
    day = shift(day, 1);
  }
  return days;
}
