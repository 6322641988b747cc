/**
 * Growth and levels of the equity centre, without zod. Growth is earned, never given: a user who has
 * done nothing yet is 股市新人 with 0. Each day signed in counts 10; each whole yuan paid for an
 * order that stays paid (not refunded) counts 1.
 */
export const GROWTH_LEVELS = [
  { level: 1, name: '股市新人', from: 0 },
  { level: 2, name: '初级投资者', from: 200 },
  { level: 3, name: '进阶投资者', from: 800 },
  { level: 4, name: '资深投资者', from: 2000 },
  { level: 5, name: '投资达人', from: 5000 },
] as const;

export const GROWTH_PER_SIGNIN_DAY = 10;

export function growthFrom(activity: { signinDays: number; paidFen: number }): number {
  return Math.max(0, activity.signinDays) * GROWTH_PER_SIGNIN_DAY + Math.floor(Math.max(0, activity.paidFen) / 100);
}

export function levelOf(growth: number): { level: number; name: string; nextFrom: number | null } {
  const index = GROWTH_LEVELS.findLastIndex((entry) => growth >= entry.from);
  const current = GROWTH_LEVELS[Math.max(0, index)];
  return { level: current.level, name: current.name, nextFrom: GROWTH_LEVELS[index + 1]?.from ?? null };
}
