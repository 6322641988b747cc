import { randomInt } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import { z } from 'zod';
import {
  orderCreateSchema,
  skuSnapshotSchema,
  type grantSchema,
  type orderSchema,
  type returnedPaymentSchema,
} from '@/lib/order/schemas';
import { canTransition, effectiveStatus, ORDER_PAY_WINDOW_MS, type OrderStatus } from '@/lib/order/rules';
import { purchaseKind } from '@/lib/member/rules';
import { parseBody } from '@/upstream/core/body';
import { IDEMPOTENCY_SCHEMA, idempotencyKeyOf, moneyQueue, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type UpstreamModule } from '@/upstream/core/types';
import { assertSuitable } from '@/upstream/account/compliance';
import { couponStatements } from '@/upstream/shared/coupon';
import { liveContextOf } from './live-coupon';
import { findPlan, membershipOf, priceQuote } from './member';
import { ORDER_REWARDS_SCHEMA, settleDueRewards } from '@/upstream/shared/order-rewards';

/**
 * Orders (DOMAIN-MODEL Order): created with an Idempotency-Key (a double tap, a retry or a replay
 * makes one order), priced by member.priceQuote (never by the caller), with a frozen sku snapshot.
 * State machine of lib/order/rules.ts: PENDING → PAID (only pay.creditPayment) | CLOSED (15 minutes
 * unpaid, or cancelled; its coupon is released); PAID → REFUNDING → REFUNDED | PAID (upstream/commerce/refund.ts).
 * Also owns the shared idempotency_keys table (upstream/core/idempotency.ts).
 */
export type OrderView = z.input<typeof orderSchema>;

export function orderView(row: Record<string, unknown>, now = new Date()): OrderView {
  const status = effectiveStatus(String(row.status) as OrderStatus, String(row.expires_at), now);
  return {
    order_no: String(row.order_no),
    kind: String(row.kind) as OrderView['kind'],
    sku: skuSnapshotSchema.parse(JSON.parse(String(row.sku_snapshot))),
    amount_fen: Number(row.amount_fen),
    credit_fen: Number(row.credit_fen),
    discount_fen: Number(row.discount_fen),
    pay_fen: Number(row.pay_fen),
    paid_fen: row.paid_fen === null ? null : Number(row.paid_fen),
    coupon_id: row.coupon_id === null ? null : Number(row.coupon_id),
    channel: (row.channel as OrderView['channel']) ?? null,
    status,
    source: (row.source as string | null) ?? null,
    created_at: String(row.created_at),
    expires_at: String(row.expires_at),
    paid_at: (row.paid_at as string | null) ?? null,
    closed_at: (row.closed_at as string | null) ?? (status === 'CLOSED' ? String(row.expires_at) : null),
    service_start: (row.service_start as string | null) ?? null,
    service_end: (row.service_end as string | null) ?? null,
  };
}

/** What one order granted: its fulfilment record (the entitlements table, written by pay.creditPayment). */
export async function orderGrants(db: Db, orderNo: string): Promise<z.input<typeof grantSchema>[]> {
  const rows = await db.execute({
    sql: 'SELECT kind, plan_id, title, start_at, end_at FROM entitlements WHERE order_no = ? ORDER BY id',
    args: [orderNo],
  });
  return rows.rows.map((row) => ({
    kind: String(row.kind) as z.input<typeof grantSchema>['kind'],
    plan_id: String(row.plan_id),
    title: String(row.title),
    start_at: String(row.start_at),
    end_at: String(row.end_at),
  }));
}

/** The payments of an order that were refunded instead of kept (pay module), shown on the order and the result page. */
export async function returnedPayments(db: Db, orderNo: string): Promise<z.input<typeof returnedPaymentSchema>[]> {
  const table = (await db.execute("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'payment_returns'"))
    .rows[0];
  if (!table) return [];
  const rows = await db.execute({
    sql: 'SELECT provider_ref, amount_fen, reason, refund_ref, at FROM payment_returns WHERE order_no = ? ORDER BY at',
    args: [orderNo],
  });
  return rows.rows.map((row) => ({
    provider_ref: String(row.provider_ref),
    amount_fen: Number(row.amount_fen),
    reason: String(row.reason) as 'duplicate' | 'closed',
    refund_ref: String(row.refund_ref),
    at: String(row.at),
  }));
}

/** The user's order, or 404 — another user's order number answers exactly as a missing one. */
export async function findOrderRow(db: Db, userId: number, orderNo: string) {
  const row = (
    await db.execute({ sql: 'SELECT * FROM orders WHERE order_no = ? AND user_id = ?', args: [orderNo, userId] })
  ).rows[0];
  if (!row) throw new UpstreamError(404, '订单不存在', 404);
  return row as Record<string, unknown>;
}

/** Statements closing one pending order and releasing its coupon (guarded: a no-op unless still pending). */
export function closeOrderStatements(orderNo: string, at: string): InStatement[] {
  return [
    {
      sql: "UPDATE orders SET status = 'CLOSED', closed_at = ? WHERE order_no = ? AND status = 'PENDING'",
      args: [at, orderNo],
    },
    couponStatements.release(orderNo),
  ];
}

/** Writes the 15-minute close of every overdue pending order (lazily, before any order read or write). */
export async function closeOverdueOrders(db: Db, now = new Date()) {
  const overdue = await db.execute({
    sql: "SELECT order_no, expires_at FROM orders WHERE status = 'PENDING' AND expires_at <= ?",
    args: [now.toISOString()],
  });
  for (const row of overdue.rows)
    await db.batch(closeOrderStatements(String(row.order_no), String(row.expires_at)), 'write');
}

function newOrderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `LC${day}${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;
}

/** The user's order still waiting to be paid for this plan with this coupon (none: no coupon), if any. */
async function pendingOrderOf(
  db: Db,
  userId: number,
  planId: string,
  couponId: number | null,
  now: Date,
): Promise<OrderView | null> {
  const row = (
    await db.execute({
      sql: "SELECT * FROM orders WHERE user_id = ? AND plan_id = ? AND status = 'PENDING' AND expires_at > ? AND coupon_id IS ? AND (source IS NULL OR source <> 'auto_renew') ORDER BY created_at DESC LIMIT 1",
      args: [userId, planId, now.toISOString(), couponId],
    })
  ).rows[0];
  return row ? orderView(row as Record<string, unknown>, now) : null;
}

async function createOrder(db: Db, userId: number, input: z.infer<typeof orderCreateSchema>): Promise<OrderView> {
  return moneyQueue(async () => {
    const now = new Date();
    await closeOverdueOrders(db, now);
    const plan = await findPlan(db, input.plan_id);
    if (!plan) throw new UpstreamError(1003, '套餐不存在或已下架', 404);
    await assertSuitable(db, userId, { ...plan, plan_id: plan.id }, now);
    const missing = plan.agreements.find((agreement) => !input.agreements.includes(agreement.id));
    if (missing) throw new UpstreamError(1003, `请阅读并同意《${missing.title}》`, 400);
    // A retry of 确认开通 (a new action, so a new key) pays the order already waiting for the same plan and coupon.
    const waiting = await pendingOrderOf(db, userId, plan.id, input.coupon_id, now);
    if (waiting) {
      // Unless it was priced for a membership that no longer holds (开通 made before a VIP began is now a 续费): that one closes and a new order is priced.
      const decision = plan.tier ? purchaseKind((await membershipOf(db, userId, now)).level, plan.tier) : null;
      if (!decision?.allowed || decision.kind === waiting.kind) return waiting;
      await db.batch(closeOrderStatements(waiting.order_no, now.toISOString()), 'write');
    }
    const { quote } = await priceQuote(db, userId, plan, input.coupon_id, now, await liveContextOf(db, input.source));
    if (!quote.allowed) throw new UpstreamError(1003, quote.refusal ?? '该套餐暂不可购买', 409);
    const orderNo = newOrderNo(now);
    const snapshot = skuSnapshotSchema.parse({ ...plan, plan_id: plan.id });
    const statements: InStatement[] = [];
    if (quote.coupon_id !== null)
      statements.push(couponStatements.lock(quote.coupon_id, userId, orderNo, now.toISOString()));
    statements.push({
      sql: `INSERT INTO orders (order_no, user_id, plan_id, sku_id, sku_snapshot, kind, amount_fen, credit_fen, discount_fen, pay_fen, coupon_id, status, source, agreements, created_at, expires_at)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?)`,
      args: [
        orderNo,
        userId,
        plan.id,
        plan.sku_id,
        JSON.stringify(snapshot),
        quote.kind,
        quote.amount_fen,
        quote.credit_fen,
        quote.discount_fen,
        quote.pay_fen,
        quote.coupon_id,
        input.source,
        JSON.stringify(input.agreements),
        now.toISOString(),
        new Date(now.getTime() + ORDER_PAY_WINDOW_MS).toISOString(),
      ],
    });
    // The accepted agreements are recorded with the order (compliance consent records), in the same batch.
    for (const agreement of plan.agreements) {
      statements.push({
        sql: 'INSERT INTO consent_records (user_id, agreement_id, version, accepted_at, device, channel, ip) VALUES (?, ?, ?, ?, ?, ?, ?)',
        args: [
          userId,
          agreement.id,
          agreement.version,
          now.toISOString(),
          input.consent?.device ?? null,
          input.consent?.channel ?? null,
          input.consent?.ip ?? null,
        ],
      });
    }
    const results = await db.batch(statements, 'write');
    if (quote.coupon_id !== null && results[0].rowsAffected !== 1) {
      await db.execute({ sql: 'DELETE FROM orders WHERE order_no = ?', args: [orderNo] });
      throw new UpstreamError(1003, '优惠券已被其他订单使用', 409);
    }
    return orderView(await findOrderRow(db, userId, orderNo), now);
  });
}

async function transition(db: Db, userId: number, orderNo: string, to: OrderStatus, extra: InStatement[] = []) {
  return moneyQueue(async () => {
    const now = new Date();
    await closeOverdueOrders(db, now);
    const current = orderView(await findOrderRow(db, userId, orderNo), now);
    if (!canTransition(current.status, to))
      throw new UpstreamError(1003, `订单${statusText(current.status)}，不能${actionText(to)}`, 409);
    const at = now.toISOString();
    const statements: InStatement[] =
      to === 'CLOSED'
        ? closeOrderStatements(orderNo, at)
        : [
            {
              sql: 'UPDATE orders SET status = ?, refund_at = ? WHERE order_no = ? AND status = ?',
              args: [to, at, orderNo, current.status],
            },
          ];
    await db.batch([...statements, ...extra], 'write');
    return orderView(await findOrderRow(db, userId, orderNo));
  });
}

const STATUS_TEXT: Record<OrderStatus, string> = {
  PENDING: '待支付',
  PAID: '已支付',
  CLOSED: '已关闭',
  REFUNDING: '退款中',
  REFUNDED: '已退款',
};
const statusText = (status: OrderStatus) => STATUS_TEXT[status];
const actionText = (to: OrderStatus) =>
  ({ PENDING: '重新打开', PAID: '支付', CLOSED: '取消', REFUNDING: '申请退款', REFUNDED: '完成退款' })[to];

const listQuery = z.object({ status: z.enum(['PENDING', 'PAID', 'CLOSED', 'REFUNDING', 'REFUNDED']).optional() });
const devOrderBody = z.object({ order_no: z.string() });
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

export const orderModule: UpstreamModule = {
  name: 'order',
  version: 1,
  tables: ['orders', 'idempotency_keys', 'order_rewards'],
  schema: [
    `CREATE TABLE IF NOT EXISTS orders (
       order_no TEXT PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id), plan_id TEXT NOT NULL, sku_id INTEGER NOT NULL,
       sku_snapshot TEXT NOT NULL, kind TEXT NOT NULL, amount_fen INTEGER NOT NULL, credit_fen INTEGER NOT NULL,
       discount_fen INTEGER NOT NULL, pay_fen INTEGER NOT NULL CHECK (pay_fen > 0), paid_fen INTEGER, coupon_id INTEGER,
       channel TEXT, status TEXT NOT NULL, source TEXT, agreements TEXT NOT NULL, created_at TEXT NOT NULL, expires_at TEXT NOT NULL,
       paid_at TEXT, closed_at TEXT, refund_at TEXT, service_start TEXT, service_end TEXT, prev_level TEXT, prev_expire_at TEXT)`,
    'CREATE INDEX IF NOT EXISTS orders_user ON orders (user_id, created_at)',
    'CREATE INDEX IF NOT EXISTS orders_pending ON orders (status, expires_at)',
    IDEMPOTENCY_SCHEMA,
    ORDER_REWARDS_SCHEMA,
    'CREATE INDEX IF NOT EXISTS order_rewards_user ON order_rewards (user_id, status)',
    'CREATE INDEX IF NOT EXISTS order_rewards_order ON order_rewards (order_no)',
  ],
  routes(router) {
    router.post('/orders', async (ctx) => {
      const user = await ctx.requireUser();
      const key = idempotencyKeyOf(ctx);
      const input = parseBody(orderCreateSchema, ctx);
      return withIdempotency(ctx.db, { scope: 'order.create', userId: user.id, key, request: input }, () =>
        createOrder(ctx.db, user.id, input),
      );
    });

    router.get('/orders', async (ctx) => {
      const user = await ctx.requireUser();
      await closeOverdueOrders(ctx.db);
      const { status } = listQuery.parse(Object.fromEntries(ctx.query));
      const rows = await ctx.db.execute({
        sql: 'SELECT * FROM orders WHERE user_id = ? AND (? IS NULL OR status = ?) ORDER BY created_at DESC LIMIT 100',
        args: [user.id, status ?? null, status ?? null],
      });
      return { orders: rows.rows.map((row) => orderView(row as Record<string, unknown>)) };
    });

    router.get('/orders/:order_no', async (ctx) => {
      const user = await ctx.requireUser();
      const order = orderView(await findOrderRow(ctx.db, user.id, ctx.params.order_no));
      await settleDueRewards(ctx.db, user.id);
      return {
        ...order,
        grants: await orderGrants(ctx.db, order.order_no),
        returned_payments: await returnedPayments(ctx.db, order.order_no),
      };
    });

    router.post('/orders/:order_no/cancel', async (ctx) => {
      const user = await ctx.requireUser();
      return transition(ctx.db, user.id, ctx.params.order_no, 'CLOSED');
    });

    // Development only: time passes for a paid order's owner — every dated row of theirs that the money
    // rules read moves back by `days`, so the refund window and pending rewards end while the membership
    // keeps exactly the days still paid for (moving paid_at alone left the segments 8 days ahead).
    router.post('/__dev/orders/age-paid', async (ctx) => {
      if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
      const { order_no: orderNo, days } = parseBody(
        z.object({ order_no: z.string(), days: z.number().int().positive().max(400) }),
        ctx,
      );
      const row = (
        await ctx.db.execute({
          sql: 'SELECT user_id FROM orders WHERE order_no = ? AND paid_at IS NOT NULL',
          args: [orderNo],
        })
      ).rows[0];
      if (!row) throw new UpstreamError(404, '订单不存在', 404);
      await moveUserClockBack(ctx.db, Number(row.user_id), days);
      const paid = (await ctx.db.execute({ sql: 'SELECT paid_at FROM orders WHERE order_no = ?', args: [orderNo] }))
        .rows[0];
      return { order_no: orderNo, paid_at: String(paid.paid_at) };
    });

    router.post('/__dev/orders/expire', async (ctx) => {
      if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
      const { order_no: orderNo } = parseBody(devOrderBody, ctx);
      await ctx.db.execute({
        sql: "UPDATE orders SET expires_at = ?, created_at = ? WHERE order_no = ? AND status = 'PENDING'",
        args: [
          new Date(Date.now() - 1000).toISOString(),
          new Date(Date.now() - ORDER_PAY_WINDOW_MS - 1000).toISOString(),
          orderNo,
        ],
      });
      return { order_no: orderNo };
    });
  },
};

/** The dated columns of one user's money rows (development time travel: /__dev/orders/age-paid). */
const USER_CLOCK_COLUMNS: Record<string, string[]> = {
  orders: [
    'created_at',
    'expires_at',
    'paid_at',
    'closed_at',
    'refund_at',
    'service_start',
    'service_end',
    'prev_expire_at',
  ],
  payments: ['created_at', 'paid_at'],
  refunds: ['created_at', 'settled_at'],
  member_segments: ['anchor_at', 'created_at'],
  entitlements: ['start_at', 'end_at', 'granted_at'],
  vip_memberships: ['expire_at'],
  order_rewards: ['created_at', 'settled_at', 'ended_at'],
};

async function moveUserClockBack(db: Db, userId: number, days: number): Promise<void> {
  const shift = (column: string) =>
    `${column} = CASE WHEN ${column} IS NULL THEN NULL ELSE strftime('%Y-%m-%dT%H:%M:%fZ', julianday(${column}) - ${days}) END`;
  const statements: InStatement[] = [];
  for (const [table, columns] of Object.entries(USER_CLOCK_COLUMNS)) {
    const present = new Set(
      (await db.execute(`PRAGMA table_info(${table})`)).rows.map((column) => String(column.name)),
    );
    const moved = columns.filter((column) => present.has(column));
    if (moved.length)
      statements.push({ sql: `UPDATE ${table} SET ${moved.map(shift).join(', ')} WHERE user_id = ?`, args: [userId] });
  }
  await db.batch(statements, 'write');
}
