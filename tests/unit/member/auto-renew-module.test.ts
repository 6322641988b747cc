import { creditPayment, payModule } from '@/upstream/commerce/pay';
import { autoRenewals, runRenewals, setAutoRenew } from '@/upstream/commerce/member-renewal';
import { membershipOf } from '@/upstream/commerce/member';
import { UpstreamError } from '@/upstream/core/types';
import { chinaToday, formatMonthDay } from '@/lib/format/date';
import { DAY, moneyFixture, type Fixture } from '../order/money-fixture';

/** 连续包月: the member can switch auto-renewal off (and on again); the renewal job charges only what is still on, once per due date. */
let f: Fixture;
beforeEach(async () => {
  f = await moneyFixture();
});
afterEach(() => f.close());

/** A buyer as the order gate let them buy: with an assessment (C4 unless given), dated `now`. */
const assess = (userId: number, level: number, lowest = false) =>
  f.db.execute({
    sql: "INSERT INTO risk_evaluations (user_id, version, answers, confirmed_checks, score, level, lowest, signature, evaluated_at) VALUES (?, 'v1', '{}', '[]', 60, ?, ?, '测试', ?)",
    args: [userId, level, lowest ? 1 : 0, new Date().toISOString()],
  });
const member = async (level = 4) => {
  const userId = await f.user();
  await assess(userId, level);
  return userId;
};
const texts = async (userId: number) =>
  (
    await f.db.execute({
      sql: 'SELECT body FROM sms_notices WHERE mobile = (SELECT mobile FROM users WHERE id = ?) ORDER BY id',
      args: [userId],
    })
  ).rows.map((row) => String(row.body));

const renewalOrders = async (userId: number) =>
  (
    await f.db.execute({
      sql: "SELECT order_no, pay_fen, status FROM orders WHERE user_id = ? AND source = 'auto_renew'",
      args: [userId],
    })
  ).rows;

describe('auto-renewal', () => {
  it('paying a 连续包月 plan signs up with the next charge one day before the membership ends, at renew_fen', async () => {
    const userId = await member();
    const orderNo = await f.buy(userId, 'vip-month');
    const [sub] = await autoRenewals(f.db, userId);
    const expire = (await membershipOf(f.db, userId)).expire_at!;
    expect(sub).toMatchObject({
      plan_id: 'vip-month',
      enabled: true,
      renew_fen: 2800,
      origin_order_no: orderNo,
      can_disable: true,
      can_enable: false,
    });
    expect(sub.next_charge_at).toBe(new Date(new Date(expire).getTime() - DAY).toISOString());
  });

  it('a plan without auto-renewal (VIP季卡) signs nothing up', async () => {
    const userId = await member();
    await f.buy(userId, 'vip-quarter');
    expect(await autoRenewals(f.db, userId)).toEqual([]);
  });

  it('the job charges a subscription still on once per due date, and the membership runs on', async () => {
    const userId = await member();
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
    const userId = await member();
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
    const userId = await member();
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
    const userId = await member();
    const orderNo = await f.buy(userId, 'vip-month');
    f.later(1);
    expect(await f.refund(userId, orderNo, 1400)).toBe('refunded 1400');
    const [sub] = await autoRenewals(f.db, userId);
    expect(sub).toMatchObject({ enabled: false, next_charge_at: null, note: '订单已退款，自动续费已停止' });
    expect((await runRenewals(f.db, new Date(Date.now() + 20 * DAY), creditPayment)).charged).toEqual([]);
  });

  it('the routes: list, switch off with an idempotency key, and the dev job with a pinned now', async () => {
    const userId = await member();
    await f.buy(userId, 'vip-month');
    const { subscriptions } = await f.route<{ subscriptions: Array<{ id: number; next_charge_at: string }> }>(
      payModule,
      'GET /member/auto-renew',
      userId,
    );
    const due = subscriptions[0].next_charge_at;
    const off = await f.route<{ enabled: boolean }>(
      payModule,
      'POST /member/auto-renew/:id',
      userId,
      { id: String(subscriptions[0].id) },
      { enabled: false },
    );
    expect(off.enabled).toBe(false);
    const run = await f.route<{ charged: unknown[] }>(
      payModule,
      'POST /__dev/member/renewals/run',
      userId,
      {},
      { now: due },
    );
    expect(run.charged).toEqual([]);
  });

  it('five days before the charge the member gets one text with its date and amount, and none earlier', async () => {
    const userId = await member();
    await f.buy(userId, 'vip-month');
    const [sub] = await autoRenewals(f.db, userId);
    const due = new Date(sub.next_charge_at!);
    expect(
      (await runRenewals(f.db, new Date(due.getTime() - 5 * DAY - 60_000), creditPayment, sub.id)).notified,
    ).toEqual([]);
    expect(await texts(userId)).toEqual([]);
    const run = await runRenewals(f.db, new Date(due.getTime() - 5 * DAY), creditPayment, sub.id);
    expect(run.notified).toEqual([{ subscription_id: sub.id, kind: 'reminder', due_at: due.toISOString() }]);
    expect(run.charged).toEqual([]);
    expect((await runRenewals(f.db, new Date(due.getTime() - 2 * DAY), creditPayment, sub.id)).notified).toEqual([]);
    expect(await texts(userId)).toEqual([
      `【理财】您的VIP连续包月将于${formatMonthDay(chinaToday(due))}自动续费，扣款¥28.00。如不需要续费，请在此之前到「我的-会员中心」关闭自动续费。`,
    ]);
    expect((await runRenewals(f.db, due, creditPayment, sub.id)).charged).toHaveLength(1);
  });

  it('an investor reassessed below the plan’s risk level is not charged: suspended with the reason and a text; a matching assessment resumes it', async () => {
    const userId = await member(2);
    await f.buy(userId, 'vip-month');
    const [before] = await autoRenewals(f.db, userId);
    const due = new Date(before.next_charge_at!);
    await assess(userId, 1);
    const [suspended] = await autoRenewals(f.db, userId);
    expect(suspended).toMatchObject({ enabled: false, next_charge_at: null, can_enable: false, can_disable: false });
    expect(suspended.note).toBe(
      '该服务风险等级R2高于您当前的风险承受能力（C1），自动续费已暂停，不会扣款；重新测评且结果匹配后自动恢复',
    );
    const run = await runRenewals(f.db, due, creditPayment, before.id);
    expect(run.charged).toEqual([]);
    expect(run.notified).toEqual([{ subscription_id: before.id, kind: 'suspended', due_at: due.toISOString() }]);
    expect((await runRenewals(f.db, due, creditPayment, before.id)).notified).toEqual([]);
    expect(await renewalOrders(userId)).toHaveLength(0);
    expect(await texts(userId)).toEqual([
      `【理财】您的VIP连续包月原定${formatMonthDay(chinaToday(due))}的自动续费已暂停：${suspended.note}。详情请到「我的-会员中心」查看。`,
    ]);
    await assess(userId, 3);
    expect((await autoRenewals(f.db, userId))[0]).toMatchObject({
      enabled: true,
      next_charge_at: due.toISOString(),
      note: null,
    });
    expect((await runRenewals(f.db, due, creditPayment, before.id)).charged).toHaveLength(1);
  });

  it('an SVIP (R3) renewal is not charged to a C2 investor nor to one whose assessment expired', async () => {
    const userId = await member(3);
    await f.buy(userId, 'svip-month');
    const [sub] = await autoRenewals(f.db, userId);
    const due = new Date(sub.next_charge_at!);
    await assess(userId, 2);
    expect((await runRenewals(f.db, due, creditPayment, sub.id)).charged).toEqual([]);
    const expired = await member(5);
    await f.buy(expired, 'svip-month');
    const [old] = await autoRenewals(f.db, expired);
    await f.db.execute({
      sql: "UPDATE risk_evaluations SET evaluated_at = '2024-01-01T00:00:00.000Z' WHERE user_id = ?",
      args: [expired],
    });
    expect((await autoRenewals(f.db, expired))[0].note).toBe(
      '风险测评已过期，自动续费已暂停，不会扣款；重新测评且结果匹配后自动恢复',
    );
    expect((await runRenewals(f.db, new Date(old.next_charge_at!), creditPayment, old.id)).charged).toEqual([]);
  });
});
