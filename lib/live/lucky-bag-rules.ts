/** Lucky-bag (福袋) options and labels without zod: the form and the viewer pages import these. */
export const BAG_PRIZE_KINDS = ['caidan', 'vip', 'physical'] as const;
export type BagPrizeKind = (typeof BAG_PRIZE_KINDS)[number];
export const BAG_PRIZE_KIND_LABEL: Record<BagPrizeKind, string> = {
  caidan: '财蛋',
  vip: 'VIP 体验',
  physical: '实物奖品',
};

/** What one winner gets, by kind: cai-dan units, VIP experience days, or a physical prize's declared value in whole yuan. */
export const BAG_PRIZE_VALUE: Record<BagPrizeKind, { min: number; max: number; unit: string }> = {
  caidan: { min: 1, max: 10_000, unit: '个' },
  vip: { min: 1, max: 31, unit: '天' },
  physical: { min: 1, max: 5_000, unit: '元' },
};

export function prizeValueRefusal(kind: BagPrizeKind, value: number): string | null {
  const { min, max, unit } = BAG_PRIZE_VALUE[kind];
  if (Number.isInteger(value) && value >= min && value <= max) return null;
  return `每人奖品：${BAG_PRIZE_KIND_LABEL[kind]}请填写 ${min}–${max.toLocaleString('en-US')} ${unit}的整数`;
}

/** One winner's prize as a viewer reads it. */
export function prizeValueText(kind: BagPrizeKind, value: number): string {
  if (kind === 'caidan') return `${value} 个财蛋`;
  if (kind === 'vip') return `${value} 天 VIP 体验`;
  return `实物（价值 ${value} 元）`;
}

export const BAG_AWARD_STATUSES = ['PENDING', 'CREDITED', 'AWAITING_ADDRESS', 'ADDRESS_SUBMITTED'] as const;
export type BagAwardStatus = (typeof BAG_AWARD_STATUSES)[number];

export const BAG_RANGES = ['all', 'fans'] as const;
export type BagRange = (typeof BAG_RANGES)[number];
export const BAG_RANGE_LABEL: Record<BagRange, string> = { all: '所有观众', fans: '仅粉丝团成员' };

export const BAG_CONDITIONS = ['watch', 'password'] as const;
export type BagCondition = (typeof BAG_CONDITIONS)[number];
export const BAG_CONDITION_LABEL: Record<BagCondition, string> = { watch: '观看时长', password: '发送口令' };

/** 开奖倒计时 choices, minutes. */
export const BAG_DURATIONS = [1, 3, 5, 10, 15, 30] as const;

export { BAG_ERRORS } from '@/lib/errors';

/** Whole seconds left until the draw (never negative). */
export function secondsUntil(drawAt: string, now: number): number {
  return Math.max(0, Math.ceil((Date.parse(drawAt) - now) / 1000));
}

export function formatCountdown(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
