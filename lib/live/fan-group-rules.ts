/** Fan groups (粉丝团): levels by intimacy, daily tasks and their points. No zod: pages import this. */
export const FAN_LEVELS = [
  { level: 1, min: 0, badge: '初识', benefits: ['专属粉丝徽章', '粉丝团专属福袋参与资格'] },
  { level: 2, min: 100, badge: '相知', benefits: ['弹幕彩色昵称'] },
  { level: 3, min: 300, badge: '铁粉', benefits: ['粉丝专享直播观看资格'] },
  { level: 4, min: 600, badge: '挚友', benefits: ['连麦优先排队'] },
  { level: 5, min: 1000, badge: '守护', benefits: ['主播专属答疑名额（每月 1 次）'] },
] as const;

export function fanLevelOf(intimacy: number): (typeof FAN_LEVELS)[number] {
  return [...FAN_LEVELS].reverse().find((item) => intimacy >= item.min) ?? FAN_LEVELS[0];
}

/** The next level and the points still missing; null at the top. */
export function nextFanLevel(intimacy: number): { level: number; missing: number } | null {
  const next = FAN_LEVELS.find((item) => item.min > intimacy);
  return next ? { level: next.level, missing: next.min - intimacy } : null;
}

/** Member-only content (粉丝专享直播) opens at this level. */
export const EXCLUSIVE_LIVE_LEVEL = 3;

export const FAN_TASKS = [
  { key: 'watch', title: '观看直播 10 分钟', target: 600, unit: '秒', points: 10 },
  { key: 'comment', title: '在直播间发言 1 次', target: 1, unit: '次', points: 5 },
  { key: 'bag', title: '参与 1 次福袋', target: 1, unit: '次', points: 8 },
] as const;
export type FanTaskKey = (typeof FAN_TASKS)[number]['key'];
