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

/**
 * The anchor's coupon form (/anchor-settings/exclusive-coupons/v2): what an anchor may issue in their
 * own room. Amounts in whole yuan (stored as fen), 折扣 as the share paid (85 → 8.5折, stored 850
 * per-mille). One field list drives the form and its zod rule (lib/live-coupon/schemas.ts).
 */
export const ANCHOR_COUPON_TYPES = [
  { value: 'FULL_REDUCTION', label: '满减券' },
  { value: 'DISCOUNT', label: '折扣券' },
  { value: 'INSTANT', label: '立减券' },
  { value: 'TRIAL', label: '体验券' },
] as const;

type CouponField =
  | { name: string; label: string; type: 'text'; min: number; max: number }
  | { name: string; label: string; type: 'number'; min: number; max: number; unit: string; showWhen?: { name: 'type'; value: CouponType } }
  | { name: string; label: string; type: 'switch' }
  | { name: string; label: string; type: 'select'; options: ReadonlyArray<{ value: string; label: string }> };

export const ANCHOR_COUPON_FIELDS: readonly CouponField[] = [
  { name: 'name', label: '优惠券名称', type: 'text', min: 2, max: 20 },
  { name: 'type', label: '券类型', type: 'select', options: ANCHOR_COUPON_TYPES },
  { name: 'thresholdYuan', label: '使用门槛', type: 'number', min: 1, max: 5000, unit: '元', showWhen: { name: 'type', value: 'FULL_REDUCTION' } },
  { name: 'amountYuan', label: '减免金额', type: 'number', min: 1, max: 500, unit: '元', showWhen: { name: 'type', value: 'FULL_REDUCTION' } },
  { name: 'amountYuan', label: '减免金额', type: 'number', min: 1, max: 500, unit: '元', showWhen: { name: 'type', value: 'INSTANT' } },
  { name: 'discountPercent', label: '折扣（实付比例）', type: 'number', min: 50, max: 99, unit: '%', showWhen: { name: 'type', value: 'DISCOUNT' } },
  { name: 'maxOffYuan', label: '最高优惠', type: 'number', min: 1, max: 500, unit: '元', showWhen: { name: 'type', value: 'DISCOUNT' } },
  { name: 'trialDays', label: '体验天数', type: 'number', min: 1, max: 30, unit: '天', showWhen: { name: 'type', value: 'TRIAL' } },
  { name: 'stock', label: '发放数量', type: 'number', min: 1, max: 10000, unit: '张' },
  { name: 'perUserLimit', label: '每人限领', type: 'number', min: 1, max: 5, unit: '张' },
  { name: 'validDays', label: '领取后有效期', type: 'number', min: 1, max: 90, unit: '天' },
  { name: 'claimHours', label: '可领取时长', type: 'number', min: 1, max: 72, unit: '小时' },
  { name: 'liveOnly', label: '仅限直播间内使用', type: 'switch' },
];

export const ANCHOR_COUPON_DEFAULTS: Record<string, string | number | boolean> = {
  name: '',
  type: 'FULL_REDUCTION',
  thresholdYuan: 100,
  amountYuan: 10,
  discountPercent: 85,
  maxOffYuan: 50,
  trialDays: 3,
  stock: 100,
  perUserLimit: 1,
  validDays: 7,
  claimHours: 24,
  liveOnly: true,
};

/** The fields a coupon of this type needs besides the common ones. */
export const ANCHOR_COUPON_TYPE_FIELDS: Record<CouponType, readonly string[]> = {
  FULL_REDUCTION: ['thresholdYuan', 'amountYuan'],
  INSTANT: ['amountYuan'],
  DISCOUNT: ['discountPercent', 'maxOffYuan'],
  TRIAL: ['trialDays'],
};
