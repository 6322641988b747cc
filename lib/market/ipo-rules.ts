/** IPO list filters and the calendar's events (pure). */
import { addDays } from '../format/date';
import type { IpoIssue, IpoStatus } from './ipo-schemas';
import type { Board } from './security-schemas';

export const IPO_EVENT_TYPES = { apply: '申购', ballot: '中签公布', pay: '缴款', list: '上市' } as const;
export type IpoEventType = keyof typeof IPO_EVENT_TYPES;

export interface IpoEvent {
  date: string;
  type: IpoEventType;
  issue: IpoIssue;
}

export function readEventType(value: string | undefined): IpoEventType | 'all' {
  return value && Object.hasOwn(IPO_EVENT_TYPES, value) ? (value as IpoEventType) : 'all';
}

export function filterIpos(
  issues: IpoIssue[],
  filter: { status: IpoStatus | 'all'; board: Board | 'all' },
): IpoIssue[] {
  return issues.filter(
    (i) =>
      (filter.status === 'all' || i.status === filter.status) && (filter.board === 'all' || i.board === filter.board),
  );
}

/** Events of every issue within [from, to], grouped by date ascending. */
export function ipoEvents(
  issues: IpoIssue[],
  type: IpoEventType | 'all',
  from: string,
  to: string,
): { date: string; events: IpoEvent[] }[] {
  const events: IpoEvent[] = [];
  for (const issue of issues) {
    for (const kind of Object.keys(IPO_EVENT_TYPES) as IpoEventType[]) {
      const date = issue.dates[kind];
      if (!date || date < from || date > to || (type !== 'all' && type !== kind)) continue;
      events.push({ date, type: kind, issue });
    }
  }
  const byDate = new Map<string, IpoEvent[]>();
  for (const e of events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0)))
    byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
  return [...byDate.entries()].map(([date, list]) => ({ date, events: list }));
}

const STATUS_ORDER: Record<IpoStatus, number> = { pending: 0, awaiting_listing: 1, listed: 2 };

/** What a user acts on first: upcoming applications (soonest first), then waiting, then listed (newest first). */
export function sortIpos(issues: IpoIssue[]): IpoIssue[] {
  return [...issues].sort((a, b) => {
    const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
    if (byStatus) return byStatus;
    const byDate = a.dates.apply < b.dates.apply ? -1 : a.dates.apply > b.dates.apply ? 1 : 0;
    return a.status === 'listed' ? -byDate : byDate;
  });
}

/** The calendar's board filter: the exchanges' four boards (沪深主板 together), as peers offer it. */
export const IPO_BOARD_FILTERS = { main: '主板', cy: '创业板', kc: '科创板', bj: '北交所' } as const;
export type IpoBoardFilter = keyof typeof IPO_BOARD_FILTERS;

export function readIpoBoardFilter(value: string | undefined): IpoBoardFilter | 'all' {
  return value && Object.hasOwn(IPO_BOARD_FILTERS, value) ? (value as IpoBoardFilter) : 'all';
}

export function inBoardFilter(board: Board, filter: IpoBoardFilter | 'all'): boolean {
  if (filter === 'all') return true;
  return filter === 'main' ? board === 'sh_main' || board === 'sz_main' : board === filter;
}

/**
 * The calendar opens on the market's today and looks three weeks ahead; `past` is the two weeks
 * before today (newest day first), reached through an explicit link.
 */
export function calendarWindow(today: string, range: 'upcoming' | 'past'): { from: string; to: string } {
  return range === 'past'
    ? { from: addDays(today, -14), to: addDays(today, -1) }
    : { from: today, to: addDays(today, 21) };
}

/** What a subscriber acts on first: today's applications and the next application day after today. */
export function nextApplications(
  issues: IpoIssue[],
  today: string,
): { today: IpoIssue[]; next: { date: string; issues: IpoIssue[] } | null } {
  const todays = issues.filter((i) => i.dates.apply === today);
  const later = issues.filter((i) => i.dates.apply > today).map((i) => i.dates.apply);
  const nextDate = later.length ? later.reduce((a, b) => (a < b ? a : b)) : null;
  return {
    today: todays,
    next: nextDate ? { date: nextDate, issues: issues.filter((i) => i.dates.apply === nextDate) } : null,
  };
}

export type IpoPhase = 'applying' | 'pending' | 'awaiting_listing' | 'listing' | 'listed';
export const IPO_PHASE_LABELS: Record<IpoPhase, string> = {
  applying: '今日申购',
  pending: '待申购',
  awaiting_listing: '待上市',
  listing: '今日上市',
  listed: '已上市',
};

/** The status a row shows on `today` (its colour comes from this): 今日申购 and 今日上市 stand out. */
export function ipoPhase(issue: IpoIssue, today: string): IpoPhase {
  if (issue.dates.apply === today) return 'applying';
  if (issue.dates.list === today) return 'listing';
  return issue.status;
}

/** Issues per status (the center's headline counts); a status with no issue counts 0. */
export function countByStatus(issues: IpoIssue[]): Record<IpoStatus, number> {
  const counts: Record<IpoStatus, number> = { pending: 0, awaiting_listing: 0, listed: 0 };
  for (const issue of issues) counts[issue.status] += 1;
  return counts;
}

/** 近期可申购: the issues still open to apply for, soonest application day first (one day: by code). */
export function upcomingApplications(issues: IpoIssue[]): IpoIssue[] {
  return issues
    .filter((i) => i.status === 'pending')
    .sort((a, b) => a.dates.apply.localeCompare(b.dates.apply) || a.code.localeCompare(b.code));
}
