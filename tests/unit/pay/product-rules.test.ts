import { bundlePrice, discountLabel, entitlementPeriod, suitabilityProductOf } from '@/lib/member/rules';
import { planSchema } from '@/lib/member/schemas';
import { PLANS, PRODUCT_PLANS } from '@/upstream/commerce/member-catalogue';

describe('bundle pricing (组合购买), exact in fen', () => {
  it('prices the list at the rate, rounded down to whole yuan, and shows the saving as list − price', () => {
    expect(bundlePrice([26800, 19900], 850)).toEqual({ list_fen: 46700, price_fen: 39600, saving_fen: 7100 });
    expect(bundlePrice([26800, 9900], 800)).toEqual({ list_fen: 36700, price_fen: 29300, saving_fen: 7400 });
    // 9999 × 0.999 = 9989.001 → 99.00 yuan, never a fraction above the rate.
    expect(bundlePrice([4999, 5000], 999)).toEqual({ list_fen: 9999, price_fen: 9900, saving_fen: 99 });
  });

  it('never rounds a large list through floating point', () => {
    const parts = [4_503_599_627_370, 4_503_599_627_370];
    const { list_fen: list, price_fen: price, saving_fen: saving } = bundlePrice(parts, 850);
    expect(list).toBe(9_007_199_254_740);
    expect(price % 100).toBe(0);
    expect(price + saving).toBe(list);
    expect(price).toBe(Number(((BigInt(list) * 850n) / 1000n / 100n) * 100n));
  });

  it('keeps at least one yuan to pay and refuses malformed bundles', () => {
    expect(() => bundlePrice([50, 40], 900)).toThrow('at least one yuan');
    expect(bundlePrice([60, 60], 900 - 66)).toEqual({ list_fen: 120, price_fen: 100, saving_fen: 20 });
    expect(() => bundlePrice([19900], 850)).toThrow('at least two parts');
    expect(() => bundlePrice([19900, 99.5], 850)).toThrow('integer fen');
    expect(() => bundlePrice([19900, 0], 850)).toThrow('integer fen');
    expect(() => bundlePrice([19900, 100], 1000)).toThrow('permille');
    expect(() => bundlePrice([19900, 100], 0)).toThrow('permille');
  });

  it('labels the discount in 折 to one decimal, half up', () => {
    expect(discountLabel(39600, 46700)).toBe('8.5折');
    expect(discountLabel(29300, 36700)).toBe('8折');
    expect(discountLabel(9900, 9999)).toBe('9.9折');
  });
});

describe('the product catalogue', () => {
  it('every product sku parses as a plan, with its own sku id', () => {
    const all = [...PLANS, ...PRODUCT_PLANS].map((plan) => planSchema.parse(plan));
    expect(new Set(all.map((plan) => plan.sku_id)).size).toBe(all.length);
    expect(new Set(all.map((plan) => plan.id)).size).toBe(all.length);
    expect(PRODUCT_PLANS.map((plan) => plan.product?.kind).sort()).toEqual([
      'butler',
      'butler',
      'course',
      'course',
      'dragon',
      'dragon',
      'merge',
      'merge',
    ]);
  });

  it('a bundle costs its parts at the rate, carries both parts and the stricter risk level and every agreement', () => {
    for (const plan of PRODUCT_PLANS.filter((candidate) => candidate.product?.kind === 'merge')) {
      const product = plan.product!;
      if (product.kind !== 'merge') throw new Error('bundle');
      const parts = product.parts.map((part) =>
        [...PLANS, ...PRODUCT_PLANS].find((candidate) => candidate.id === part.plan_id)!,
      );
      expect(product.parts.map((part) => part.price_fen)).toEqual(parts.map((part) => part.price_fen));
      expect(product.list_fen).toBe(parts[0].price_fen + parts[1].price_fen);
      expect(plan.price_fen + product.saving_fen).toBe(product.list_fen);
      expect(plan.original_fen).toBe(product.list_fen);
      expect(product.saving_fen).toBeGreaterThan(0);
      expect(plan.tier).toBe(parts[0].tier);
      expect(plan.risk_level).toBe(Math.max(...parts.map((part) => part.risk_level)));
      for (const agreement of parts.flatMap((part) => part.agreements))
        expect(plan.agreements.map((a) => a.id)).toContain(agreement.id);
    }
  });

  it('products without membership have no tier; butler is adviser service (R3) with a certificate number', () => {
    for (const plan of PRODUCT_PLANS.filter((candidate) => candidate.product?.kind !== 'merge'))
      expect(plan.tier).toBeNull();
    const butler = PRODUCT_PLANS.filter((plan) => plan.product?.kind === 'butler');
    for (const plan of butler) {
      expect(plan.risk_level).toBe(3);
      expect(plan.product).toMatchObject({ cert_no: expect.stringMatching(/^A\d{13}$/) });
    }
  });
});

describe('entitlement periods and suitability product ids', () => {
  const now = new Date('2026-11-20T02:00:00.000Z');
  it('starts now, or at the end of the same running entitlement', () => {
    expect(entitlementPeriod(30, now, null)).toEqual({ start: now, end: new Date('2026-12-20T02:00:00.000Z') });
    expect(entitlementPeriod(30, now, '2026-11-01T00:00:00.000Z').start).toEqual(now);
    const running = entitlementPeriod(90, now, '2026-12-01T00:00:00.000Z');
    expect(running).toEqual({ start: new Date('2026-12-01T00:00:00.000Z'), end: new Date('2027-03-01T00:00:00.000Z') });
  });

  it('names one suitability product per tier and one per other sku', () => {
    expect(suitabilityProductOf({ id: 'svip-year', tier: 'SVIP', product: null })).toBe('member-SVIP');
    expect(suitabilityProductOf({ id: 'butler-30', tier: null, product: { kind: 'butler' } })).toBe('butler-butler-30');
    expect(suitabilityProductOf({ id: 'merge-svip-course', tier: 'SVIP', product: { kind: 'merge' } })).toBe(
      'merge-merge-svip-course',
    );
  });
});
