import { complianceModule } from '@/upstream/account/compliance';
import { findPlan } from '@/upstream/commerce/member';
import { submissionFor } from '../../contract/compliance-support';
import { orderModule } from '@/upstream/commerce/order';
import { moneyFixture, type Fixture } from './money-fixture';

/** 确认开通 tapped again (a new action each time) pays the order already waiting, instead of making another. */
let f: Fixture;
beforeEach(async () => {
  f = await moneyFixture();
});
afterEach(() => f.close());

type Created = { order_no: string; status: string; coupon_id: number | null };
const agreementsOf = async (planId: string) => (await findPlan(f.db, planId))!.agreements.map((a) => a.id);
const create = async (userId: number, planId: string, couponId: number | null = null) =>
  f.route<Created>(
    orderModule,
    'POST /orders',
    userId,
    {},
    { plan_id: planId, coupon_id: couponId, source: null, agreements: await agreementsOf(planId), consent: null },
  );
/** A buyer who has taken the risk assessment (the order is refused before it). */
const buyer = async () => {
  const userId = await f.user();
  await f.route(complianceModule, 'POST /compliance/evaluations', userId, {}, submissionFor(5));
  return userId;
};
const pendingCount = async (userId: number) =>
  Number(
    (
      await f.db.execute({
        sql: "SELECT COUNT(*) AS n FROM orders WHERE user_id = ? AND status = 'PENDING'",
        args: [userId],
      })
    ).rows[0].n,
  );

describe('pending order reuse', () => {
  it('three tries of one purchase make one order', async () => {
    const userId = await buyer();
    const first = await create(userId, 'vip-month');
    const second = await create(userId, 'vip-month');
    const third = await create(userId, 'vip-month');
    expect(second.order_no).toBe(first.order_no);
    expect(third.order_no).toBe(first.order_no);
    expect(await pendingCount(userId)).toBe(1);
  });

  it('another plan, or the same plan with a coupon, is another order; another user never gets mine', async () => {
    const userId = await buyer();
    const other = await buyer();
    const plain = await create(userId, 'vip-month');
    expect((await create(userId, 'vip-quarter')).order_no).not.toBe(plain.order_no);
    const coupon = await f.db.execute({
      sql: "INSERT INTO user_coupons (user_id, template_id, status, source, valid_from, valid_to, received_at) VALUES (?, 4, 'UNUSED', 'newcomer', ?, ?, ?) RETURNING id",
      args: [
        userId,
        new Date().toISOString(),
        new Date(Date.now() + 7 * 86400_000).toISOString(),
        new Date().toISOString(),
      ],
    });
    const couponId = Number(coupon.rows[0].id);
    const withCoupon = await create(userId, 'vip-quarter', couponId);
    expect(withCoupon.coupon_id).toBe(couponId);
    expect((await create(userId, 'vip-quarter', couponId)).order_no).toBe(withCoupon.order_no);
    expect((await create(other, 'vip-month')).order_no).not.toBe(plain.order_no);
  });

  it('after a cancel or the 15-minute close, a new order is made', async () => {
    const userId = await buyer();
    const first = await create(userId, 'vip-month');
    await f.route(orderModule, 'POST /orders/:order_no/cancel', userId, { order_no: first.order_no });
    const second = await create(userId, 'vip-month');
    expect(second.order_no).not.toBe(first.order_no);
    f.later(1 / 48);
    const third = await create(userId, 'vip-month');
    expect(third.order_no).not.toBe(second.order_no);
    expect(third.status).toBe('PENDING');
  });
});
