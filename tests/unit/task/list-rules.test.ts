import { SIGN_IN_REWARDS, SIGN_IN_WEEK_UNITS, signInRewardUnits, tasksOfKind } from '@/lib/task/rules';

test('a week of signing in earns 5+5+10+10+15+15+50 = 110 财蛋, the sum of days 1..7 of the streak', () => {
  expect(SIGN_IN_WEEK_UNITS).toBe(110);
  expect([1, 2, 3, 4, 5, 6, 7].reduce((sum, day) => sum + signInRewardUnits(day), 0)).toBe(SIGN_IN_WEEK_UNITS);
  expect(SIGN_IN_REWARDS).toHaveLength(7);
});

test('tasksOfKind: daily and newbie tasks apart, board order kept', () => {
  const tasks = [
    { id: 'sign_in', kind: 'daily' as const },
    { id: 'risk_test', kind: 'newbie' as const },
    { id: 'share', kind: 'daily' as const },
  ];
  expect(tasksOfKind(tasks, 'daily').map((t) => t.id)).toEqual(['sign_in', 'share']);
  expect(tasksOfKind(tasks, 'newbie').map((t) => t.id)).toEqual(['risk_test']);
  expect(tasksOfKind([], 'daily')).toEqual([]);
});
