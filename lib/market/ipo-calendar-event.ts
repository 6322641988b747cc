import type { CalendarEvent } from '@/lib/bridge/calls';
import type { IpoIssue } from './ipo-schemas';

/** The IPO days a user can put in a calendar: subscription, payment of a winning lot, listing. */
export const IPO_CALENDAR_DAYS = { apply: '申购日', pay: '中签缴款日', list: '上市日' } as const;
export type IpoCalendarDay = keyof typeof IPO_CALENDAR_DAYS;

// Beijing trading hours: subscription 09:30–15:00, payment of a winning lot by 16:00 that day.
const HOURS: Record<IpoCalendarDay, [string, string]> = {
  apply: ['09:30', '15:00'],
  pay: ['09:30', '16:00'],
  list: ['09:30', '15:00'],
};

function beijing(date: string, time: string): string {
  return new Date(`${date}T${time}:00+08:00`).toISOString();
}

/** The calendar entry for one IPO day, or null when that day is not set or already past. */
export function ipoCalendarEvent(issue: IpoIssue, day: IpoCalendarDay, today: string): CalendarEvent | null {
  const date = issue.dates[day];
  if (!date || date < today) return null;
  const [from, to] = HOURS[day];
  const action =
    day === 'apply' ? `申购代码 ${issue.applyCode}` : day === 'pay' ? '中签请在16:00前确保账户资金足额' : '今日上市';
  return {
    title: `${issue.name}（${issue.code}）${IPO_CALENDAR_DAYS[day]}`,
    start: beijing(date, from),
    end: beijing(date, to),
    note: `${issue.name} ${IPO_CALENDAR_DAYS[day]}：${action}。内容仅供参考，不构成投资建议。`,
    remindMinutes: 30,
  };
}
