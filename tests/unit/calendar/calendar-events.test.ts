import { activityCalendarEvent } from '@/lib/calendar/activity-event';
import { buildIcs } from '@/lib/calendar/ics';
import { ipoCalendarEvent } from '@/lib/market/ipo-calendar-event';
import type { IpoIssue } from '@/lib/market/ipo-schemas';

const issue = {
  code: '688001',
  name: '某股份',
  applyCode: '787001',
  dates: { apply: '2026-12-01', ballot: '2026-12-03', pay: '2026-12-03', list: '2026-12-10' },
} as unknown as IpoIssue;

describe('IPO calendar entries (Beijing trading hours)', () => {
  test.each([
    ['apply', '申购日', '2026-12-01T01:30:00.000Z', '2026-12-01T07:00:00.000Z', '申购代码 787001'],
    ['pay', '中签缴款日', '2026-12-03T01:30:00.000Z', '2026-12-03T08:00:00.000Z', '16:00前'],
    ['list', '上市日', '2026-12-10T01:30:00.000Z', '2026-12-10T07:00:00.000Z', '今日上市'],
  ] as const)('%s → %s', (day, label, start, end, note) => {
    const event = ipoCalendarEvent(issue, day, '2026-11-28');
    expect(event).toMatchObject({ title: `某股份（688001）${label}`, start, end, remindMinutes: 30 });
    expect(event?.note).toContain(note);
  });

  test('a day already past or not yet set has no entry; the day itself still has one', () => {
    expect(ipoCalendarEvent(issue, 'apply', '2026-12-02')).toBeNull();
    expect(ipoCalendarEvent(issue, 'apply', '2026-12-01')).not.toBeNull();
    expect(
      ipoCalendarEvent(
        { ...issue, dates: { ...issue.dates, list: null } } as unknown as IpoIssue,
        'list',
        '2026-11-28',
      ),
    ).toBeNull();
  });
});

describe('activity calendar entries', () => {
  const now = Date.parse('2026-11-28T00:00:00Z');
  test('a meeting: two hours from meetAt, the venue in the note', () => {
    expect(
      activityCalendarEvent(
        {
          title: '投资者茶话会',
          startAt: '2026-11-20T00:00:00Z',
          endAt: '2026-12-01T00:00:00Z',
          meetAt: '2026-12-05T06:00:00Z',
          venue: '上海',
        },
        now,
      ),
    ).toEqual({
      title: '投资者茶话会',
      start: '2026-12-05T06:00:00.000Z',
      end: '2026-12-05T08:00:00.000Z',
      note: '地点：上海',
      remindMinutes: 30,
    });
  });
  test('no meeting: the start-to-end window; over → null', () => {
    expect(
      activityCalendarEvent({ title: '锦鲤', startAt: '2026-12-01T00:00:00Z', endAt: '2026-12-08T00:00:00Z' }, now),
    ).toMatchObject({ start: '2026-12-01T00:00:00.000Z', end: '2026-12-08T00:00:00.000Z' });
    expect(
      activityCalendarEvent({ title: '锦鲤', startAt: '2026-11-01T00:00:00Z', endAt: '2026-11-08T00:00:00Z' }, now),
    ).toBeNull();
  });
});

describe('the web fallback calendar file', () => {
  test('one VEVENT in UTC with the title and a reminder', async () => {
    const ics = await buildIcs({
      title: '某股份（688001）申购日',
      start: '2026-12-01T01:30:00.000Z',
      end: '2026-12-01T07:00:00.000Z',
      note: '申购代码 787001',
      remindMinutes: 30,
    });
    expect(ics).toContain('BEGIN:VEVENT');
    expect(ics).toContain('SUMMARY:某股份（688001）申购日');
    expect(ics).toContain('DTSTART:20261201T013000Z');
    expect(ics).toContain('DTEND:20261201T070000Z');
    expect(ics).toContain('TRIGGER:-PT30M');
  });
});
