import { couponModule, listUserCoupons } from '@/upstream/shared/coupon';
import { claimTask, taskBoard } from '@/upstream/activity/task';
import { refundModule } from '@/upstream/commerce/refund';
import { moneyFixture, type Fixture } from './money-fixture';

type UserCoupon = Awaited<ReturnType<typeof listUserCoupons>>[number];

/** Rewards attached to an order are pending until its refund window ends; a refund cancels or claws them back. */
let f: Fixture;
beforeEach(async () => {
  f = await moneyFixture();
});
afterEach(() => f.close());

const GIFT = '购买赠券·VIP满60减10';
/** The coupon wallet (GET /coupons/mine) and the refund page's state (GET /orders/:order_no/refund, what /llczd/m/refund shows). */
const wallet = async (userId: number) =>
  (await f.route<{ coupons: UserCoupon[] }>(couponModule, 'GET /coupons/mine', userId)).coupons.filter(
    (c) => c.name === GIFT && c.status === 'UNUSED',
  );
const firstPurchase = async (userId: number) =>
  (await taskBoard(f.db, userId)).tasks.find((task) => task.id === 'first_purchase')!;
const refundPage = (userId: number, orderNo: string) =>
  f.route<{ quote: { max_fen: number; rewards?: Array<{ action: string; fen: number }> } }>(
    refundModule,
    'GET /orders/:order_no/refund',
    userId,
    { order_no: orderNo },
  );

describe('gift coupons', () => {
  it('a gift order fully refunded inside its window never leaves a usable gift coupon', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-quarter-gift');
    expect(await wallet(userId)).toHaveLength(0);
    f.later(1);
    expect(await f.refund(userId, orderNo)).toBe('refunded 8800');
    f.later(10);
    expect(await wallet(userId)).toHaveLength(0);
  });

  it('arrive once the window ends; a later refund takes back the unused one, or deducts the value of a used one', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-quarter-gift');
    f.later(8);
    const gifts = await wallet(userId);
    expect(gifts).toHaveLength(1);
    const page = await refundPage(userId, orderNo);
    expect(page.quote.rewards).toEqual([expect.objectContaining({ action: 'void', fen: 0 })]);
    expect(await f.refund(userId, orderNo)).toMatch(/^refunded /);
    expect(await wallet(userId)).toHaveLength(0);
    expect((await listUserCoupons(f.db, userId)).find((c) => c.id === gifts[0].id)?.status).toBe('EXPIRED');
  });

  it('a used gift coupon comes off the refund', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-quarter-gift');
    f.later(8);
    const [gift] = await wallet(userId);
    await f.buy(userId, 'vip-quarter', gift.id);
    const page = await refundPage(userId, orderNo);
    // 90-day quarter paid 88.00, 8 days in: 82 unused days → 8800 × 82 ÷ 90 = 8017; the gift took 10.00 off the renewal.
    expect(page.quote.rewards).toEqual([expect.objectContaining({ action: 'deduct', fen: 1000 })]);
    expect(page.quote.max_fen).toBe(Math.floor((8800 * 82) / 90) - 1000);
  });
});

describe('first-purchase task', () => {
  it('does not pay for a purchase refunded inside its window', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-month');
    f.later(1);
    await f.refund(userId, orderNo);
    f.later(10);
    expect((await firstPurchase(userId)).state).not.toBe('claimable');
    await expect(claimTask(f.db, userId, 'first_purchase')).rejects.toThrow('任务未完成');
  });

  it('pays once the window ends; a later refund takes its coupon back', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-month');
    expect((await firstPurchase(userId)).state).toBe('todo');
    f.later(8);
    expect((await firstPurchase(userId)).state).toBe('claimable');
    await claimTask(f.db, userId, 'first_purchase');
    const taskCoupon = () =>
      listUserCoupons(f.db, userId).then((coupons) => coupons.filter((c) => c.source === 'task'));
    expect((await taskCoupon()).map((c) => c.status)).toEqual(['UNUSED']);
    expect(await f.refund(userId, orderNo)).toMatch(/^refunded /);
    expect((await taskCoupon()).map((c) => c.status)).toEqual(['EXPIRED']);
  });
});
