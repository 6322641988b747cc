import { mulDivRoundHalfUp } from '@/lib/format/fen';

/**
 * Membership rules, pure and zod-free so client islands may import them. Money is integer
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
  if (level === 'SVIP' && tier === 'VIP')
    return { allowed: false, message: '您已是SVIP会员，已包含全部VIP权益，无需购买VIP套餐' };
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
 * The service period a paid order gives. New and upgrade start now (an upgrade converts the VIP days
 * left into the credit above); a renewal, and any pre-pay sku, starts when the current period of the
 * same tier ends.
 */
export function servicePeriod(input: {
  kind: OrderKind;
  days: number;
  now: Date;
  currentExpireAt: string | null;
  prepay: boolean;
}): { start: Date; end: Date } {
  const { kind, days, now, currentExpireAt } = input;
  const current = currentExpireAt ? new Date(currentExpireAt) : null;
  const queued =
    (kind === 'renew' || (input.prepay && kind !== 'upgrade')) && current && current.getTime() > now.getTime();
  const start = queued ? current : now;
  return { start, end: new Date(start.getTime() + days * DAY_MS) };
}

/**
 * A bundle (组合购买) of skus sold as one: the list price is the sum of the parts; the bundle price is
 * the list × `ratePermille`‰, rounded DOWN to whole yuan (never a fraction above the rate); the saving
 * shown is list − price, exact in fen. Two or more parts, every part priced, the rate below 1000‰,
 * and at least one yuan left to pay.
 */
export function bundlePrice(
  partsFen: readonly number[],
  ratePermille: number,
): { list_fen: number; price_fen: number; saving_fen: number } {
  if (partsFen.length < 2) throw new RangeError('a bundle has at least two parts');
  if (!partsFen.every((fen) => Number.isInteger(fen) && fen > 0))
    throw new RangeError('part prices are positive integer fen');
  if (!Number.isInteger(ratePermille) || ratePermille <= 0 || ratePermille >= 1000)
    throw new RangeError('rate is 1..999 permille');
  const list = partsFen.reduce((sum, fen) => sum + fen, 0);
  const discounted = Math.floor(Number((BigInt(list) * BigInt(ratePermille)) / 1000n) / 100) * 100;
  if (discounted < 100) throw new RangeError('a bundle costs at least one yuan');
  const price = discounted;
  return { list_fen: list, price_fen: price, saving_fen: list - price };
}

/** The 折 label of a price against its list price, to one decimal, half up: 39600 of 46700 → '8.5折'. */
export function discountLabel(priceFen: number, listFen: number): string {
  const tenths = mulDivRoundHalfUp(priceFen, 100, listFen);
  return `${Math.floor(tenths / 10)}${tenths % 10 ? `.${tenths % 10}` : ''}折`;
}

/**
 * The period of a time-limited entitlement (course access, adviser service, tool access) bought now:
 * a repeat purchase while the same entitlement is still running extends it from its end.
 */
export function entitlementPeriod(days: number, now: Date, currentEndAt: string | null): { start: Date; end: Date } {
  const current = currentEndAt ? new Date(currentEndAt) : null;
  const start = current && current.getTime() > now.getTime() ? current : now;
  return { start, end: new Date(start.getTime() + days * DAY_MS) };
}

/** The product id of a sku in the suitability records: one per membership tier, one per other sku. */
export function suitabilityProductOf(plan: {
  id: string;
  tier: Tier | null;
  product: { kind: string } | null;
}): string {
  return plan.product ? `${plan.product.kind}-${plan.id}` : `member-${plan.tier}`;
}

/**
 * A membership is a list of paid segments (DOMAIN-MODEL "Rules for sequences"): each paid order owns
 * one segment of its tier, bought at `anchor` and `length_ms` long (shortened by refunds and by an
 * upgrade that consumed it). Segments of one tier are laid out in purchase order, each starting when
 * it was bought or when the one before it ends, whichever is later — so removing or shortening one
 * moves the later ones earlier, never before their own purchase.
 */
export interface SegmentInput {
  id: number;
  tier: Tier;
  anchor: string;
  length_ms: number;
}
export function layoutSegments<T extends SegmentInput>(segments: readonly T[]): Array<T & { start: Date; end: Date }> {
  const lastEnd: Partial<Record<Tier, number>> = {};
  return [...segments]
    .sort((a, b) => a.id - b.id)
    .map((segment) => {
      const start = Math.max(new Date(segment.anchor).getTime(), lastEnd[segment.tier] ?? Number.NEGATIVE_INFINITY);
      const end = start + Math.max(0, segment.length_ms);
      lastEnd[segment.tier] = end;
      return { ...segment, start: new Date(start), end: new Date(end) };
    });
}

/** The level the segments give at `now`: the highest tier running, and the end of that tier's chain. */
export function levelOfSegments(
  placed: ReadonlyArray<{ tier: Tier; start: Date; end: Date }>,
  now: Date,
): { level: MemberLevel; expire_at: string | null } {
  const at = now.getTime();
  for (const tier of ['SVIP', 'VIP'] as const) {
    const own = placed.filter((s) => s.tier === tier && s.end.getTime() > s.start.getTime());
    if (!own.some((s) => s.start.getTime() <= at && at < s.end.getTime())) continue;
    // Every segment bought by now and ending later is part of the running chain (see layoutSegments).
    const end = Math.max(...own.filter((s) => s.end.getTime() > at).map((s) => s.end.getTime()));
    return { level: tier, expire_at: new Date(end).toISOString() };
  }
  return { level: 'NONE', expire_at: null };
}

/**
 * Upgrade credit of one segment: the unused part of what was actually paid for it (after coupons,
 * prepay prices and earlier refunds), never a list price — value × unused days ÷ segment days,
 * rounded down. A started day counts as unused, as in remainingDays.
 */
export function segmentCreditFen(input: { value_fen: number; length_ms: number; start: Date; end: Date; now: Date }): {
  unused_days: number;
  segment_days: number;
  credit_fen: number;
} {
  const { value_fen: value, length_ms: length, start, end, now } = input;
  const segmentDays = Math.round(length / DAY_MS);
  const unusedMs = end.getTime() - Math.max(start.getTime(), now.getTime());
  if (value <= 0 || length <= 0 || unusedMs <= 0)
    return { unused_days: Math.max(0, Math.ceil(unusedMs / DAY_MS)), segment_days: segmentDays, credit_fen: 0 };
  const unusedDays = Math.ceil(unusedMs / DAY_MS);
  const counted = Math.min(unusedDays * DAY_MS, length);
  const credit = Number((BigInt(value) * BigInt(counted)) / BigInt(length));
  return { unused_days: unusedDays, segment_days: segmentDays, credit_fen: Math.min(value, credit) };
}

/** How much of a segment a refund removes: its bought length × refunded ÷ what it stands for, rounded down. */
export function refundCutMs(originalMs: number, refundedFen: number, valueFen: number): number {
  if (valueFen <= 0 || refundedFen <= 0) return 0;
  if (refundedFen >= valueFen) return originalMs;
  return Number((BigInt(originalMs) * BigInt(refundedFen)) / BigInt(valueFen));
}

/** A rights-matrix cell that means "not included in this tier". */
export const RIGHT_NOT_INCLUDED = '—';

/** The plans of one tier, in the catalogue's order (campaign pages group their plan set by tier). */
export function plansOfTier<P extends { tier: Tier | null }>(plans: readonly P[], tier: Tier): P[] {
  return plans.filter((plan) => plan.tier === tier);
}

/**
 * What the membership popup (SPEC §3, ?level=) sells: the tier's plain membership plans. Product skus,
 * pre-pay skus and coupon-gift skus (SPEC §9) are sold on their own pages with their own terms.
 */
export function popupPlansOfTier<
  P extends { tier: Tier | null; product: object | null; prepay: boolean; coupon_gift: boolean },
>(plans: readonly P[], tier: Tier): P[] {
  return plansOfTier(plans, tier).filter((plan) => !plan.product && !plan.prepay && !plan.coupon_gift);
}

/**
 * The rights a tier's section lists on /membershipInterests: VIP lists every right VIP includes; SVIP
 * lists what SVIP adds — rights VIP lacks, or has in a lesser form — and never a right SVIP lacks.
 */
export function rightsOfTier<R extends { vip: string; svip: string }>(rows: readonly R[], tier: Tier): R[] {
  if (tier === 'VIP') return rows.filter((row) => row.vip !== RIGHT_NOT_INCLUDED);
  return rows.filter((row) => row.svip !== RIGHT_NOT_INCLUDED && row.svip !== row.vip);
}

/** The rights matrix grouped for the comparison table: groups in the order they first appear, rows in order within each. */
export function groupRights<R extends { group: string }>(rows: readonly R[]): Array<{ group: string; rows: R[] }> {
  const groups = new Map<string, R[]>();
  for (const row of rows) groups.set(row.group, [...(groups.get(row.group) ?? []), row]);
  return [...groups].map(([group, grouped]) => ({ group, rows: grouped }));
}

/**
 * The member's journey (/member-tour-detail): the paid orders, oldest payment first (same moment:
 * lower order number first), with the days they bought and the fen actually paid.
 */
export function memberJourney<
  O extends { order_no: string; paid_at: string | null; paid_fen: number | null; sku: { days: number } },
>(orders: readonly O[]): { steps: O[]; days: number; spent_fen: number } {
  const steps = orders
    .filter((order) => order.paid_at)
    .sort(
      (a, b) =>
        new Date(a.paid_at!).getTime() - new Date(b.paid_at!).getTime() ||
        (a.order_no < b.order_no ? -1 : a.order_no > b.order_no ? 1 : 0),
    );
  return {
    steps,
    days: steps.reduce((sum, order) => sum + order.sku.days, 0),
    spent_fen: steps.reduce((sum, order) => sum + (order.paid_fen ?? 0), 0),
  };
}

/** The auto-renewal an order of `planId` signed up for or renewed (one subscription per plan). */
export function autoRenewalsOfPlan<S extends { plan_id: string }>(subscriptions: readonly S[], planId: string): S[] {
  return subscriptions.filter((subscription) => subscription.plan_id === planId);
}

/** The skus of one product kind (a product pay popup sells only its own kind; membership plans have no product). */
export function plansOfProductKind<P extends { product: { kind: string } | null }>(
  plans: readonly P[],
  kind: string,
): P[] {
  return plans.filter((plan) => plan.product?.kind === kind);
}

/** The sku a popup's id parameter names (by plan id or sku id); with no parameter, the first on offer. */
export function plansNamedBy<P extends { id: string; sku_id: number }>(
  plans: readonly P[],
  wanted: string | undefined,
): P[] {
  if (wanted === undefined) return plans.slice(0, 1);
  return plans.filter((plan) => plan.id === wanted || String(plan.sku_id) === wanted);
}
