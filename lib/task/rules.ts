/**
 * Task rules without zod. Daily tasks belong to a China day (Asia/Shanghai, UTC+8): they reset at
 * 00:00 there; newbie tasks belong to the period 'once'. Sign-in rewards grow with the streak.
 */
export type TaskKind = 'daily' | 'newbie';
export type TaskId = 'sign_in' | 'watch_live' | 'share' | 'risk_test' | 'real_name' | 'first_purchase';
export type TaskReward =
  | { type: 'caidan'; units: number }
  | { type: 'cash'; fen: number }
  | { type: 'coupon'; template_id: number; name: string };

const CHINA_OFFSET_MS = 8 * 3600_000;

/** The China day an instant belongs to: 2026-11-20T15:59:59Z → 2026-11-20, 16:00:00Z → 2026-11-21. */
export function chinaDayOf(instant: Date): string {
  return new Date(instant.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant the given China day ends (its next 00:00 Asia/Shanghai). */
export function nextResetOf(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 24 * 3600_000 - CHINA_OFFSET_MS);
}

export function previousDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - 24 * 3600_000).toISOString().slice(0, 10);
}

/** The period a task's progress is kept under: the China day for daily tasks, 'once' for newbie ones. */
export function periodOf(kind: TaskKind, today: string): string {
  return kind === 'daily' ? today : 'once';
}

/** Streak after signing in today, given the last sign-in day and its streak. */
export function streakAfter(last: { day: string; streak: number } | null, today: string): number {
  if (!last) return 1;
  if (last.day === today) return last.streak;
  return last.day === previousDay(today) ? last.streak + 1 : 1;
}

/** Cai-dan for day N of a streak: 5, 5, 10, 10, 15, 15, 50, then the week starts again. */
export const SIGN_IN_REWARDS = [5, 5, 10, 10, 15, 15, 50] as const;
export function signInRewardUnits(streak: number): number {
  return SIGN_IN_REWARDS[(Math.max(1, streak) - 1) % SIGN_IN_REWARDS.length];
}

export function rewardText(reward: TaskReward): string {
  if (reward.type === 'caidan') return `${reward.units}个财蛋`;
  if (reward.type === 'cash')
    return `现金${Math.floor(reward.fen / 100)}.${String(reward.fen % 100).padStart(2, '0')}元`;
  return reward.name;
}

export type TaskState = 'todo' | 'claimable' | 'claimed';
export function taskState(progress: number, target: number, claimed: boolean): TaskState {
  if (claimed) return 'claimed';
  return progress >= target ? 'claimable' : 'todo';
}

/** 财蛋 a full week of signing in earns (each day of the streak at its SIGN_IN_REWARDS step). */
export const SIGN_IN_WEEK_UNITS = SIGN_IN_REWARDS.reduce((sum, units) => sum + units, 0);

/** The task board's tasks of one kind (每日任务 / 新手任务), in the board's order. */
export function tasksOfKind<T extends { kind: TaskKind }>(tasks: readonly T[], kind: TaskKind): T[] {
  return tasks.filter((task) => task.kind === kind);
}
