/**
 * The common activity record of the engagement family (issue 19): koi lotteries, the tea party, the
 * strategy meeting and the dragon-inn check-in all have a window and a phase derived from it, the
 * same way everywhere (the hub lists them by phase). Pure, no zod: it ships to the browser.
 */
export const ACTIVITY_PHASES = ['upcoming', 'running', 'ended'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];

export const ACTIVITY_PHASE_LABEL: Record<ActivityPhase, string> = { upcoming: '未开始', running: '进行中', ended: '已结束' };

export interface ActivityWindow {
  id: number;
  title: string;
  /** ISO instants. */
  startAt: string;
  endAt: string;
  phase: ActivityPhase;
}

/** Before start: upcoming; from start until end (exclusive): running; from end on: ended. */
export function activityPhase(startAt: string, endAt: string, now = Date.now()): ActivityPhase {
  if (now < Date.parse(startAt)) return 'upcoming';
  return now < Date.parse(endAt) ? 'running' : 'ended';
}

/** '2026-11-20T12:00:00.000Z' → '11月20日 20:00' in Asia/Shanghai (activities are shown in China time). */
export function formatActivityTime(iso: string): string {
  const china = new Date(Date.parse(iso) + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${china.getUTCMonth() + 1}月${china.getUTCDate()}日 ${pad(china.getUTCHours())}:${pad(china.getUTCMinutes())}`;
}
