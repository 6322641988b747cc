import type { Client } from '@libsql/client';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { applyInvoice, invoiceModule } from '@/upstream/commerce/invoice';
import { inviteCodeOf, inviteModule, settleInvites } from '@/upstream/commerce/invite';
import { balanceOf, ledgerModule } from '@/upstream/shared/ledger';
import { memberModule } from '@/upstream/commerce/member';
import { orderModule } from '@/upstream/commerce/order';
import { payModule } from '@/upstream/commerce/pay';
import { refundModule, requestRefund, settleRefund } from '@/upstream/commerce/refund';
import { vipModule } from '@/upstream/commerce/vip';
import { UpstreamError } from '@/upstream/core/types';

/** Refunds, invoices and invite rewards on an in-memory database: one refund, one invoice, one reward, whatever the race. */
let db: Client;
let sequence = 0;
const DAY = 24 * 3600_000;

async function newUser(): Promise<number> {
  sequence += 1;
  const mobile = `1770000${String(sequence).padStart(4, '0')}`;
  const row = await db.execute({
    sql: "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, 'NONE', ?) RETURNING id",
    args: [mobile, mobile, new Date().toISOString()],
  });
  return Number(row.rows[0].id);
}

/** A paid order as pay.creditPayment leaves it (a month of VIP, 28.00 paid by the H5 cashier, one entitlement). */
async function paidOrder(userId: number, paidAgoDays = 1): Promise<string> {
  sequence += 1;
  const orderNo = `LC20261120${String(sequence).padStart(9, '0')}`;
  const paidAt = new Date(Date.now() - paidAgoDays * DAY);
  const end = new Date(paidAt.getTime() + 30 * DAY);
  const sku = {
    plan_id: 'vip-month',
    sku_id: 601,
    name: 'VIP连续包月',
    tier: 'VIP',
    product: null,
    days: 30,
    price_fen: 2800,
    original_fen: 3800,
    risk_level: 2,
    auto_renew: false,
    prepay: false,
    coupon_gift: false,
    iap_product_id: 'vip.month',
    agreements: [],
  };
  await db.batch(
    [
      {
        sql: `INSERT INTO orders (order_no, user_id, plan_id, sku_id, sku_snapshot, kind, amount_fen, credit_fen, discount_fen, pay_fen, paid_fen, channel, status, agreements, created_at, expires_at, paid_at, service_start, service_end, prev_level)
              VALUES (?, ?, 'vip-month', 601, ?, 'new', 2800, 0, 0, 2800, 2800, 'h5', 'PAID', '[]', ?, ?, ?, ?, ?, 'NONE')`,
        args: [
          orderNo,
          userId,
          JSON.stringify(sku),
          paidAt.toISOString(),
          paidAt.toISOString(),
          paidAt.toISOString(),
          paidAt.toISOString(),
          end.toISOString(),
        ],
      },
      {
        sql: "INSERT INTO entitlements (user_id, order_no, kind, plan_id, title, start_at, end_at, granted_at) VALUES (?, ?, 'member', 'vip-month', 'VIP会员', ?, ?, ?)",
        args: [userId, orderNo, paidAt.toISOString(), end.toISOString(), paidAt.toISOString()],
      },
    ],
    'write',
  );
  return orderNo;
}

const COMPANY = {
  title_type: 'COMPANY' as const,
  title: '腾讯科技（深圳）有限公司',
  tax_no: '91440300708461136T',
  email: 'finance@example.com',
};
const outcome = async (work: Promise<unknown>) =>
  work.then(
    () => 'ok',
    (error: unknown) => (error instanceof UpstreamError ? error.message : String(error)),
  );

beforeAll(async () => {
  process.env.MARKET_TODAY = '2026-11-20';
  db = openDatabase(':memory:');
  await prepareModules(db, [
    authModule,
    complianceModule,
    vipModule,
    couponModule,
    memberModule,
    orderModule,
    payModule,
    ledgerModule,
    invoiceModule,
    refundModule,
    inviteModule,
  ]);
});
afterAll(() => {
  delete process.env.MARKET_TODAY;
  db.close();
});

describe('refunds', () => {
  it('10 concurrent requests for one order make one refund; the order is 退款中', async () => {
    const userId = await newUser();
    const orderNo = await paidOrder(userId);
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        outcome(requestRefund(db, userId, orderNo, { reason: '其他原因', note: '', amount_fen: 2800 })),
      ),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    expect(new Set(results.filter((result) => result !== 'ok'))).toEqual(new Set(['订单退款中，不能申请退款']));
    expect(
      (await db.execute({ sql: 'SELECT COUNT(*) AS n FROM refunds WHERE order_no = ?', args: [orderNo] })).rows[0].n,
    ).toBe(1);
    expect(
      (await db.execute({ sql: 'SELECT status FROM orders WHERE order_no = ?', args: [orderNo] })).rows[0].status,
    ).toBe('REFUNDING');
  });

  it('refuses more than the policy allows and another user’s order (as missing)', async () => {
    const userId = await newUser();
    const orderNo = await paidOrder(userId, 10);
    expect(
      await outcome(requestRefund(db, userId, orderNo, { reason: '其他原因', note: '', amount_fen: 2800 })),
    ).toMatch(/^退款金额不能超过可退金额\d+\.\d{2}元$/);
    expect(
      await outcome(requestRefund(db, await newUser(), orderNo, { reason: '其他原因', note: '', amount_fen: 100 })),
    ).toBe('订单不存在');
  });

  it('paying it back ends the entitlement and voids the invoice in the same transaction; a rejection reopens the order', async () => {
    const userId = await newUser();
    const orderNo = await paidOrder(userId);
    await applyInvoice(db, userId, { order_no: orderNo, ...COMPANY });
    await requestRefund(db, userId, orderNo, { reason: '误购/重复购买', note: '', amount_fen: 2000 });
    const refund = await settleRefund(db, orderNo, 'REFUNDED', null);
    expect(refund).toMatchObject({ status: 'REFUNDED', amount_fen: 2000, channel: 'h5' });
    expect(refund.payout_ref).toMatch(/^RP/);
    const order = (await db.execute({ sql: 'SELECT status FROM orders WHERE order_no = ?', args: [orderNo] })).rows[0];
    const invoice = (await db.execute({ sql: 'SELECT status FROM invoices WHERE order_no = ?', args: [orderNo] }))
      .rows[0];
    const entitlement = (
      await db.execute({ sql: 'SELECT end_at FROM entitlements WHERE order_no = ?', args: [orderNo] })
    ).rows[0];
    expect([order.status, invoice.status]).toEqual(['REFUNDED', 'VOIDED']);
    expect(new Date(String(entitlement.end_at)).getTime()).toBeLessThanOrEqual(Date.now());

    const other = await paidOrder(userId);
    await requestRefund(db, userId, other, { reason: '其他原因', note: '', amount_fen: 100 });
    await settleRefund(db, other, 'REJECTED', '已超过退款期限');
    expect(
      (await db.execute({ sql: 'SELECT status FROM orders WHERE order_no = ?', args: [other] })).rows[0].status,
    ).toBe('PAID');
    expect(await outcome(requestRefund(db, userId, other, { reason: '其他原因', note: '', amount_fen: 100 }))).toBe(
      'ok',
    );
  });
});

describe('invoices', () => {
  it('a race of applications for one order issues one invoice for the paid amount', async () => {
    const userId = await newUser();
    const orderNo = await paidOrder(userId);
    const results = await Promise.all(
      Array.from({ length: 6 }, () => outcome(applyInvoice(db, userId, { order_no: orderNo, ...COMPANY }))),
    );
    expect(results.filter((result) => result === 'ok')).toHaveLength(1);
    const rows = await db.execute({
      sql: 'SELECT amount_fen, number FROM invoices WHERE order_no = ?',
      args: [orderNo],
    });
    expect(rows.rows).toHaveLength(1);
    expect(Number(rows.rows[0].amount_fen)).toBe(2800);
    expect(String(rows.rows[0].number)).toMatch(/^\d{20}$/);
  });

  it('refuses an order being refunded and another user’s order', async () => {
    const userId = await newUser();
    const orderNo = await paidOrder(userId);
    expect(await outcome(applyInvoice(db, await newUser(), { order_no: orderNo, ...COMPANY }))).toBe('订单不存在');
    await requestRefund(db, userId, orderNo, { reason: '其他原因', note: '', amount_fen: 100 });
    expect(await outcome(applyInvoice(db, userId, { order_no: orderNo, ...COMPANY }))).toBe(
      '退款中或已退款的订单不能开票',
    );
  });
});

describe('invite rewards', () => {
  it('a friend is pending until paid and past the refund window, then settles 10% into the inviter’s cash once, however often settlement runs', async () => {
    const inviter = await newUser();
    const code = await inviteCodeOf(db, inviter);
    const friend = await newUser();
    await db.execute({
      sql: 'INSERT INTO invitations (user_id, code, created_at) VALUES (?, ?, ?)',
      args: [friend, code, new Date().toISOString()],
    });
    await settleInvites(db, inviter, code);
    expect(
      (await db.execute({ sql: 'SELECT status FROM invite_rewards WHERE invitee_id = ?', args: [friend] })).rows[0]
        .status,
    ).toBe('PENDING');
    expect(await balanceOf(db, inviter, 'cash')).toBe(0);

    await paidOrder(friend);
    await settleInvites(db, inviter, code);
    expect(await balanceOf(db, inviter, 'cash')).toBe(0);
    await db.execute({
      sql: 'UPDATE orders SET paid_at = ? WHERE user_id = ?',
      args: [new Date(Date.now() - 8 * DAY).toISOString(), friend],
    });
    await Promise.all([
      settleInvites(db, inviter, code),
      settleInvites(db, inviter, code),
      settleInvites(db, inviter, code),
    ]);
    expect(await balanceOf(db, inviter, 'cash')).toBe(280);
    const reward = (
      await db.execute({ sql: 'SELECT status, reward_fen FROM invite_rewards WHERE invitee_id = ?', args: [friend] })
    ).rows[0];
    expect([reward.status, Number(reward.reward_fen)]).toEqual(['SETTLED', 280]);
  });
});
