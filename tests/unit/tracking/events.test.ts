import { isImmediateEvent, shouldSendEvent, type TrackEvent } from '@/lib/tracking/events';

describe('SPEC §5 tracking send rule', () => {
  const table: Array<[Partial<TrackEvent> | null, boolean]> = [
    [{ eventId: 'x' }, true],
    [{ eventId: '' }, false],
    [{ eventLabel: 'no id' } as Partial<TrackEvent>, false],
    [null, false],
    [{ eventId: 'x', isCheck: false, enable: 'false', eventType: 'weird' }, true],
    [{ eventId: 'x', isCheck: true, eventType: 'click' }, true],
    [{ eventId: 'x', isCheck: true, enable: 'true', eventType: 'page' }, true],
    [{ eventId: 'x', isCheck: true, enable: 'false', eventType: 'click' }, false],
    [{ eventId: 'x', isCheck: true, enable: false, eventType: 'click' }, false],
    [{ eventId: 'x', isCheck: true, eventType: 'scroll' }, false],
    [{ eventId: 'x', isCheck: true }, false],
    ...['click', 'page', 'task', 'show', 'leave', 'enter', 'resume'].map(
      (eventType): [Partial<TrackEvent>, boolean] => [{ eventId: 'x', isCheck: true, eventType }, true],
    ),
  ];
  test.each(table)('%j → %s', (event, expected) => {
    expect(shouldSendEvent(event)).toBe(expected);
  });

  test('membership_conversions_page and isAtonceUpload are immediate', () => {
    expect(isImmediateEvent({ eventId: 'membership_conversions_page' })).toBe(true);
    expect(isImmediateEvent({ eventId: 'x', isAtonceUpload: true })).toBe(true);
    expect(isImmediateEvent({ eventId: 'x' })).toBe(false);
  });
});
