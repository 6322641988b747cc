import { bestCoupon, couponDiscountFen, couponUnusableReason, type CouponTerms } from '@/lib/coupon/rules';

const NOW = new Date('2026-11-20T04:00:00Z');
const LATER = '2026-12-01T00:00:00.000Z';
const terms = (over: Partial<CouponTerms>): CouponTerms => ({
  type: 'FULL_REDUCTION',
  value: 3000,
  threshold_fen: 20000,
  max_off_fen: null,
  sku_scope: null,
  live_only: false,
  valid_to: LATER,
  ...over,
});
const ctx = { amountFen: 88800, skuId: 613, now: NOW };

describe('coupon discount', () => {
  test.each([
    ['满减', terms({}), 88800, 3000],
    ['满减 capped so 1 fen is left', terms({ value: 5000, threshold_fen: 0 }), 2800, 2799],
    [
      '折扣 9折 capped at 50元',
      terms({ type: 'DISCOUNT', value: 900, threshold_fen: 0, max_off_fen: 5000 }),
      88800,
      5000,
    ],
    ['折扣 9折 on 28元', terms({ type: 'DISCOUNT', value: 900, threshold_fen: 0, max_off_fen: 5000 }), 2800, 280],
    ['折扣 8.5折 rounds half up', terms({ type: 'DISCOUNT', value: 850, threshold_fen: 0 }), 2810, 421],
    ['立减', terms({ type: 'INSTANT', value: 2000, threshold_fen: 0 }), 2800, 2000],
  ])('%s', (_, coupon, amount, off) => expect(couponDiscountFen(coupon, amount)).toBe(off));

  test.each([
    ['expired', terms({ valid_to: '2026-11-20T03:59:59.000Z' }), ctx, '优惠券已过期'],
    ['below the threshold', terms({}), { ...ctx, amountFen: 19999 }, '满200元可用'],
    ['another sku', terms({ sku_scope: [601] }), ctx, '不适用于该商品'],
    ['live only outside a live room', terms({ live_only: true }), ctx, '仅限直播间使用'],
    ['a trial coupon', terms({ type: 'TRIAL', value: 7 }), ctx, '体验券不可抵扣金额'],
    ['a pre-pay sku', terms({}), { ...ctx, prepay: true }, '预付商品不可使用优惠券'],
  ])('unusable: %s', (_, coupon, context, reason) => expect(couponUnusableReason(coupon, context)).toBe(reason));

  test('live-only coupons apply inside a live room', () => {
    expect(couponUnusableReason(terms({ live_only: true }), { ...ctx, inLive: true })).toBeNull();
  });

  test('best coupon: largest discount, then the one expiring first, then the lowest id', () => {
    const coupons = [
      { id: 1, ...terms({}) },
      { id: 2, ...terms({ type: 'DISCOUNT', value: 900, threshold_fen: 0, max_off_fen: 5000 }) },
      { id: 3, ...terms({ type: 'INSTANT', value: 5000, threshold_fen: 0, valid_to: '2026-11-25T00:00:00.000Z' }) },
      { id: 4, ...terms({ value: 9000, live_only: true }) },
    ];
    expect(bestCoupon(coupons, ctx)).toEqual({ coupon: coupons[2], discountFen: 5000 });
    expect(bestCoupon(coupons.slice(0, 2), ctx)?.coupon.id).toBe(2);
    expect(
      bestCoupon(
        [
          { id: 9, ...terms({}) },
          { id: 8, ...terms({}) },
        ],
        ctx,
      )?.coupon.id,
    ).toBe(8);
    expect(bestCoupon(coupons, { ...ctx, prepay: true })).toBeNull();
  });
});
