import {
  chinaDayOf,
  nextResetOf,
  periodOf,
  previousDay,
  rewardText,
  signInRewardUnits,
  streakAfter,
  taskState,
} from '@/lib/task/rules';

describe('task days reset at 00:00 Asia/Shanghai', () => {
  it('an instant belongs to its China day', () => {
    expect(chinaDayOf(new Date('2026-11-20T15:59:59.999Z'))).toBe('2026-11-20');
    expect(chinaDayOf(new Date('2026-11-20T16:00:00.000Z'))).toBe('2026-11-21');
  });
  it('the next reset is the next 00:00 in Beijing', () =>
    expect(nextResetOf('2026-11-20').toISOString()).toBe('2026-11-20T16:00:00.000Z'));
  it('daily tasks are kept per day, newbie tasks once', () =>
    expect([periodOf('daily', '2026-11-20'), periodOf('newbie', '2026-11-20')]).toEqual(['2026-11-20', 'once']));
  it('previous day crosses months and years', () =>
    expect([previousDay('2026-12-01'), previousDay('2027-01-01')]).toEqual(['2026-11-30', '2026-12-31']));
});

describe('sign-in streak', () => {
  it.each([
    [null, 1],
    [{ day: '2026-11-19', streak: 3 }, 4],
    [{ day: '2026-11-20', streak: 3 }, 3],
    [{ day: '2026-11-18', streak: 6 }, 1],
  ])('after %o the streak is %i', (last, streak) => expect(streakAfter(last, '2026-11-20')).toBe(streak));
  it('rewards grow to day 7 and start again', () =>
    expect([1, 2, 3, 7, 8, 14].map(signInRewardUnits)).toEqual([5, 5, 10, 50, 5, 50]));
});

describe('task state and reward copy', () => {
  it.each([
    [0, 1, false, 'todo'],
    [1, 1, false, 'claimable'],
    [4, 10, false, 'todo'],
    [1, 1, true, 'claimed'],
  ] as const)('%i/%i claimed=%p → %s', (progress, target, claimed, state) =>
    expect(taskState(progress, target, claimed)).toBe(state),
  );
  it('cai-dan is never called money or 元', () => {
    const text = rewardText({ type: 'caidan', units: 20 });
    expect(text).toBe('20个财蛋');
    expect(text).not.toMatch(/元|钱/);
  });
});
