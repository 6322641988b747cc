import { orderOfferedCoupons, usableOffers, walletCoupons, type CouponStatus } from '@/lib/coupon/rules';

const offer = (id: number, usable: boolean, discount_fen: number, valid_to: string) => ({
  id,
  usable,
  discount_fen,
  valid_to,
});

describe('orderOfferedCoupons (coupon picker and 可用优惠券)', () => {
  test('usable first, then the biggest saving', () => {
    const coupons = [
      offer(1, false, 0, '2026-12-01T00:00:00Z'),
      offer(2, true, 500, '2026-12-31T00:00:00Z'),
      offer(3, true, 2000, '2026-12-31T00:00:00Z'),
    ];
    expect(orderOfferedCoupons(coupons).map((c) => c.id)).toEqual([3, 2, 1]);
  });

  test('same saving: the one expiring first comes first (PEERS §1.13: coupons sorted by expiry), then the lower id', () => {
    const coupons = [
      offer(9, true, 1000, '2026-12-31T00:00:00Z'),
      offer(7, true, 1000, '2026-12-10T00:00:00Z'),
      offer(5, true, 1000, '2026-12-31T00:00:00Z'),
    ];
    expect(orderOfferedCoupons(coupons).map((c) => c.id)).toEqual([7, 5, 9]);
  });

  test('expiry compares instants, not text: +08:00 and Z times of one day', () => {
    const coupons = [offer(1, true, 100, '2026-12-10T09:00:00+08:00'), offer(2, true, 100, '2026-12-10T00:30:00Z')];
    // 09:00+08:00 is 01:00Z, after 00:30Z.
    expect(orderOfferedCoupons(coupons).map((c) => c.id)).toEqual([2, 1]);
  });

  test('an unusable coupon never comes before a usable one, whatever it would save', () => {
    expect(
      orderOfferedCoupons([
        offer(1, false, 9999, '2026-01-01T00:00:00Z'),
        offer(2, true, 1, '2027-01-01T00:00:00Z'),
      ]).map((c) => c.id),
    ).toEqual([2, 1]);
  });

  test('empty in, empty out; the input is left as it was', () => {
    expect(orderOfferedCoupons([])).toEqual([]);
    const coupons = [offer(1, false, 0, '2026-01-01T00:00:00Z'), offer(2, true, 1, '2026-01-01T00:00:00Z')];
    orderOfferedCoupons(coupons);
    expect(coupons.map((c) => c.id)).toEqual([1, 2]);
  });
});

test('usableOffers keeps only the coupons usable on this purchase', () => {
  expect(usableOffers([offer(1, false, 0, 'x'), offer(2, true, 5, 'x')]).map((c) => c.id)).toEqual([2]);
  expect(usableOffers([])).toEqual([]);
});

describe('walletCoupons (我的优惠券 / 历史优惠券)', () => {
  const statuses: CouponStatus[] = ['UNUSED', 'LOCKED', 'USED', 'EXPIRED'];
  const coupons = statuses.map((status, index) => ({ id: index + 1, status }));

  test('我的优惠券: 未使用 and 使用中 (held by an unpaid order)', () => {
    expect(walletCoupons(coupons, 'current').map((c) => c.status)).toEqual(['UNUSED', 'LOCKED']);
  });

  test('历史优惠券: 已使用 and 已过期', () => {
    expect(walletCoupons(coupons, 'history').map((c) => c.status)).toEqual(['USED', 'EXPIRED']);
  });

  test('every coupon is in exactly one list; no coupons, both empty', () => {
    const both = [...walletCoupons(coupons, 'current'), ...walletCoupons(coupons, 'history')].map((c) => c.id).sort();
    expect(both).toEqual([1, 2, 3, 4]);
    expect(walletCoupons([], 'current')).toEqual([]);
    expect(walletCoupons([], 'history')).toEqual([]);
  });
});
