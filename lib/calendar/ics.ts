import type { CalendarEvent } from '@/lib/bridge/calls';

/**
 * The web fallback of add-to-calendar (outside the app): the event as an iCalendar file that the
 * phone's calendar opens. The `ics` generator is loaded only when a user asks for the file.
 */
export async function buildIcs(event: CalendarEvent): Promise<string> {
  const { createEvent } = await import('ics');
  const start = Date.parse(event.start);
  const end = event.end ? Date.parse(event.end) : start + 3600_000;
  const { error, value } = createEvent({
    title: event.title,
    description: event.note,
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    alarms:
      event.remindMinutes === undefined
        ? []
        : [{ action: 'display', description: event.title, trigger: { minutes: event.remindMinutes, before: true } }],
  });
  if (error || !value) throw error ?? new Error('ics');
  return value;
}

/** Hands the file to the browser (the phone offers to add it to its calendar). */
export function downloadIcs(content: string, name: string): void {
  const url = URL.createObjectURL(new Blob([content], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[\\/:*?"<>|]/g, '')}.ics`;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
