import { orderProgramsForViewer } from '@/lib/live/program-order';
import type { ProgramStatus } from '@/lib/live/rules';
import { onAirTitle, slotTitle } from '@/upstream/live/seed';

const p = (id: number, status: ProgramStatus, startAt: string) => ({ id, status, startAt });

describe('programme list order', () => {
  test('live first, then upcoming soonest first, then ended and replays latest first', () => {
    const programs = [
      p(1, 'replay', '2026-11-21T01:30:00Z'),
      p(2, 'ended', '2026-11-22T01:30:00Z'),
      p(3, 'upcoming', '2026-11-24T01:30:00Z'),
      p(4, 'live', '2026-11-23T09:00:00Z'),
      p(5, 'upcoming', '2026-11-23T12:00:00Z'),
      p(6, 'replay', '2026-11-23T01:30:00Z'),
    ];
    expect(orderProgramsForViewer(programs).map((x) => x.id)).toEqual([4, 5, 3, 6, 2, 1]);
  });
});

describe('programme titles match their time of day (Beijing)', () => {
  test.each([
    [8 * 60, '开盘前瞻'],
    [9 * 60 + 30, '早盘策略'],
    [11 * 60 + 30, '午间解盘'],
    [13 * 60 + 30, '盘中热点解读'],
    [15 * 60 + 30, '收盘复盘'],
    [17 * 60 + 30, '收盘复盘'],
    [20 * 60, '晚间策略会'],
  ])('a programme starting at minute %i is %s', (minute, title) => expect(slotTitle(minute)).toBe(title));

  test('早盘策略 is never the name of an evening programme', () => {
    for (let minute = 12 * 60; minute < 24 * 60; minute += 15) expect(slotTitle(minute)).not.toBe('早盘策略');
    expect(onAirTitle('主线机会', 17 * 60 + 30)).toBe('收盘复盘：主线机会');
  });
});
