import { formatFenShort } from '@/lib/format/fen';
import type { CouponType } from '@/lib/coupon/rules';

/**
 * Live coupons (直播间优惠券): templates of the coupon module tied to a live room, claimed in the room
 * and landing in the user's coupon wallet as ordinary coupons. Pure and zod-free.
 */
export type LiveCouponState = 'claimable' | 'claimed' | 'sold_out' | 'expired';

export const LIVE_COUPON_STATE_LABELS: Record<LiveCouponState, string> = { claimable: '可领取', claimed: '已领取', sold_out: '已抢光', expired: '已过期' };

export interface LiveCouponFacts {
  stock: number;
  claimEndsAt: string;
  perUserLimit: number;
  held: number;
}

/** The viewer's state of one live coupon: what they hold first, then the window, then the stock. */
export function liveCouponState(facts: LiveCouponFacts, now: Date): LiveCouponState {
  if (facts.perUserLimit > 0 && facts.held >= facts.perUserLimit) return 'claimed';
  if (new Date(facts.claimEndsAt).getTime() <= now.getTime()) return 'expired';
  if (facts.stock <= 0) return 'sold_out';
  return 'claimable';
}

/** The headline of a coupon: "25元" / "8.5折" / "7天". */
export function couponHeadline(type: CouponType, value: number): { amount: string; unit: string } {
  // 折扣 is per-mille of the amount: 850 → 8.5折 (the same integer formatting as fen → yuan).
  if (type === 'DISCOUNT') return { amount: formatFenShort(value), unit: '折' };
  if (type === 'TRIAL') return { amount: String(value), unit: '天' };
  return { amount: formatFenShort(value), unit: '元' };
}

/** The condition line: 满100元可用 / 无门槛 / 最高减50元. */
export function couponCondition(type: CouponType, thresholdFen: number, maxOffFen: number | null): string {
  if (type === 'TRIAL') return '会员体验，不抵扣金额';
  const parts = [thresholdFen > 0 ? `满${formatFenShort(thresholdFen)}元可用` : '无门槛'];
  if (maxOffFen !== null) parts.push(`最高减${formatFenShort(maxOffFen)}元`);
  return parts.join('，');
}

/** What a coupon applies to: every sku, or the member tier its skus belong to (SPEC §9 sku ranges). */
export function skuScopeLabel(scope: readonly number[] | null): string {
  if (!scope || scope.length === 0) return '全部商品';
  if (scope.every((sku) => sku >= 600 && sku < 610)) return 'VIP会员套餐';
  if (scope.every((sku) => sku >= 610 && sku < 620)) return 'SVIP会员套餐';
  return `指定${scope.length}款商品`;
}

/** Shanghai date-time of the end of a claim window: "11月30日 22:30". */
export function claimEndsLabel(iso: string): string {
  const parts = new Intl.DateTimeFormat('zh-CN', { timeZone: 'Asia/Shanghai', month: 'numeric', day: 'numeric', hour: '2-digit', minute: '2-digit', hour12: false }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('month')}月${part('day')}日 ${part('hour')}:${part('minute')}`;
}
