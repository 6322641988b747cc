import { LIVE_CARD_TYPES, liveCardEvent, TRACKING } from '@/lib/tracking/definitions';
import { shouldSendEvent } from '@/lib/tracking/events';

describe('live-room card tracking (SPEC §9 card-type ids)', () => {
  test('each card has its own id', () => {
    expect(new Set(Object.values(LIVE_CARD_TYPES)).size).toBe(Object.keys(LIVE_CARD_TYPES).length);
  });

  test.each([
    ['show', 'luckyBag', 'h5_live_card_show', 1],
    ['click', 'liveCoupon', 'h5_live_card_click', 2],
    ['click', 'fanGroup', 'h5_live_card_click', 3],
  ] as const)('%s of %s → %s with card_type %i and the room', (kind, card, eventId, cardType) => {
    const event = liveCardEvent(kind, card, 7);
    expect(event).toMatchObject({ eventId, eventAttr: { card_type: cardType, room_id: 7 } });
    expect(shouldSendEvent({ ...event, isCheck: true })).toBe(true);
  });

  test('the fan-group events are defined and pass the send rule', () => {
    const { joinClick, joined, taskClaim } = TRACKING.fanGroup.events;
    for (const event of [joinClick, joined, taskClaim]) expect(shouldSendEvent({ ...event, isCheck: true })).toBe(true);
    expect([joinClick.eventType, joined.eventType, taskClaim.eventType]).toEqual(['click', 'task', 'task']);
  });
});
