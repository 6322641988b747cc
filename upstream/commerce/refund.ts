import { randomInt } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import { z } from 'zod';
import { refundCutMs } from '@/lib/member/rules';
import { refundAmountRefusal, refundQuote, REFUND_REASONS } from '@/lib/order/refund-rules';
import type { refundEventSchema, refundSchema, refundStateSchema } from '@/lib/order/refund-schemas';
import { formatFen } from '@/lib/format/fen';
import { parseBody } from '@/upstream/core/body';
import { idempotencyKeyOf, moneyQueue, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type UpstreamModule } from '@/upstream/core/types';
import { clawBackInviteReward } from './invite';
import { memberSegments, segmentWrite } from './member';
import {
  closeOrderStatements,
  closeOverdueOrders,
  findOrderRow,
  orderGrants,
  orderView,
  returnedPayments,
  type OrderView,
} from './order';
import {
  lockRewardCouponsStatement,
  refundPaidRewardStatements,
  refundRejectedRewardStatement,
  rewardEffects,
  settleDueRewards,
} from '@/upstream/shared/order-rewards';

/**
 * Refunds (lib/order/refund-rules.ts): a request moves the order 已支付 → 退款中 and records the
 * refund with its timeline, in one transaction; at most one open or paid refund per order (a partial
 * unique index, and every write on the money queue). The back office's answer — here a dev route —
 * pays it back the way it came (原路退回: the provider's refund reference), moves the order to 已退款,
 * ends what it granted and voids (红冲) its invoice, or rejects it and the order is 已支付 again: again
 * one transaction each.
 */
type RefundView = z.input<typeof refundSchema>;
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

function refundView(row: Record<string, unknown>): RefundView {
  return {
    refund_no: String(row.refund_no),
    order_no: String(row.order_no),
    amount_fen: Number(row.amount_fen),
    reason: String(row.reason),
    note: String(row.note),
    status: String(row.status) as RefundView['status'],
    channel: (row.channel as RefundView['channel']) ?? null,
    payout_ref: (row.payout_ref as string | null) ?? null,
    created_at: String(row.created_at),
    settled_at: (row.settled_at as string | null) ?? null,
  };
}

const eventStatement = (
  refundNo: string,
  status: z.input<typeof refundEventSchema>['status'],
  text: string,
  at: string,
): InStatement => ({
  sql: 'INSERT INTO refund_events (refund_no, status, text, at) VALUES (?, ?, ?, ?)',
  args: [refundNo, status, text, at],
});

async function latestRefund(db: Db, orderNo: string) {
  const row = (
    await db.execute({ sql: 'SELECT * FROM refunds WHERE order_no = ? ORDER BY id DESC LIMIT 1', args: [orderNo] })
  ).rows[0];
  return row ? refundView(row as Record<string, unknown>) : null;
}

/** The policy's quote less what an upgrade credited from the order and its used rewards, with what a refund takes back. */
async function fullQuote(db: Db, userId: number, order: OrderView, now: Date) {
  const segment = (await memberSegments(db, userId)).find((s) => s.order_no === order.order_no);
  const effects = await rewardEffects(db, order.order_no, now);
  const quote = refundQuote(order, now, {
    credited_fen: segment?.credited_fen ?? 0,
    deduction_fen: effects.deduction_fen,
  });
  return { ...quote, rewards: effects.items };
}

async function refundState(
  db: Db,
  userId: number,
  orderNo: string,
  now = new Date(),
): Promise<z.input<typeof refundStateSchema>> {
  await closeOverdueOrders(db, now);
  await settleDueRewards(db, userId, now);
  const order = orderView(await findOrderRow(db, userId, orderNo), now);
  const refund = await latestRefund(db, orderNo);
  const events = refund
    ? await db.execute({
        sql: 'SELECT status, text, at FROM refund_events WHERE refund_no = ? ORDER BY id',
        args: [refund.refund_no],
      })
    : null;
  return {
    order: { ...order, grants: await orderGrants(db, orderNo), returned_payments: await returnedPayments(db, orderNo) },
    quote: await fullQuote(db, userId, order, now),
    refund,
    events: (events?.rows ?? []).map((row) => ({
      status: String(row.status) as z.input<typeof refundEventSchema>['status'],
      text: String(row.text),
      at: String(row.at),
    })),
  };
}

/** The upstream's own body: the BFF's schema with the amount optional (a caller that names none asks for the most the policy allows). */
const requestBody = z.object({
  reason: z.enum(REFUND_REASONS).default('其他原因'),
  note: z.string().trim().max(200).default(''),
  amount_fen: z.number().int().positive().optional(),
});

export function requestRefund(db: Db, userId: number, orderNo: string, input: z.infer<typeof requestBody>) {
  return moneyQueue(async () => {
    const now = new Date();
    await closeOverdueOrders(db, now);
    await settleDueRewards(db, userId, now);
    const order = orderView(await findOrderRow(db, userId, orderNo), now);
    const quote = await fullQuote(db, userId, order, now);
    if (quote.refusal) throw new UpstreamError(1003, quote.refusal, 409);
    const amount = input.amount_fen ?? quote.max_fen;
    const amountRefusal = refundAmountRefusal(amount, quote);
    if (amountRefusal) throw new UpstreamError(1003, amountRefusal, 400);
    const refundNo = `RF${now.toISOString().slice(0, 10).replace(/-/g, '')}${String(randomInt(0, 1e9)).padStart(9, '0')}`;
    const at = now.toISOString();
    const results = await db.batch(
      [
        {
          sql: "UPDATE orders SET status = 'REFUNDING', refund_at = ? WHERE order_no = ? AND user_id = ? AND status = 'PAID'",
          args: [at, orderNo, userId],
        },
        {
          sql: `INSERT INTO refunds (refund_no, order_no, user_id, amount_fen, reason, note, status, channel, created_at)
                SELECT ?, ?, ?, ?, ?, ?, 'PENDING', ?, ? WHERE changes() = 1`,
          args: [refundNo, orderNo, userId, amount, input.reason, input.note, order.channel, at],
        },
        eventStatement(refundNo, 'SUBMITTED', `提交退款申请：${input.reason}`, at),
        eventStatement(refundNo, 'PENDING', '平台审核中，预计1-3个工作日处理', at),
        lockRewardCouponsStatement(orderNo),
        // A pending upgrade was priced with this order's VIP days as credit: it closes (a late payment for it is returned).
        ...(order.sku.tier === 'VIP' ? await pendingUpgradeCloses(db, userId, at) : []),
      ],
      'write',
    );
    if (results[0].rowsAffected !== 1 || results[1].rowsAffected !== 1)
      throw new UpstreamError(1003, '订单退款中，不能申请退款', 409);
    return refundState(db, userId, orderNo, now);
  });
}

async function pendingUpgradeCloses(db: Db, userId: number, at: string): Promise<InStatement[]> {
  const rows = await db.execute({
    sql: "SELECT order_no FROM orders WHERE user_id = ? AND status = 'PENDING' AND kind = 'upgrade'",
    args: [userId],
  });
  return rows.rows.flatMap((row) => closeOrderStatements(String(row.order_no), at));
}

/** The back office's answer to an open refund (one transaction). */
export function settleRefund(db: Db, orderNo: string, result: 'REFUNDED' | 'REJECTED', reason: string | null) {
  return moneyQueue(async () => {
    const now = new Date();
    const at = now.toISOString();
    const refund = (
      await db.execute({ sql: "SELECT * FROM refunds WHERE order_no = ? AND status = 'PENDING'", args: [orderNo] })
    ).rows[0];
    if (!refund) throw new UpstreamError(1003, '没有待处理的退款', 404);
    const order = (await db.execute({ sql: 'SELECT * FROM orders WHERE order_no = ?', args: [orderNo] })).rows[0];
    const refundNo = String(refund.refund_no);
    const statements: InStatement[] =
      result === 'REJECTED'
        ? [
            {
              sql: "UPDATE refunds SET status = 'REJECTED', settled_at = ? WHERE refund_no = ? AND status = 'PENDING'",
              args: [at, refundNo],
            },
            { sql: "UPDATE orders SET status = 'PAID' WHERE order_no = ? AND status = 'REFUNDING'", args: [orderNo] },
            eventStatement(refundNo, 'REJECTED', `退款申请未通过：${reason ?? '不符合退款规则'}`, at),
            refundRejectedRewardStatement(orderNo),
          ]
        : [
            {
              sql: "UPDATE refunds SET status = 'REFUNDED', payout_ref = ?, settled_at = ? WHERE refund_no = ? AND status = 'PENDING'",
              args: [`RP${Date.now()}${randomInt(0, 1e6)}`, at, refundNo],
            },
            {
              sql: "UPDATE orders SET status = 'REFUNDED', refund_at = ? WHERE order_no = ? AND status = 'REFUNDING'",
              args: [at, orderNo],
            },
            // What the order granted ends now, except its membership segment: shortened pro rata (all of it for a full refund), later segments moving earlier.
            {
              sql: "UPDATE entitlements SET end_at = ? WHERE order_no = ? AND end_at > ? AND kind <> 'member'",
              args: [at, orderNo, at],
            },
            ...(await segmentRefundStatements(db, order as Record<string, unknown>, Number(refund.amount_fen), now)),
            ...refundPaidRewardStatements(orderNo, at),
            {
              sql: "UPDATE invoices SET status = 'VOIDED', voided_at = ? WHERE order_no = ? AND status = 'ISSUED'",
              args: [at, orderNo],
            },
            eventStatement(refundNo, 'REFUNDED', `退款成功，${formatFen(Number(refund.amount_fen))}元已原路退回`, at),
          ];
    await db.batch(statements, 'write');
    if (result === 'REFUNDED')
      await clawBackInviteReward(db, Number(order.user_id), orderNo, Number(refund.amount_fen)).catch(
        (error: unknown) =>
          console.warn(`[upstream] invite claw-back after refund ${refundNo} failed:`, (error as Error).message),
      );
    return refundView(
      (await db.execute({ sql: 'SELECT * FROM refunds WHERE refund_no = ?', args: [refundNo] })).rows[0] as Record<
        string,
        unknown
      >,
    );
  });
}

/** The refunded order's segment shortened by days × refunded ÷ paid (DOMAIN-MODEL), in the refund's batch. */
async function segmentRefundStatements(
  db: Db,
  order: Record<string, unknown>,
  refundedFen: number,
  now: Date,
): Promise<InStatement[]> {
  const userId = Number(order.user_id);
  const orderNo = String(order.order_no);
  const owned = (await memberSegments(db, userId)).some((segment) => segment.order_no === orderNo);
  if (!owned) {
    // An order paid before membership segments were recorded: its membership ends now, as it did then.
    const at = now.toISOString();
    return [
      {
        sql: "UPDATE entitlements SET end_at = ? WHERE order_no = ? AND end_at > ? AND kind = 'member'",
        args: [at, orderNo, at],
      },
      {
        sql: 'UPDATE vip_memberships SET expire_at = ? WHERE user_id = ? AND expire_at = ?',
        args: [order.prev_expire_at ?? at, userId, order.service_end],
      },
      {
        sql: 'UPDATE users SET vip_level = ? WHERE id = ? AND (SELECT expire_at FROM vip_memberships WHERE user_id = ?) = ?',
        args: [order.prev_level ?? 'NONE', userId, userId, order.prev_expire_at ?? at],
      },
    ] as InStatement[];
  }
  const write = await segmentWrite(db, userId, now, (segments) => ({
    changed: [
      ...segments
        .filter((segment) => segment.order_no === orderNo)
        .map((segment) => ({
          ...segment,
          refunded_fen: refundedFen,
          length_ms: Math.max(0, segment.length_ms - refundCutMs(segment.bought_ms, refundedFen, segment.paid_fen)),
        })),
      // An upgrade refunded in full is undone: the VIP segments it consumed get their credited days back.
      ...segments
        .filter((segment) => segment.consumed_by === orderNo && refundedFen >= Number(order.paid_fen))
        .map((segment) => ({
          ...segment,
          consumed_by: null,
          credited_fen: 0,
          length_ms: Math.max(
            0,
            segment.bought_ms - refundCutMs(segment.bought_ms, segment.refunded_fen, segment.paid_fen),
          ),
        })),
    ],
  }));
  return write.statements;
}

const devSettleBody = z.object({
  order_no: z.string(),
  result: z.enum(['REFUNDED', 'REJECTED']).default('REFUNDED'),
  reason: z.string().nullable().default(null),
});

export const refundModule: UpstreamModule = {
  name: 'refund',
  version: 1,
  tables: ['refund_events', 'refunds'],
  schema: [
    `CREATE TABLE IF NOT EXISTS refunds (
       id INTEGER PRIMARY KEY AUTOINCREMENT, refund_no TEXT NOT NULL UNIQUE, order_no TEXT NOT NULL REFERENCES orders(order_no), user_id INTEGER NOT NULL,
       amount_fen INTEGER NOT NULL CHECK (amount_fen > 0), reason TEXT NOT NULL, note TEXT NOT NULL,
       status TEXT NOT NULL CHECK (status IN ('PENDING', 'REFUNDED', 'REJECTED')), channel TEXT, payout_ref TEXT, created_at TEXT NOT NULL, settled_at TEXT)`,
    // One open or paid refund per order, whatever the callers race.
    "CREATE UNIQUE INDEX IF NOT EXISTS refunds_one_per_order ON refunds (order_no) WHERE status <> 'REJECTED'",
    'CREATE TABLE IF NOT EXISTS refund_events (id INTEGER PRIMARY KEY AUTOINCREMENT, refund_no TEXT NOT NULL, status TEXT NOT NULL, text TEXT NOT NULL, at TEXT NOT NULL)',
    'CREATE INDEX IF NOT EXISTS refund_events_refund ON refund_events (refund_no, id)',
  ],
  routes(router) {
    router.get('/orders/:order_no/refund', async (ctx) =>
      refundState(ctx.db, (await ctx.requireUser()).id, ctx.params.order_no),
    );

    router.post('/orders/:order_no/refund', async (ctx) => {
      const user = await ctx.requireUser();
      const key = idempotencyKeyOf(ctx);
      const input = parseBody(requestBody, ctx);
      return withIdempotency(
        ctx.db,
        { scope: 'order.refund', userId: user.id, key, request: { order: ctx.params.order_no, ...input } },
        () => requestRefund(ctx.db, user.id, ctx.params.order_no, input),
      );
    });

    // Development only: the back office's answer to a refund.
    router.post('/__dev/orders/refund-complete', async (ctx) => {
      if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
      const input = parseBody(devSettleBody, ctx);
      return settleRefund(ctx.db, input.order_no, input.result, input.reason);
    });
  },
};
