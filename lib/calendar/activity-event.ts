import type { CalendarEvent } from '@/lib/bridge/calls';

const HOUR_MS = 3600_000;

/**
 * An activity's calendar entry: the meeting itself when it has one (two hours from meetAt), else
 * its start-to-end window; null once it is over.
 */
export function activityCalendarEvent(
  activity: { title: string; startAt: string; endAt: string; meetAt?: string | null; venue?: string },
  now = Date.now(),
): CalendarEvent | null {
  const start = activity.meetAt ?? activity.startAt;
  const end = activity.meetAt ? new Date(Date.parse(activity.meetAt) + 2 * HOUR_MS).toISOString() : activity.endAt;
  if (Date.parse(end) <= now) return null;
  return {
    title: activity.title,
    start: new Date(start).toISOString(),
    end: new Date(end).toISOString(),
    note: activity.venue ? `地点：${activity.venue}` : undefined,
    remindMinutes: 30,
  };
}
