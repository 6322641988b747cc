import {
  comingPrograms,
  latestReplay,
  otherReplays,
  pastPrograms,
  programsOnDay,
  searchPrograms,
  selectablePrograms,
} from '@/lib/live/program-order';
import { advisersFirst, roomsOnAir, roomsOnBoard, type ProgramStatus } from '@/lib/live/rules';

const p = (
  id: number,
  status: ProgramStatus,
  startAt: string,
  replayUrl: string | null = null,
  title = `节目${id}`,
) => ({ id, status, startAt, replayUrl, title, summary: '', teacherName: '张老师' });

describe('searchPrograms', () => {
  const programs = [
    p(1, 'replay', '2026-11-20T01:00:00Z', null, '收盘复盘 白酒'),
    p(2, 'live', '2026-11-23T01:00:00Z', null, '早盘策略 白酒'),
    p(3, 'upcoming', '2026-11-24T01:00:00Z', null, '白酒 晚间'),
  ];

  test('matches every word, then the viewer order: live, upcoming, past', () => {
    expect(searchPrograms(programs, '白酒').map((x) => x.id)).toEqual([2, 3, 1]);
    expect(searchPrograms(programs, '白酒 复盘').map((x) => x.id)).toEqual([1]);
  });

  test('an empty query finds nothing; nothing to search, nothing found', () => {
    expect(searchPrograms(programs, '   ')).toEqual([]);
    expect(searchPrograms([], '白酒')).toEqual([]);
  });
});

describe('replays (操盘宝)', () => {
  const programs = [
    p(1, 'replay', '2026-11-18T01:00:00Z', '/r/1'),
    p(4, 'replay', '2026-11-21T01:00:00Z', '/r/4'),
    p(2, 'ended', '2026-11-19T01:00:00Z', null),
    p(3, 'replay', '2026-11-20T01:00:00Z', '/r/3'),
    p(5, 'upcoming', '2026-11-25T01:00:00Z', null),
  ];

  test('latestReplay is the replayed programme that started last, not the last in the list', () => {
    expect(latestReplay(programs)?.id).toBe(4);
    expect(latestReplay([p(2, 'ended', '2026-11-19T01:00:00Z')])).toBeUndefined();
    expect(latestReplay([])).toBeUndefined();
  });

  test('otherReplays: every other replay, latest first, at most the limit', () => {
    expect(otherReplays(programs, 4).map((x) => x.id)).toEqual([3, 1]);
    expect(otherReplays(programs, 99, 2).map((x) => x.id)).toEqual([4, 3]);
    const many = Array.from({ length: 9 }, (_, i) => p(i + 1, 'replay', `2026-11-${10 + i}T01:00:00Z`, `/r/${i + 1}`));
    expect(otherReplays(many, 9).map((x) => x.id)).toEqual([8, 7, 6, 5, 4, 3]);
  });
});

describe('a teacher’s programme tabs', () => {
  const programs = [
    p(1, 'ended', '2026-11-18T01:00:00Z'),
    p(2, 'replay', '2026-11-20T01:00:00Z'),
    p(3, 'live', '2026-11-23T01:00:00Z'),
    p(4, 'upcoming', '2026-11-24T01:00:00Z'),
  ];

  test('节目预告: on air and upcoming; 回放: ended and replays, latest first', () => {
    expect(comingPrograms(programs).map((x) => x.id)).toEqual([3, 4]);
    expect(pastPrograms(programs).map((x) => x.id)).toEqual([2, 1]);
  });

  test('same start time: the list order is kept', () => {
    expect(
      pastPrograms([p(1, 'ended', '2026-11-18T01:00:00Z'), p(2, 'replay', '2026-11-18T01:00:00Z')]).map((x) => x.id),
    ).toEqual([1, 2]);
  });
});

test('selectablePrograms: on air or upcoming only, at most 30', () => {
  const many = Array.from({ length: 40 }, (_, i) =>
    p(i + 1, i % 4 === 0 ? 'replay' : 'upcoming', '2026-11-24T01:00:00Z'),
  );
  const chosen = selectablePrograms(many);
  expect(chosen).toHaveLength(30);
  expect(chosen.every((x) => x.status === 'upcoming')).toBe(true);
  expect(selectablePrograms([p(1, 'ended', '2026-11-18T01:00:00Z')])).toEqual([]);
});

describe('programsOnDay (China days, UTC+8)', () => {
  const now = Date.parse('2026-11-23T02:00:00Z'); // 10:00 on 23 Nov in Beijing
  const programs = [
    p(1, 'ended', '2026-11-22T16:30:00Z'), // still 22 Nov in UTC, but 00:30 on 23 Nov in Beijing
    p(2, 'ended', '2026-11-22T15:30:00Z'), // 23:30 on 22 Nov in Beijing
    p(3, 'upcoming', '2026-11-23T16:30:00Z'), // 00:30 on 24 Nov in Beijing
  ];

  test('today, yesterday and tomorrow follow the Beijing calendar', () => {
    expect(programsOnDay(programs, 0, now).map((x) => x.id)).toEqual([1]);
    expect(programsOnDay(programs, -1, now).map((x) => x.id)).toEqual([2]);
    expect(programsOnDay(programs, 1, now).map((x) => x.id)).toEqual([3]);
  });

  test('every day: all of them; a day with none: empty', () => {
    expect(programsOnDay(programs, null, now)).toHaveLength(3);
    expect(programsOnDay(programs, 2, now)).toEqual([]);
  });
});

describe('rooms', () => {
  const rooms = [
    { id: 1, status: 'offline' as const },
    { id: 2, status: 'live' as const },
    { id: 3, status: 'live' as const },
  ];

  test('roomsOnAir keeps the live rooms in order', () => {
    expect(roomsOnAir(rooms).map((r) => r.id)).toEqual([2, 3]);
    expect(roomsOnAir([])).toEqual([]);
  });

  test('在线榜 leaves out rooms off air; 热度榜 and 粉丝榜 keep every room in the ranked order', () => {
    expect(roomsOnBoard(rooms, 'viewers').map((r) => r.id)).toEqual([2, 3]);
    expect(roomsOnBoard(rooms, 'heat').map((r) => r.id)).toEqual([1, 2, 3]);
    expect(roomsOnBoard(rooms, 'fans').map((r) => r.id)).toEqual([1, 2, 3]);
  });
});

test('advisersFirst: 投顾 before 达人, each keeping the list order; empty stays empty', () => {
  const teachers = [
    { id: 1, type: 'influencer' as const },
    { id: 2, type: 'adviser' as const },
    { id: 3, type: 'influencer' as const },
    { id: 4, type: 'adviser' as const },
  ];
  expect(advisersFirst(teachers).map((t) => t.id)).toEqual([2, 4, 1, 3]);
  expect(advisersFirst([])).toEqual([]);
});
