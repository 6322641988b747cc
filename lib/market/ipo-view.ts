/** IPO list filters and the calendar's events (pure). */
import type { Board, IpoIssue, IpoStatus } from './schemas';

export const IPO_EVENT_TYPES = { apply: '申购', ballot: '中签公布', pay: '缴款', list: '上市' } as const;
export type IpoEventType = keyof typeof IPO_EVENT_TYPES;

export interface IpoEvent {
  date: string;
  type: IpoEventType;
  issue: IpoIssue;
}

export function readEventType(value: string | undefined): IpoEventType | 'all' {
  return value && value in IPO_EVENT_TYPES ? (value as IpoEventType) : 'all';
}

export function filterIpos(issues: IpoIssue[], filter: { status: IpoStatus | 'all'; board: Board | 'all' }): IpoIssue[] {
  return issues.filter((i) => (filter.status === 'all' || i.status === filter.status) && (filter.board === 'all' || i.board === filter.board));
}

/** Events of every issue within [from, to], grouped by date ascending. */
export function ipoEvents(issues: IpoIssue[], type: IpoEventType | 'all', from: string, to: string): { date: string; events: IpoEvent[] }[] {
  const events: IpoEvent[] = [];
  for (const issue of issues) {
    for (const kind of Object.keys(IPO_EVENT_TYPES) as IpoEventType[]) {
      const date = issue.dates[kind];
      if (!date || date < from || date > to || (type !== 'all' && type !== kind)) continue;
      events.push({ date, type: kind, issue });
    }
  }
  const byDate = new Map<string, IpoEvent[]>();
  for (const e of events.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))) byDate.set(e.date, [...(byDate.get(e.date) ?? []), e]);
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
