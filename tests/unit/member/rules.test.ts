import fc from 'fast-check';
import { formatFen, formatFenShort, mulDivRoundHalfUp } from '@/lib/format/fen';
import { headlinePlan } from '@/lib/member/catalogue';
import {
  isCouponGiftSku,
  isPrepaySku,
  perDayFen,
  purchaseKind,
  remainingDays,
  refundCutMs,
  layoutSegments,
  levelOfSegments,
  segmentCreditFen,
  servicePeriod,
} from '@/lib/member/rules';
import { PLANS } from '@/upstream/commerce/member-catalogue';
import { planSchema } from '@/lib/member/schemas';

const DAY = 24 * 3600 * 1000;
const NOW = new Date('2026-11-20T04:00:00Z');

describe('money in fen', () => {
  test.each([
    [0, '0.00'],
    [5, '0.05'],
    [2980, '29.80'],
    [88800, '888.00'],
    [-5, '-0.05'],
    [123456789, '1234567.89'],
  ])('formatFen(%i) = %s', (fen, text) => expect(formatFen(fen)).toBe(text));

  test('formatFen reads back to the same fen for any integer', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (fen) => Math.round(Number(formatFen(fen)) * 100) === fen),
    );
  });

  test.each([
    [29800, '298'],
    [2980, '29.8'],
    [2985, '29.85'],
  ])('formatFenShort(%i) = %s', (fen, text) => expect(formatFenShort(fen)).toBe(text));

  test('mulDivRoundHalfUp rounds exact halves up and matches BigInt arithmetic', () => {
    expect(mulDivRoundHalfUp(1, 1, 2)).toBe(1);
    expect(mulDivRoundHalfUp(26800, 30, 365)).toBe(2203); // 2202.74
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e7 }),
        fc.integer({ min: 0, max: 1e4 }),
        fc.integer({ min: 1, max: 1e4 }),
        (a, b, c) => {
          const exact = (BigInt(a) * BigInt(b) * 10n) / BigInt(c);
          const expected = Number(exact / 10n) + (exact % 10n >= 5n ? 1 : 0);
          return mulDivRoundHalfUp(a, b, c) === expected;
        },
      ),
    );
  });
});

describe('plans', () => {
  test('per-day price is the price ÷ days, half up to the fen', () => {
    expect(perDayFen(2800, 30)).toBe(93);
    expect(perDayFen(7800, 90)).toBe(87);
    expect(perDayFen(88800, 365)).toBe(243);
  });

  test('SPEC §9 sku lists: coupon gifts 658 and 659; pre-pay 636, 638 and 658', () => {
    expect([636, 638, 658, 659, 601].filter(isCouponGiftSku)).toEqual([658, 659]);
    expect([636, 638, 658, 659, 601].filter(isPrepaySku)).toEqual([636, 638, 658]);
  });

  test('every seeded plan fits the contract and carries its sku rules', () => {
    for (const plan of PLANS) {
      const parsed = planSchema.parse(plan);
      expect(parsed.prepay).toBe(isPrepaySku(parsed.sku_id));
      expect(parsed.coupon_gift).toBe(isCouponGiftSku(parsed.sku_id));
      expect(parsed.price_fen).toBeLessThanOrEqual(parsed.original_fen);
      expect(parsed.agreements.map((a) => a.id)).toContain('new-membershipService');
    }
    expect(new Set(PLANS.map((plan) => plan.sku_id)).size).toBe(PLANS.length);
  });

  test('headline plan: the list-price year plan of the tier', () => {
    const plans = PLANS.map((plan) => planSchema.parse(plan));
    expect(headlinePlan(plans, 'VIP')?.id).toBe('vip-year');
    expect(headlinePlan(plans, 'SVIP')?.id).toBe('svip-year');
  });
});

describe('purchases', () => {
  test.each([
    ['NONE', 'VIP', 'new'],
    ['NONE', 'SVIP', 'new'],
    ['VIP', 'VIP', 'renew'],
    ['VIP', 'SVIP', 'upgrade'],
    ['SVIP', 'SVIP', 'renew'],
  ] as const)('%s buying %s is %s', (level, tier, kind) =>
    expect(purchaseKind(level, tier)).toEqual({ allowed: true, kind }),
  );

  test('an SVIP is never sold VIP', () => {
    expect(purchaseKind('SVIP', 'VIP')).toEqual({
      allowed: false,
      message: '您已是SVIP会员，已包含全部VIP权益，无需购买VIP套餐',
    });
  });

  test('days left count a started day, never negative', () => {
    expect(remainingDays(null, NOW)).toBe(0);
    expect(remainingDays(new Date(NOW.getTime() - 1).toISOString(), NOW)).toBe(0);
    expect(remainingDays(new Date(NOW.getTime() + 1).toISOString(), NOW)).toBe(1);
    expect(remainingDays(new Date(NOW.getTime() + 30 * DAY).toISOString(), NOW)).toBe(30);
  });

  test('upgrade credit: the unused part of what was paid, never a list price, rounded down', () => {
    const seg = (paid: number, days: number, usedDays: number) => {
      const start = new Date(NOW.getTime() - usedDays * DAY);
      return segmentCreditFen({
        value_fen: paid,
        length_ms: days * DAY,
        start,
        end: new Date(start.getTime() + days * DAY),
        now: NOW,
      });
    };
    // A prepaid VIP year paid 199.00, 300 days unused: 19900 × 300 ÷ 365 = 16356.16 → 16356 (not the 268.00 list price).
    expect(seg(19900, 365, 65)).toEqual({ unused_days: 300, segment_days: 365, credit_fen: 16356 });
    expect(seg(2800, 30, 0)).toMatchObject({ unused_days: 30, credit_fen: 2800 });
    expect(seg(2800, 30, 30)).toMatchObject({ credit_fen: 0 });
    expect(seg(0, 365, 10)).toMatchObject({ credit_fen: 0 });
  });

  test('segments: a tier is laid out in purchase order; removing one moves the later ones earlier, never before their purchase', () => {
    const at = (days: number) => new Date(NOW.getTime() + days * DAY).toISOString();
    const two = [
      { id: 1, tier: 'VIP' as const, anchor: at(0), length_ms: 30 * DAY },
      { id: 2, tier: 'VIP' as const, anchor: at(0.5), length_ms: 30 * DAY },
    ];
    const placed = layoutSegments(two);
    expect(placed.map((s) => s.start.toISOString())).toEqual([at(0), at(30)]);
    expect(levelOfSegments(placed, new Date(at(1)))).toEqual({ level: 'VIP', expire_at: at(60) });
    const firstRefunded = layoutSegments([{ ...two[0], length_ms: 0 }, two[1]]);
    expect(levelOfSegments(firstRefunded, new Date(at(1)))).toEqual({ level: 'VIP', expire_at: at(30.5) });
    expect(levelOfSegments(firstRefunded, new Date(at(31)))).toEqual({ level: 'NONE', expire_at: null });
    expect(refundCutMs(30 * DAY, 1000, 2800)).toBe(Math.floor((30 * DAY * 1000) / 2800));
    expect(refundCutMs(30 * DAY, 2800, 2800)).toBe(30 * DAY);
  });

  test('service period: new and upgrade start now; renewal and pre-pay queue after the current period', () => {
    const current = new Date(NOW.getTime() + 10 * DAY).toISOString();
    expect(servicePeriod({ kind: 'new', days: 30, now: NOW, currentExpireAt: null, prepay: false })).toEqual({
      start: NOW,
      end: new Date(NOW.getTime() + 30 * DAY),
    });
    expect(servicePeriod({ kind: 'renew', days: 30, now: NOW, currentExpireAt: current, prepay: false }).end).toEqual(
      new Date(NOW.getTime() + 40 * DAY),
    );
    expect(
      servicePeriod({ kind: 'upgrade', days: 365, now: NOW, currentExpireAt: current, prepay: true }).start,
    ).toEqual(NOW);
    expect(servicePeriod({ kind: 'new', days: 365, now: NOW, currentExpireAt: current, prepay: true }).start).toEqual(
      new Date(current),
    );
  });
});
