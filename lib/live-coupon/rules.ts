import { formatFenShort } from '@/lib/format/fen';
import type { CouponType } from '@/lib/coupon/rules';

/**
 * Live coupons (直播间优惠券): templates of the coupon module tied to a live room, claimed in the room
 * and landing in the user's coupon wallet as ordinary coupons. Pure and zod-free.
 */
export type LiveCouponState = 'claimable' | 'claimed' | 'sold_out' | 'expired';

/**
 * The order source of a purchase started in a live room: it travels from the room to the pay page,
 * the quote and order creation, where it is the live context that lets 仅限直播间使用 coupons apply.
 */
export function liveRoomSource(roomId: number): string {
  return `live-room-${roomId}`;
}

export function liveRoomOfSource(source: string | null | undefined): number | null {
  const match = /^live-room-(\d{1,9})$/.exec(source ?? '');
  return match ? Number(match[1]) : null;
}

export const LIVE_COUPON_STATE_LABELS: Record<LiveCouponState, string> = {
  claimable: '可领取',
  claimed: '已领取',
  sold_out: '已抢光',
  expired: '已过期',
};

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
  | {
      name: string;
      label: string;
      type: 'number';
      min: number;
      max: number;
      unit: string;
      showWhen?: { name: 'type'; value: CouponType };
    }
  | { name: string; label: string; type: 'switch' }
  | { name: string; label: string; type: 'select'; options: ReadonlyArray<{ value: string; label: string }> };

/**
 * Platform caps on coupons anchors issue (DOMAIN-MODEL "Platform caps on anchor-issued coupons"): the
 * platform pays for every discount, so one coupon, one issue and one anchor's day are bounded, and only
 * an active anchor may issue. The form's limits below come from here; the upstream enforces all of them.
 */
export const ANCHOR_COUPON_CAPS = {
  /** The most one coupon can take off: an instant or full-reduction amount, a discount's 最高优惠. */
  maxOffFen: 5_000,
  /** A discount may not go below 7折 (per-mille of the price paid). */
  minDiscountPermille: 700,
  maxTrialDays: 7,
  /** Coupons in one issue. */
  maxStock: 1_000,
  /** Per anchor per day (Asia/Shanghai): coupons issued, and what they could take off in total. */
  dailyStock: 3_000,
  dailyOffFen: 10_000_000,
} as const;

/** What one coupon can take off at most (a trial coupon takes no money off). */
export function couponMaxOffFen(coupon: { type: CouponType; value: number; maxOffFen: number | null }): number {
  if (coupon.type === 'DISCOUNT') return coupon.maxOffFen ?? 0;
  if (coupon.type === 'TRIAL') return 0;
  return coupon.value;
}

/** Why the platform refuses this issue, or null: who issues, the coupon's own size, and the anchor's day so far. */
export function anchorCouponRefusal(
  coupon: { type: CouponType; value: number; maxOffFen: number | null; stock: number },
  issuedToday: { stock: number; offFen: number },
  anchorStatus: string,
): string | null {
  const caps = ANCHOR_COUPON_CAPS;
  if (anchorStatus !== 'active') return '仅正常状态的主播可以发放优惠券';
  if (couponMaxOffFen(coupon) > caps.maxOffFen) return `单张优惠券最多优惠${caps.maxOffFen / 100}元（平台上限）`;
  if (coupon.type === 'DISCOUNT' && coupon.value < caps.minDiscountPermille)
    return `折扣券最低${caps.minDiscountPermille / 100}折（平台上限）`;
  if (coupon.type === 'TRIAL' && coupon.value > caps.maxTrialDays)
    return `体验券最多${caps.maxTrialDays}天（平台上限）`;
  if (coupon.stock > caps.maxStock) return `单次最多发放${caps.maxStock}张（平台上限）`;
  if (issuedToday.stock + coupon.stock > caps.dailyStock)
    return `今日发放已达上限：每位主播每天最多发放${caps.dailyStock}张，今日还可发放${Math.max(0, caps.dailyStock - issuedToday.stock)}张`;
  if (issuedToday.offFen + couponMaxOffFen(coupon) * coupon.stock > caps.dailyOffFen) {
    return `今日优惠总额已达上限：每位主播每天发放的优惠券合计最多可优惠${caps.dailyOffFen / 100}元，今日还可发放${formatFenShort(Math.max(0, caps.dailyOffFen - issuedToday.offFen))}元`;
  }
  return null;
}

export const ANCHOR_COUPON_FIELDS: readonly CouponField[] = [
  { name: 'name', label: '优惠券名称', type: 'text', min: 2, max: 20 },
  { name: 'type', label: '券类型', type: 'select', options: ANCHOR_COUPON_TYPES },
  {
    name: 'thresholdYuan',
    label: '使用门槛',
    type: 'number',
    min: 1,
    max: 5000,
    unit: '元',
    showWhen: { name: 'type', value: 'FULL_REDUCTION' },
  },
  {
    name: 'amountYuan',
    label: '减免金额',
    type: 'number',
    min: 1,
    max: ANCHOR_COUPON_CAPS.maxOffFen / 100,
    unit: '元',
    showWhen: { name: 'type', value: 'FULL_REDUCTION' },
  },
  {
    name: 'amountYuan',
    label: '减免金额',
    type: 'number',
    min: 1,
    max: ANCHOR_COUPON_CAPS.maxOffFen / 100,
    unit: '元',
    showWhen: { name: 'type', value: 'INSTANT' },
  },
  {
    name: 'discountPercent',
    label: '折扣（实付比例）',
    type: 'number',
    min: ANCHOR_COUPON_CAPS.minDiscountPermille / 10,
    max: 99,
    unit: '%',
    showWhen: { name: 'type', value: 'DISCOUNT' },
  },
  {
    name: 'maxOffYuan',
    label: '最高优惠',
    type: 'number',
    min: 1,
    max: ANCHOR_COUPON_CAPS.maxOffFen / 100,
    unit: '元',
    showWhen: { name: 'type', value: 'DISCOUNT' },
  },
  {
    name: 'trialDays',
    label: '体验天数',
    type: 'number',
    min: 1,
    max: ANCHOR_COUPON_CAPS.maxTrialDays,
    unit: '天',
    showWhen: { name: 'type', value: 'TRIAL' },
  },
  { name: 'stock', label: '发放数量', type: 'number', min: 1, max: ANCHOR_COUPON_CAPS.maxStock, unit: '张' },
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
