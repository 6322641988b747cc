import { mulDivRoundHalfUp } from '@/lib/format/fen';
import { formatProbabilityBp } from '@/lib/format/number';

/**
 * Koi lottery rules, pure so the pages and the upstream share them. A koi activity has
 * prize pools; each pool is one verifiable draw (lib/draw). Joining a pool costs chances; chances come
 * from a base allowance, the task centre's daily sign-in and friends' help, each with a per-user limit.
 */
export const KOI_PRIZE_KINDS = ['coupon', 'caidan', 'cash', 'physical'] as const;
export type KoiPrizeKind = (typeof KOI_PRIZE_KINDS)[number];

export const KOI_PRIZE_KIND_LABEL: Record<KoiPrizeKind, string> = {
  coupon: '优惠券（发放至卡券包）',
  caidan: '财蛋（发放至财蛋账户）',
  cash: '现金（发放至钱包余额）',
  physical: '实物奖品（中奖后填写收货信息）',
};

export const KOI_CHANCE_REASON_LABEL: Record<string, string> = {
  base: '活动赠送',
  signin: '完成每日签到',
  invite: '好友助力',
  join: '参与奖池',
};

export { KOI_ERRORS } from '@/lib/errors';

export interface SlotPrize {
  count: number;
}

/**
 * The chance of one participant to win prize `index` among `participants` (the draw is uniform:
 * pick k goes to any remaining participant with equal chance, and slots are filled in table order, so
 * P(prize i) = slots of prize i among the first `participants` slots ÷ participants). In hundredths of
 * a percent, rounded half up: 3 of 7 → 4286 (42.86%).
 */
export function prizeChanceBp(prizes: readonly SlotPrize[], index: number, participants: number): number {
  if (participants <= 0) return 0;
  const before = prizes.slice(0, index).reduce((sum, prize) => sum + prize.count, 0);
  const slots = Math.max(0, Math.min(prizes[index].count, participants - before));
  return mulDivRoundHalfUp(slots, 10_000, participants);
}

/** Prizes in a pool, all kinds together (the 任一奖品 row). */
export function prizeTotal(prizes: readonly SlotPrize[]): number {
  return prizes.reduce((sum, prize) => sum + prize.count, 0);
}

/** Any prize at all: min(total, participants) ÷ participants. */
export function anyPrizeChanceBp(prizes: readonly SlotPrize[], participants: number): number {
  if (participants <= 0) return 0;
  const total = prizeTotal(prizes);
  return mulDivRoundHalfUp(Math.min(total, participants), 10_000, participants);
}

/** 4286 → '42.86%'. */
export function formatChanceBp(bp: number): string {
  return formatProbabilityBp(bp);
}

/**
 * What the prize table says of one prize at `participants` entrants: its probability; before anyone
 * joined, that nobody has; when the prizes above it take every entrant, from how many entrants on it
 * can be won. Never 0.00% for a prize that can still be won.
 */
export function prizeChanceText(prizes: readonly SlotPrize[], index: number, participants: number): string {
  if (participants <= 0) return '暂无人参与';
  const before = prizes.slice(0, index).reduce((sum, prize) => sum + prize.count, 0);
  if (participants <= before) return `满${before + 1}人参与后可中`;
  return formatProbabilityBp(prizeChanceBp(prizes, index, participants), true);
}

/** Any prize at all, said the same way. */
export function anyPrizeChanceText(prizes: readonly SlotPrize[], participants: number): string {
  return participants <= 0 ? '暂无人参与' : formatProbabilityBp(anyPrizeChanceBp(prizes, participants));
}

/** A phone shown to its owner again, masked: 13812345678 → 138****5678. */
export function maskPhone(phone: string): string {
  return phone.length === 11 ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}
