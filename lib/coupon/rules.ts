import { mulDivRoundHalfUp } from '@/lib/format/fen';

/**
 * Coupon rules shared by every family that sells or grants (pay, live coupons, tasks, activities).
 * Pure and zod-free. Types: 满减 (value off once the amount reaches the threshold), 折扣 (rate in
 * per-mille of the amount, e.g. 900 = 9折, capped by max_off_fen), 立减 (value off, no threshold),
 * 体验 (a trial period: never money off an order).
 */
export type CouponType = 'FULL_REDUCTION' | 'DISCOUNT' | 'INSTANT' | 'TRIAL';
export type CouponStatus = 'UNUSED' | 'LOCKED' | 'USED' | 'EXPIRED';

export const COUPON_TYPE_LABELS: Record<CouponType, string> = {
  FULL_REDUCTION: '满减券',
  DISCOUNT: '折扣券',
  INSTANT: '立减券',
  TRIAL: '体验券',
};
export const COUPON_STATUS_LABELS: Record<CouponStatus, string> = {
  UNUSED: '未使用',
  LOCKED: '使用中',
  USED: '已使用',
  EXPIRED: '已过期',
};

export interface CouponTerms {
  type: CouponType;
  /** 满减/立减: fen off; 折扣: rate in per-mille; 体验: days. */
  value: number;
  threshold_fen: number;
  max_off_fen: number | null;
  /** Skus it applies to; null = every sku. */
  sku_scope: number[] | null;
  /** Only usable inside a live room's own sale (live coupons). */
  live_only: boolean;
  valid_to: string;
}

export interface CouponContext {
  amountFen: number;
  skuId: number;
  now: Date;
  /** The purchase happens inside a live room (live_only coupons apply only there). */
  inLive?: boolean;
  /** Pre-pay skus take no coupon (lib/member/rules isPrepaySku). */
  prepay?: boolean;
}

/** Why a coupon cannot be used on this purchase, or null when it can. */
export function couponUnusableReason(terms: CouponTerms, ctx: CouponContext): string | null {
  if (new Date(terms.valid_to).getTime() <= ctx.now.getTime()) return '优惠券已过期';
  if (ctx.prepay) return '预付商品不可使用优惠券';
  if (terms.type === 'TRIAL') return '体验券不可抵扣金额';
  if (terms.live_only && !ctx.inLive) return '仅限直播间使用';
  if (terms.sku_scope && !terms.sku_scope.includes(ctx.skuId)) return '不适用于该商品';
  if (ctx.amountFen < terms.threshold_fen) return `满${Math.trunc(terms.threshold_fen / 100)}元可用`;
  return null;
}

/** Fen a usable coupon takes off `amountFen`; at least 1 fen is always left to pay. */
export function couponDiscountFen(terms: CouponTerms, amountFen: number): number {
  let off = 0;
  if (terms.type === 'FULL_REDUCTION' || terms.type === 'INSTANT') off = terms.value;
  if (terms.type === 'DISCOUNT') off = amountFen - mulDivRoundHalfUp(amountFen, terms.value, 1000);
  if (terms.max_off_fen !== null) off = Math.min(off, terms.max_off_fen);
  return Math.max(0, Math.min(off, amountFen - 1));
}

/**
 * The best coupon for a purchase: the largest discount; on a tie the one expiring first (use it
 * before it is lost), then the lowest id (stable).
 */
export function bestCoupon<C extends CouponTerms & { id: number }>(
  coupons: readonly C[],
  ctx: CouponContext,
): { coupon: C; discountFen: number } | null {
  let best: { coupon: C; discountFen: number } | null = null;
  for (const coupon of coupons) {
    if (couponUnusableReason(coupon, ctx)) continue;
    const discountFen = couponDiscountFen(coupon, ctx.amountFen);
    if (discountFen <= 0) continue;
    const better =
      !best ||
      discountFen > best.discountFen ||
      (discountFen === best.discountFen &&
        (coupon.valid_to < best.coupon.valid_to ||
          (coupon.valid_to === best.coupon.valid_to && coupon.id < best.coupon.id)));
    if (better) best = { coupon, discountFen };
  }
  return best;
}

/**
 * Offered coupons in the order a buyer picks from: usable ones first, the biggest saving first, then the
 * one expiring soonest (use it before it is lost, as bestCoupon breaks ties), then the lowest id.
 */
export function orderOfferedCoupons<C extends { id: number; usable: boolean; discount_fen: number; valid_to: string }>(
  coupons: readonly C[],
): C[] {
  return [...coupons].sort(
    (a, b) =>
      Number(b.usable) - Number(a.usable) ||
      b.discount_fen - a.discount_fen ||
      new Date(a.valid_to).getTime() - new Date(b.valid_to).getTime() ||
      a.id - b.id,
  );
}

/** Coupons the buyer may still pick for this purchase (the count the pay screen shows as N张可用). */
export function usableOffers<C extends { usable: boolean }>(coupons: readonly C[]): C[] {
  return coupons.filter((coupon) => coupon.usable);
}

/**
 * The coupon wallet's two lists: 我的优惠券 holds coupons still to use (未使用, and 使用中 while an
 * unpaid order holds one); 历史优惠券 holds the used and the expired.
 */
export function walletCoupons<C extends { status: CouponStatus }>(
  coupons: readonly C[],
  view: 'current' | 'history',
): C[] {
  const wanted: readonly CouponStatus[] = view === 'history' ? ['USED', 'EXPIRED'] : ['UNUSED', 'LOCKED'];
  return coupons.filter((coupon) => wanted.includes(coupon.status));
}
