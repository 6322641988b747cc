import { mulDivRoundHalfUp } from '@/lib/format/fen';

/**
 * Membership rules (issue 15), pure and zod-free so client islands may import them. Money is integer
 * fen; every rounding goes through mulDivRoundHalfUp.
 */
export type Tier = 'VIP' | 'SVIP';
export type MemberLevel = 'NONE' | Tier;

export const TIER_RANK: Record<MemberLevel, number> = { NONE: 0, VIP: 1, SVIP: 2 };

/** SPEC §9 fixed sku lists. */
export const COUPON_GIFT_SKUS: readonly number[] = [658, 659];
export const PREPAY_SKUS: readonly number[] = [636, 638, 658];

/** Buying one of these grants the plan's gift coupons once it is paid (SPEC §9). */
export function isCouponGiftSku(skuId: number): boolean {
  return COUPON_GIFT_SKUS.includes(skuId);
}

/**
 * Pre-pay skus (SPEC §9) are sold at a price fixed in advance: no coupon applies to them, and their
 * service period is queued after the member's current period of the same tier instead of replacing it.
 */
export function isPrepaySku(skuId: number): boolean {
  return PREPAY_SKUS.includes(skuId);
}

/** The price per day shown on a plan card: price ÷ days, half up to the fen. */
export function perDayFen(priceFen: number, days: number): number {
  return mulDivRoundHalfUp(priceFen, 1, days);
}

export type OrderKind = 'new' | 'renew' | 'upgrade';

export type PurchaseDecision = { allowed: true; kind: OrderKind } | { allowed: false; message: string };

/**
 * What buying a plan of `tier` means for a member at `level` (expired members count as NONE):
 * NONE buys new; the same tier renews; VIP → SVIP upgrades; an SVIP is never sold VIP.
 */
export function purchaseKind(level: MemberLevel, tier: Tier): PurchaseDecision {
  if (level === 'SVIP' && tier === 'VIP') return { allowed: false, message: '您已是SVIP会员，已包含全部VIP权益，无需购买VIP套餐' };
  if (level === 'NONE') return { allowed: true, kind: 'new' };
  if (level === tier) return { allowed: true, kind: 'renew' };
  return { allowed: true, kind: 'upgrade' };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days left of a period ending at `expireAt` (a started day counts as left), never negative. */
export function remainingDays(expireAt: string | null, now: Date): number {
  if (!expireAt) return 0;
  const left = new Date(expireAt).getTime() - now.getTime();
  return left > 0 ? Math.ceil(left / DAY_MS) : 0;
}

/**
 * VIP → SVIP upgrade priced by the remaining period: the VIP days left are worth their share of the
 * VIP reference plan (price × days left ÷ plan days, half up), taken off the SVIP price, leaving at
 * least 1 fen to pay.
 */
export function upgradeCreditFen(svipPriceFen: number, vipDaysLeft: number, vipReference: { priceFen: number; days: number }): number {
  if (vipDaysLeft <= 0) return 0;
  const value = mulDivRoundHalfUp(vipReference.priceFen, vipDaysLeft, vipReference.days);
  return Math.min(value, svipPriceFen - 1);
}

/**
 * The service period a paid order gives. New and upgrade start now (an upgrade converts the VIP days
 * left into the credit above); a renewal, and any pre-pay sku, starts when the current period of the
 * same tier ends.
 */
export function servicePeriod(input: { kind: OrderKind; days: number; now: Date; currentExpireAt: string | null; prepay: boolean }): { start: Date; end: Date } {
  const { kind, days, now, currentExpireAt } = input;
  const current = currentExpireAt ? new Date(currentExpireAt) : null;
  const queued = (kind === 'renew' || (input.prepay && kind !== 'upgrade')) && current && current.getTime() > now.getTime();
  const start = queued ? current : now;
  return { start, end: new Date(start.getTime() + days * DAY_MS) };
}
