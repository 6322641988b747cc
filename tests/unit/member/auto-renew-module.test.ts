import { creditPayment, payModule } from '@/upstream/modules/pay';
import { autoRenewals, runRenewals, setAutoRenew } from '@/upstream/modules/member-renewal';
import { membershipOf } from '@/upstream/modules/member';
import { UpstreamError } from '@/upstream/core/types';
import { DAY, moneyFixture, type Fixture } from '../order/money-fixture';

/** 连续包月: the member can switch auto-renewal off (and on again); the renewal job charges only what is still on, once per due date. */
let f: Fixture;
beforeEach(async () => {
  f = await moneyFixture();
});
afterEach(() => f.close());

const renewalOrders = async (userId: number) =>
  (await f.db.execute({ sql: "SELECT order_no, pay_fen, status FROM orders WHERE user_id = ? AND source = 'auto_renew'", args: [userId] })).rows;

describe('auto-renewal', () => {
  it('paying a 连续包月 plan signs up with the next charge one day before the membership ends, at renew_fen', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-month');
    const [sub] = await autoRenewals(f.db, userId);
    const expire = (await membershipOf(f.db, userId)).expire_at!;
    expect(sub).toMatchObject({ plan_id: 'vip-month', enabled: true, renew_fen: 2800, origin_order_no: orderNo, can_disable: true, can_enable: false });
    expect(sub.next_charge_at).toBe(new Date(new Date(expire).getTime() - DAY).toISOString());
  });

  it('a plan without auto-renewal (VIP季卡) signs nothing up', async () => {
    const userId = await f.user();
    await f.buy(userId, 'vip-quarter');
    expect(await autoRenewals(f.db, userId)).toEqual([]);
  });

  it('the job charges a subscription still on once per due date, and the membership runs on', async () => {
    const userId = await f.user();
    await f.buy(userId, 'vip-month');
    const due = new Date((await autoRenewals(f.db, userId))[0].next_charge_at!);
    expect((await runRenewals(f.db, new Date(due.getTime() - 60_000), creditPayment)).charged).toEqual([]);
    const first = await runRenewals(f.db, due, creditPayment);
    expect(first.charged).toHaveLength(1);
    expect(first.charged[0]).toMatchObject({ user_id: userId, amount_fen: 2800 });
    const again = await runRenewals(f.db, due, creditPayment);
    expect(again.charged).toEqual([]);
    const orders = await renewalOrders(userId);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ pay_fen: 2800, status: 'PAID' });
    expect((await membershipOf(f.db, userId)).days_left).toBe(60);
    // The next charge moves to the end of the renewed period.
    const [sub] = await autoRenewals(f.db, userId);
    expect(new Date(sub.next_charge_at!).getTime()).toBe(due.getTime() + 30 * DAY);
    expect(sub.last_order_no).toBe(orders[0].order_no);
  });

  it('switched off, the job charges nothing and the membership lapses at its end; switched on again, it charges', async () => {
    const userId = await f.user();
    await f.buy(userId, 'vip-month');
    const [sub] = await autoRenewals(f.db, userId);
    const due = new Date(sub.next_charge_at!);
    const off = await setAutoRenew(f.db, userId, sub.id, false);
    expect(off).toMatchObject({ enabled: false, next_charge_at: null, can_enable: true, can_disable: false });
    expect((await runRenewals(f.db, due, creditPayment)).charged).toEqual([]);
    expect(await renewalOrders(userId)).toHaveLength(0);
    const on = await setAutoRenew(f.db, userId, sub.id, true);
    expect(on).toMatchObject({ enabled: true, next_charge_at: due.toISOString() });
    expect((await runRenewals(f.db, due, creditPayment)).charged).toHaveLength(1);
  });

  it('cannot be switched on again once the membership has lapsed, nor switched by another user', async () => {
    const userId = await f.user();
    const other = await f.user();
    await f.buy(userId, 'vip-month');
    const [sub] = await autoRenewals(f.db, userId);
    await setAutoRenew(f.db, userId, sub.id, false);
    await expect(setAutoRenew(f.db, other, sub.id, false)).rejects.toMatchObject({ status: 404 });
    f.later(31);
    await expect(setAutoRenew(f.db, userId, sub.id, true)).rejects.toThrow(UpstreamError);
    await expect(setAutoRenew(f.db, userId, sub.id, true)).rejects.toThrow('会员已到期，自动续费已停止');
  });

  it('a refunded subscription is not renewed', async () => {
    const userId = await f.user();
    const orderNo = await f.buy(userId, 'vip-month');
    f.later(1);
    expect(await f.refund(userId, orderNo, 1400)).toBe('refunded 1400');
    const [sub] = await autoRenewals(f.db, userId);
    expect(sub).toMatchObject({ enabled: false, next_charge_at: null, note: '订单已退款，自动续费已停止' });
    expect((await runRenewals(f.db, new Date(Date.now() + 20 * DAY), creditPayment)).charged).toEqual([]);
  });

  it('the routes: list, switch off with an idempotency key, and the dev job with a pinned now', async () => {
    const userId = await f.user();
    await f.buy(userId, 'vip-month');
    const { subscriptions } = await f.route<{ subscriptions: Array<{ id: number; next_charge_at: string }> }>(payModule, 'GET /member/auto-renew', userId);
    const due = subscriptions[0].next_charge_at;
    const off = await f.route<{ enabled: boolean }>(payModule, 'POST /member/auto-renew/:id', userId, { id: String(subscriptions[0].id) }, { enabled: false });
    expect(off.enabled).toBe(false);
    const run = await f.route<{ charged: unknown[] }>(payModule, 'POST /__dev/member/renewals/run', userId, {}, { now: due });
    expect(run.charged).toEqual([]);
  });
});
