import { liveNow } from '@/upstream/live/clock';

// 2026-11-20 19:24 in Asia/Shanghai (11:24 UTC).
const REAL = Date.parse('2026-11-20T11:24:00Z');

describe('liveNow: the live schedule clock of the local upstream', () => {
  it('is the real clock when LIVE_CLOCK is unset (what users get)', () => {
    expect(liveNow(REAL, undefined)).toBe(REAL);
    expect(liveNow(REAL, '')).toBe(REAL);
  });

  it.each([
    ['22:30', '2026-11-20T14:30:00.000Z'],
    ['00:00', '2026-11-19T16:00:00.000Z'],
    ['09:05', '2026-11-20T01:05:00.000Z'],
  ])('LIVE_CLOCK=%s pins the time of day on today’s Shanghai date → %s', (clock, expected) => {
    expect(new Date(liveNow(REAL, clock)).toISOString()).toBe(expected);
  });

  it('keeps the Shanghai date when UTC is still on the day before', () => {
    // 2026-11-20 01:00 in Shanghai is 2026-11-19 17:00 UTC.
    expect(new Date(liveNow(Date.parse('2026-11-19T17:00:00Z'), '22:30')).toISOString()).toBe(
      '2026-11-20T14:30:00.000Z',
    );
  });

  it.each(['7:00', '24:00', '12:60', '12:00:00', 'noon'])(
    'refuses a malformed LIVE_CLOCK %s with a clear message',
    (clock) => {
      expect(() => liveNow(REAL, clock)).toThrow(/LIVE_CLOCK must be HH:MM/);
    },
  );
});
