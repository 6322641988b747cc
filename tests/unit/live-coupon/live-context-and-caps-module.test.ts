import { anchorCouponRefusal, ANCHOR_COUPON_CAPS, liveRoomOfSource, liveRoomSource } from '@/lib/live-coupon/rules';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { drawModule } from '@/upstream/shared/draw';
import { inviteModule } from '@/upstream/commerce/invite';
import { ledgerModule } from '@/upstream/shared/ledger';
import { liveModule } from '@/upstream/live/module';
import { liveCouponModule } from '@/upstream/commerce/live-coupon';
import { memberModule } from '@/upstream/commerce/member';
import { orderModule } from '@/upstream/commerce/order';
import { payModule } from '@/upstream/commerce/pay';
import { vipModule } from '@/upstream/commerce/vip';
import { submissionFor } from '../../contract/compliance-support';
import { outcome, upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** 仅限直播间使用 coupons apply to a purchase started in a live room, and only there; anchors' coupons are capped by the platform. */
const INSTANT = (yuan: number, stock: number) => ({
  name: '直播立减',
  type: 'INSTANT',
  amountYuan: yuan,
  stock,
  perUserLimit: 1,
  validDays: 7,
  claimHours: 24,
  liveOnly: false,
});

describe('anchor coupon caps (rule)', () => {
  const none = { stock: 0, offFen: 0 };
  it.each([
    [{ type: 'INSTANT', value: 5_000, maxOffFen: null, stock: 1_000 }, none, 'active', null],
    [
      { type: 'INSTANT', value: 50_000, maxOffFen: null, stock: 1 },
      none,
      'active',
      '单张优惠券最多优惠50元（平台上限）',
    ],
    [{ type: 'DISCOUNT', value: 650, maxOffFen: 1_000, stock: 1 }, none, 'active', '折扣券最低7折（平台上限）'],
    [
      { type: 'DISCOUNT', value: 850, maxOffFen: 10_000, stock: 1 },
      none,
      'active',
      '单张优惠券最多优惠50元（平台上限）',
    ],
    [{ type: 'TRIAL', value: 8, maxOffFen: null, stock: 1 }, none, 'active', '体验券最多7天（平台上限）'],
    [
      { type: 'FULL_REDUCTION', value: 1_000, maxOffFen: null, stock: 10_000 },
      none,
      'active',
      '单次最多发放1000张（平台上限）',
    ],
    [
      { type: 'INSTANT', value: 100, maxOffFen: null, stock: 600 },
      { stock: 2_500, offFen: 0 },
      'active',
      '今日发放已达上限：每位主播每天最多发放3000张，今日还可发放500张',
    ],
    [
      { type: 'INSTANT', value: 5_000, maxOffFen: null, stock: 1_000 },
      { stock: 1_000, offFen: 9_600_000 },
      'active',
      '今日优惠总额已达上限：每位主播每天发放的优惠券合计最多可优惠100000元，今日还可发放4000元',
    ],
    [{ type: 'INSTANT', value: 100, maxOffFen: null, stock: 1 }, none, 'suspended', '仅正常状态的主播可以发放优惠券'],
  ] as const)('%j after %j by a %s anchor → %s', (coupon, today, status, refusal) => {
    expect(anchorCouponRefusal(coupon, today, status)).toBe(refusal);
  });

  it('the caps are what the brief of the platform allows (50 元, 1,000 a time)', () => {
    expect(ANCHOR_COUPON_CAPS).toMatchObject({ maxOffFen: 5_000, maxStock: 1_000 });
  });

  it('a live room’s source names the room, nothing else does', () => {
    expect(liveRoomOfSource(liveRoomSource(3))).toBe(3);
    expect(liveRoomOfSource('buy_member_popup')).toBeNull();
    expect(liveRoomOfSource(null)).toBeNull();
  });
});

describe('upstream', () => {
  let up: UpstreamHarness;
  let keys = 0;
  const key = () => ({ 'idempotency-key': `live-ctx-key-${(keys += 1)}` });

  beforeAll(async () => {
    process.env.MARKET_TODAY = '2026-11-20';
    up = await upstreamHarness([
      authModule,
      complianceModule,
      drawModule,
      liveModule,
      vipModule,
      couponModule,
      liveCouponModule,
      memberModule,
      orderModule,
      payModule,
      ledgerModule,
      inviteModule,
    ]);
  });
  afterAll(() => {
    delete process.env.MARKET_TODAY;
    up.close();
  });

  it('an anchor cannot issue a 500 元 instant coupon, nor 10,000 at a time, nor past the day’s total', async () => {
    const anchor = await up.userOf('13900000002');
    const issue = (body: Record<string, unknown>) =>
      outcome(up.call('POST /live/anchor/coupons', anchor.id, { body, headers: key() }));
    expect(await issue(INSTANT(500, 10))).toBe('400 减免金额：请填写 1–50 的整数');
    expect(await issue(INSTANT(50, 10_000))).toBe('400 发放数量：请填写 1–1000 的整数');
    expect(await issue(INSTANT(50, 1_000))).toBe('ok');
    expect(await issue(INSTANT(50, 1_000))).toBe('ok');
    expect(await issue(INSTANT(1, 1))).toBe(
      '409 今日优惠总额已达上限：每位主播每天发放的优惠券合计最多可优惠100000元，今日还可发放0元',
    );
  });

  it('nor more than 3,000 coupons a day, even ones that take no money off', async () => {
    const anchor = await up.userOf('13900000005');
    const trial = (stock: number) =>
      outcome(
        up.call('POST /live/anchor/coupons', anchor.id, {
          body: {
            name: '体验券',
            type: 'TRIAL',
            trialDays: 3,
            stock,
            perUserLimit: 1,
            validDays: 7,
            claimHours: 24,
            liveOnly: false,
          },
          headers: key(),
        }),
      );
    for (let issue = 0; issue < 3; issue += 1) expect(await trial(1_000)).toBe('ok');
    expect(await trial(1)).toBe('409 今日发放已达上限：每位主播每天最多发放3000张，今日还可发放0张');
  });

  it('a suspended anchor issues nothing', async () => {
    const suspended = await up.userOf('13900000004');
    expect(
      await outcome(up.call('POST /live/anchor/coupons', suspended.id, { body: INSTANT(5, 10), headers: key() })),
    ).toMatch(/^403 /);
  });

  it('a live-only coupon applies to a purchase started in its live room, and not elsewhere', async () => {
    const buyer = await up.newUser();
    await up.call('POST /compliance/evaluations', buyer.id, { body: submissionFor(4) });
    // Room 1's seeded 直播间满100减20 (live only).
    const claimed = (await up.call('POST /live/rooms/:id/coupons/:couponId/claim', buyer.id, {
      params: { id: '1', couponId: '1011' },
      headers: key(),
    })) as { id: number };
    const quote = (source?: string) =>
      up.call('GET /member/quote', buyer.id, {
        query: { plan_id: 'svip-quarter', coupon: 'auto', ...(source ? { source } : {}) },
      }) as Promise<{
        quote: { coupon_id: number | null; discount_fen: number };
        coupons: Array<{ id: number; usable: boolean; reason: string | null }>;
      }>;
    const elsewhere = await quote('buy_member_popup');
    expect(elsewhere.quote.coupon_id).not.toBe(claimed.id);
    expect(elsewhere.coupons.find((coupon) => coupon.id === claimed.id)).toMatchObject({
      usable: false,
      reason: '仅限直播间使用',
    });
    const inRoom = await quote(liveRoomSource(1));
    expect(inRoom.coupons.find((coupon) => coupon.id === claimed.id)).toMatchObject({ usable: true });

    const agreements = (
      (await up.call('GET /member/quote', buyer.id, { query: { plan_id: 'svip-quarter' } })) as {
        plan: { agreements: Array<{ id: string }> };
      }
    ).plan.agreements.map((a) => a.id);
    const order = (source: string | null) =>
      up.call('POST /orders', buyer.id, {
        body: { plan_id: 'svip-quarter', coupon_id: claimed.id, source, agreements },
        headers: key(),
      });
    expect(await outcome(order('buy_member_popup'))).toBe('400 该优惠券不可用：仅限直播间使用');
    expect(await order(liveRoomSource(1))).toMatchObject({
      coupon_id: claimed.id,
      discount_fen: 2_000,
      pay_fen: 26_800 - 2_000,
    });
  });
});
