import type { Client } from '@libsql/client';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import { accountModule } from '@/upstream/account/account';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { inviteModule } from '@/upstream/commerce/invite';
import { invoiceModule } from '@/upstream/commerce/invoice';
import { ledgerModule } from '@/upstream/shared/ledger';
import { findPlan, memberModule, priceQuote } from '@/upstream/commerce/member';
import { orderModule } from '@/upstream/commerce/order';
import { creditPayment, payModule } from '@/upstream/commerce/pay';
import { refundModule, requestRefund, settleRefund } from '@/upstream/commerce/refund';
import { taskModule } from '@/upstream/activity/task';
import { vipModule } from '@/upstream/commerce/vip';
import { UpstreamError, type UpstreamModule } from '@/upstream/core/types';

/**
 * A money-domain fixture over the upstream modules on an in-memory database, with a movable clock
 * (only Date is faked): buy a plan as order creation + pay notify do, refund it as the back office does.
 */
export const DAY = 24 * 3600_000;
export const START = new Date('2026-11-20T02:00:00.000Z');

export interface Fixture {
  db: Client;
  user(mobile?: string): Promise<number>;
  /** Creates the order (priced by the upstream) and credits one payment of it; answers the order number. */
  buy(userId: number, planId: string, couponId?: number | null): Promise<string>;
  /** A pending order and one payment link for it (not yet paid). */
  pending(userId: number, planId: string): Promise<{ orderNo: string; payFen: number }>;
  payLink(userId: number, orderNo: string, payFen: number): Promise<string>;
  refund(userId: number, orderNo: string, amountFen?: number): Promise<string>;
  later(days: number): void;
  /** Answers one route of a module as the HTTP server would for this user (e.g. 'GET /coupons/mine'). */
  route<T>(
    mod: UpstreamModule,
    key: string,
    userId: number,
    params?: Record<string, string>,
    body?: unknown,
  ): Promise<T>;
  close(): void;
}

let sequence = 0;

export async function moneyFixture(): Promise<Fixture> {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'clearImmediate',
      'setTimeout',
      'clearTimeout',
      'setInterval',
      'clearInterval',
      'queueMicrotask',
      'hrtime',
      'performance',
    ],
  });
  jest.setSystemTime(START);
  const db = openDatabase(':memory:');
  await prepareModules(db, [
    authModule,
    complianceModule,
    accountModule,
    vipModule,
    couponModule,
    memberModule,
    orderModule,
    payModule,
    ledgerModule,
    invoiceModule,
    refundModule,
    inviteModule,
    taskModule,
  ]);

  const payLink = async (userId: number, orderNo: string, payFen: number) => {
    sequence += 1;
    const ref = `PAYTEST${String(sequence).padStart(8, '0')}`;
    await db.execute({
      sql: "INSERT INTO payments (provider_ref, order_no, user_id, channel, amount_fen, status, created_at) VALUES (?, ?, ?, 'h5', ?, 'CREATED', ?)",
      args: [ref, orderNo, userId, payFen, new Date().toISOString()],
    });
    return ref;
  };

  const pending = async (userId: number, planId: string, couponId: number | null = null) => {
    const plan = (await findPlan(db, planId))!;
    const { quote } = await priceQuote(db, userId, plan, couponId);
    if (!quote.allowed) throw new Error(quote.refusal ?? 'not allowed');
    sequence += 1;
    const orderNo = `LC20261120${String(sequence).padStart(10, '0')}`;
    const now = new Date();
    await db.execute({
      sql: `INSERT INTO orders (order_no, user_id, plan_id, sku_id, sku_snapshot, kind, amount_fen, credit_fen, discount_fen, pay_fen, coupon_id, status, source, agreements, created_at, expires_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', NULL, '[]', ?, ?)`,
      args: [
        orderNo,
        userId,
        plan.id,
        plan.sku_id,
        JSON.stringify({ ...plan, plan_id: plan.id }),
        quote.kind,
        quote.amount_fen,
        quote.credit_fen,
        quote.discount_fen,
        quote.pay_fen,
        quote.coupon_id,
        now.toISOString(),
        new Date(now.getTime() + 15 * 60_000).toISOString(),
      ],
    });
    if (quote.coupon_id !== null)
      await db.execute({
        sql: "UPDATE user_coupons SET status = 'LOCKED', order_no = ? WHERE id = ?",
        args: [orderNo, quote.coupon_id],
      });
    return { orderNo, payFen: quote.pay_fen };
  };

  return {
    db,
    async user(mobile) {
      sequence += 1;
      const number = mobile ?? `1660000${String(sequence).padStart(4, '0')}`;
      const row = await db.execute({
        sql: "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, 'NONE', ?) RETURNING id",
        args: [number, number, new Date().toISOString()],
      });
      return Number(row.rows[0].id);
    },
    async buy(userId, planId, couponId = null) {
      const { orderNo, payFen } = await pending(userId, planId, couponId);
      const ref = await payLink(userId, orderNo, payFen);
      const result = await creditPayment(db, ref, payFen);
      if (result !== 'credited') throw new Error(`payment ${result}`);
      return orderNo;
    },
    pending: (userId, planId) => pending(userId, planId),
    payLink,
    async refund(userId, orderNo, amountFen) {
      try {
        const state = await requestRefund(db, userId, orderNo, { reason: '其他原因', note: '', amount_fen: amountFen });
        await settleRefund(db, orderNo, 'REFUNDED', null);
        return `refunded ${state.refund?.amount_fen}`;
      } catch (error) {
        if (error instanceof UpstreamError) return error.message;
        throw error;
      }
    },
    async route<T>(
      mod: UpstreamModule,
      key: string,
      userId: number,
      params: Record<string, string> = {},
      body: unknown = {},
    ) {
      const handlers = new Map<string, (ctx: unknown) => Promise<unknown>>();
      const add = (method: string) => (path: string, handler: (ctx: unknown) => Promise<unknown>) =>
        handlers.set(`${method} ${path}`, handler);
      mod.routes({ get: add('GET'), post: add('POST'), put: add('PUT'), delete: add('DELETE') } as never);
      const mobile = String(
        (await db.execute({ sql: 'SELECT mobile FROM users WHERE id = ?', args: [userId] })).rows[0]?.mobile ?? '',
      );
      const user = async () => ({ id: userId, mobile });
      const ctx = {
        db,
        params,
        body,
        query: new URLSearchParams(),
        headers: { 'idempotency-key': `test-key-${(sequence += 1)}` },
        ip: '127.0.0.1',
        requireUser: user,
        optionalUser: user,
        method: key.split(' ')[0],
        path: key.split(' ')[1],
      };
      return (await handlers.get(key)!(ctx)) as T;
    },
    later(days) {
      jest.setSystemTime(new Date(Date.now() + days * DAY));
    },
    close() {
      jest.useRealTimers();
      db.close();
    },
  };
}
