/**
 * The common activity record of the engagement family: koi lotteries, the tea party, the
 * strategy meeting and the dragon-inn check-in all have a window and a phase derived from it, the
 * same way everywhere (the hub lists them by phase). Pure, no zod: it ships to the browser.
 */
export const ACTIVITY_PHASES = ['upcoming', 'running', 'ended'] as const;
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number];

export const ACTIVITY_PHASE_LABEL: Record<ActivityPhase, string> = {
  upcoming: '未开始',
  running: '进行中',
  ended: '已结束',
};
/** Before start: upcoming; from start until end (exclusive): running; from end on: ended. */
export function activityPhase(startAt: string, endAt: string, now = Date.now()): ActivityPhase {
  if (now < Date.parse(startAt)) return 'upcoming';
  return now < Date.parse(endAt) ? 'running' : 'ended';
}
