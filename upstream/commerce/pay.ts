import { randomInt } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import { z } from 'zod';
import { entitlementPeriod, layoutSegments, purchaseKind } from '@/lib/member/rules';
import {
  iapVerifyInputSchema,
  payNotifySchema,
  sandboxConfirmInputSchema,
  type prepaySchema,
  type sandboxConfirmSchema,
} from '@/lib/pay/schemas';
import { payChannelSchema } from '@/lib/order/schemas';
import { formatFen } from '@/lib/format/fen';
import { parseBody } from '@/upstream/core/body';
import { idempotencyKeyOf, moneyQueue, withIdempotency } from '@/upstream/core/idempotency';
import {
  RawHttpResponse,
  UpstreamError,
  type Db,
  type HandlerContext,
  type UpstreamModule,
} from '@/upstream/core/types';
import { assertSuitable } from '@/upstream/account/compliance';
import { couponStatements } from '@/upstream/shared/coupon';
import { memberSegments, membershipOf, segmentWrite, upgradeCreditItems } from './member';
import { giftRewardStatements } from '@/upstream/shared/order-rewards';
import { settleInviterOf } from './invite';
import { closeOrderStatements, closeOverdueOrders, findOrderRow, orderView } from './order';
import { decodeReceipt, encodeReceipt, signFields, verifyFields } from './pay-sign';
import { AUTO_RENEW_SCHEMA, autoRenewRoutes, autoRenewSignUp } from './member-renewal';

/**
 * Payments (DOMAIN-MODEL Payment) and the sandbox payment provider of the local upstream.
 * - POST /pay/prepay starts paying a pending order on one channel (h5 / jsapi / app / iap).
 * - POST /pay/notify is the provider's signed asynchronous notify: the ONLY way (with a verified IAP
 *   receipt) an order becomes PAID. Every notify is logged; a bad signature or amount is refused; a
 *   replay is answered as a duplicate and credits nothing.
 * - The sandbox plays the providers: an H5 cashier page, the WeChat client's JSAPI confirmation, the
 *   Android SDK and the App Store (a signed receipt). Each sends the notify over HTTP like a real one.
 */
type CreditResult = 'credited' | 'duplicate' | 'amount_mismatch' | 'returned' | 'unknown_payment';
const DAY = 24 * 60 * 60 * 1000;
const sandboxEnabled = () => process.env.UPSTREAM_PAY_SANDBOX !== '0';

async function logNotify(
  db: Db,
  entry: {
    notifyId: string;
    providerRef: string;
    orderNo: string;
    amountFen: number | null;
    result: string;
    body: unknown;
  },
) {
  await db.execute({
    sql: 'INSERT INTO pay_notifications (notify_id, provider_ref, order_no, amount_fen, result, body, received_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    args: [
      entry.notifyId,
      entry.providerRef,
      entry.orderNo,
      entry.amountFen,
      entry.result,
      JSON.stringify(entry.body ?? null).slice(0, 2000),
      new Date().toISOString(),
    ],
  });
  if (entry.result !== 'credited' && entry.result !== 'duplicate')
    console.warn(`[upstream] pay notify ${entry.result}: order ${entry.orderNo} ref ${entry.providerRef}`);
}

/**
 * Credits one payment once: order PAID, coupon used, the membership segment appended (an upgrade
 * consumes the VIP segments it was credited for), gift coupons pending — one batch. A payment for an
 * order already paid by another payment, or closed, is not kept: it is refunded to its source.
 */
export function creditPayment(db: Db, providerRef: string, amountFen: number): Promise<CreditResult> {
  return moneyQueue(async () => {
    const now = new Date();
    const payment = (await db.execute({ sql: 'SELECT * FROM payments WHERE provider_ref = ?', args: [providerRef] }))
      .rows[0];
    if (!payment) return 'unknown_payment';
    if (payment.status === 'SUCCESS' || payment.status === 'REFUNDED') return 'duplicate';
    const row = await findOrderRow(db, Number(payment.user_id), String(payment.order_no));
    const order = orderView(row, now);
    if (amountFen !== order.pay_fen || amountFen !== Number(payment.amount_fen)) return 'amount_mismatch';
    if (order.status !== 'PENDING') {
      await returnPayment(
        db,
        payment as Record<string, unknown>,
        order.status === 'CLOSED' ? 'closed' : 'duplicate',
        now,
      );
      return 'returned';
    }
    const userId = Number(payment.user_id);
    const member = await membershipOf(db, userId, now);
    const tier = order.sku.tier;
    const at = now.toISOString();
    // The order was priced for the membership of its creation: if that no longer holds (an SVIP is not sold VIP;
    // the VIP days an upgrade was credited for are gone), it is closed and the payment goes back.
    const stale =
      tier &&
      (!purchaseKind(member.level, tier).allowed ||
        (order.kind === 'upgrade' &&
          upgradeCreditItems(await memberSegments(db, userId), now, order.credit_fen).total < order.credit_fen));
    if (stale) {
      await db.batch(closeOrderStatements(order.order_no, at), 'write');
      await returnPayment(db, payment as Record<string, unknown>, 'closed', now);
      return 'returned';
    }
    let period: { start: Date; end: Date };
    let membership: InStatement[] = [];
    if (tier) {
      const bought = order.sku.days * DAY;
      const newSegment = () => ({
        user_id: userId,
        order_no: order.order_no,
        tier,
        anchor: at,
        bought_ms: bought,
        length_ms: bought,
        paid_fen: amountFen,
        refunded_fen: 0,
        credited_fen: 0,
        consumed_by: null,
        plan_name: order.sku.name,
      });
      const write = await segmentWrite(db, userId, now, (segments) => {
        // An upgrade consumes the VIP segments still running or queued: each keeps its used part and records its credit.
        if (order.kind !== 'upgrade') return { changed: [], added: newSegment() };
        const { allocation } = upgradeCreditItems(segments, now, order.credit_fen);
        const placed = layoutSegments(segments);
        const changed = placed
          .filter((segment) => segment.tier === 'VIP' && segment.end.getTime() > now.getTime() && !segment.consumed_by)
          .map((segment) => ({
            ...segment,
            length_ms: Math.max(0, now.getTime() - segment.start.getTime()),
            credited_fen: allocation.get(segment.id) ?? 0,
            consumed_by: order.order_no,
          }));
        return { changed, added: newSegment() };
      });
      period = write.added!;
      membership = write.statements;
    } else {
      period = entitlementPeriod(order.sku.days, now, await entitlementEnd(db, userId, order.sku.plan_id, now));
    }
    const statements: InStatement[] = [
      {
        sql: `UPDATE orders SET status = 'PAID', paid_fen = ?, paid_at = ?, channel = ?, service_start = ?, service_end = ?, prev_level = ?, prev_expire_at = ?
              WHERE order_no = ? AND status = 'PENDING'`,
        args: [
          amountFen,
          at,
          String(payment.channel),
          period.start.toISOString(),
          period.end.toISOString(),
          member.level,
          member.expire_at,
          order.order_no,
        ],
      },
      { sql: "UPDATE payments SET status = 'SUCCESS', paid_at = ? WHERE provider_ref = ?", args: [at, providerRef] },
      couponStatements.consume(order.order_no, at),
      ...(await grantStatements(db, userId, order, period, now)),
      ...membership,
      ...giftRewardStatements(order.order_no, userId, order.sku.sku_id, at),
      ...autoRenewSignUp(order, userId, String(payment.channel), at),
    ];
    await db.batch(statements, 'write');
    await settleInviterOf(db, userId).catch((error: unknown) =>
      console.warn(`[upstream] invite settlement after ${order.order_no} deferred:`, (error as Error).message),
    );
    return 'credited';
  });
}

/**
 * A payment that cannot be kept goes back the way it came (原路退回): the payment is marked refunded
 * with the provider's refund reference, in one transaction with its record. The sandbox provider pays
 * it back at once; a real one would be called here with the same idempotent reference.
 */
async function returnPayment(db: Db, payment: Record<string, unknown>, reason: 'duplicate' | 'closed', now: Date) {
  const providerRef = String(payment.provider_ref);
  const at = now.toISOString();
  await db.batch(
    [
      {
        sql: "UPDATE payments SET status = 'REFUNDED', paid_at = ? WHERE provider_ref = ? AND status NOT IN ('SUCCESS', 'REFUNDED')",
        args: [at, providerRef],
      },
      {
        sql: 'INSERT OR IGNORE INTO payment_returns (provider_ref, order_no, user_id, amount_fen, reason, refund_ref, at) SELECT ?, ?, ?, ?, ?, ?, ? WHERE changes() = 1',
        args: [
          providerRef,
          String(payment.order_no),
          Number(payment.user_id),
          Number(payment.amount_fen),
          reason,
          `RR${providerRef}`,
          at,
        ],
      },
    ],
    'write',
  );
}

/** The end of the user's running entitlement to a plan's product (a repeat purchase extends it), or null. */
async function entitlementEnd(db: Db, userId: number, planId: string, now: Date): Promise<string | null> {
  const row = (
    await db.execute({
      sql: 'SELECT MAX(end_at) AS end_at FROM entitlements WHERE user_id = ? AND plan_id = ? AND end_at > ?',
      args: [userId, planId, now.toISOString()],
    })
  ).rows[0];
  return (row?.end_at as string | null) ?? null;
}

/**
 * The fulfilment record of a paid order: one entitlement per thing it grants — the membership period,
 * the course access, the adviser-service period, the tool access; a bundle grants both of its parts.
 */
async function grantStatements(
  db: Db,
  userId: number,
  order: ReturnType<typeof orderView>,
  period: { start: Date; end: Date },
  now: Date,
): Promise<InStatement[]> {
  const sku = order.sku;
  const grants: Array<{ kind: string; planId: string; title: string; start: Date; end: Date }> = [];
  if (sku.tier)
    grants.push({
      kind: 'member',
      planId: sku.plan_id,
      title: `${sku.tier}会员`,
      start: period.start,
      end: period.end,
    });
  const product = sku.product;
  if (product && product.kind !== 'merge')
    grants.push({ kind: product.kind, planId: sku.plan_id, title: sku.name, start: period.start, end: period.end });
  if (product?.kind === 'merge') {
    for (const part of product.parts.filter((p) => p.kind !== 'member')) {
      const partPeriod = entitlementPeriod(part.days, now, await entitlementEnd(db, userId, part.plan_id, now));
      grants.push({
        kind: part.kind,
        planId: part.plan_id,
        title: part.name,
        start: partPeriod.start,
        end: partPeriod.end,
      });
    }
  }
  return grants.map((grant) => ({
    sql: 'INSERT INTO entitlements (user_id, order_no, kind, plan_id, title, start_at, end_at, granted_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    args: [
      userId,
      order.order_no,
      grant.kind,
      grant.planId,
      grant.title,
      grant.start.toISOString(),
      grant.end.toISOString(),
      now.toISOString(),
    ],
  }));
}

function newRef(prefix: string) {
  return `${prefix}${Date.now()}${String(randomInt(0, 1e6)).padStart(6, '0')}`;
}

/** Plays the provider: sends the signed notify to this upstream over HTTP, a few times until it is taken. */
function scheduleNotify(db: Db, providerRef: string) {
  setTimeout(async () => {
    const payment = (await db.execute({ sql: 'SELECT * FROM payments WHERE provider_ref = ?', args: [providerRef] }))
      .rows[0];
    if (!payment) return;
    const fields = {
      notify_id: `N${providerRef}`,
      provider_ref: providerRef,
      order_no: String(payment.order_no),
      amount_fen: Number(payment.amount_fen),
      trade_status: 'SUCCESS',
      timestamp: Date.now(),
    };
    const body = JSON.stringify({ ...fields, sign: signFields(fields) });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      try {
        const response = await fetch(`http://127.0.0.1:${process.env.UPSTREAM_PORT ?? 3001}/pay/notify`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body,
        });
        if (response.ok) return;
      } catch {
        // the provider retries
      }
      await new Promise((resolve) => setTimeout(resolve, 200 * (attempt + 1)));
    }
  }, 30);
}

const prepayInput = z
  .object({ order_no: z.string().min(1), channel: payChannelSchema, return_url: z.string().url().max(500).optional() })
  .strict();

async function prepay(ctx: HandlerContext) {
  const user = await ctx.requireUser();
  const key = idempotencyKeyOf(ctx);
  const input = parseBody(prepayInput, ctx);
  if (input.return_url && !/^https?:\/\/[^/]+\/h5\//.test(input.return_url))
    throw new UpstreamError(1003, '返回地址不合法', 400);
  return withIdempotency(ctx.db, { scope: 'pay.prepay', userId: user.id, key, request: input }, async () => {
    await closeOverdueOrders(ctx.db);
    const order = orderView(await findOrderRow(ctx.db, user.id, input.order_no));
    if (order.status === 'PAID') throw new UpstreamError(1003, '订单已支付，请勿重复支付', 409);
    if (order.status !== 'PENDING')
      throw new UpstreamError(1003, `订单${order.status === 'CLOSED' ? '已关闭' : '不可支付'}，请重新下单`, 409);
    await assertSuitable(ctx.db, user.id, order.sku);
    const ref = newRef('PAY');
    await ctx.db.batch(
      [
        {
          sql: "INSERT INTO payments (provider_ref, order_no, user_id, channel, amount_fen, status, return_url, created_at) VALUES (?, ?, ?, ?, ?, 'CREATED', ?, ?)",
          args: [
            ref,
            order.order_no,
            user.id,
            input.channel,
            order.pay_fen,
            input.return_url ?? null,
            new Date().toISOString(),
          ],
        },
        {
          sql: "UPDATE orders SET channel = ? WHERE order_no = ? AND status = 'PENDING'",
          args: [input.channel, order.order_no],
        },
      ],
      'write',
    );
    const host = String(ctx.headers.host ?? `127.0.0.1:${process.env.UPSTREAM_PORT ?? 3001}`);
    const jsapiFields = {
      appId: 'wx_sandbox_llczd',
      timeStamp: String(Math.floor(Date.now() / 1000)),
      nonceStr: newRef('n'),
      package: `prepay_id=${ref}`,
      signType: 'HMAC-SHA256',
    };
    return {
      order_no: order.order_no,
      channel: input.channel,
      provider_ref: ref,
      pay_fen: order.pay_fen,
      cashier_url: input.channel === 'h5' ? `http://${host}/sandbox/cashier/${ref}` : null,
      jsapi: input.channel === 'jsapi' ? { ...jsapiFields, paySign: signFields(jsapiFields) } : null,
      iap_product_id: input.channel === 'iap' ? order.sku.iap_product_id : null,
      sandbox: sandboxEnabled(),
    } satisfies z.input<typeof prepaySchema>;
  });
}

/** Text for the sandbox's own HTML pages (the cashier, the invoice document). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function cashierPage(title: string, body: string) {
  return new RawHttpResponse(
    200,
    { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(title)}</title>
<style>body{font-family:sans-serif;margin:0;background:#f5f6f8;color:#1f2329}main{max-width:480px;margin:0 auto;padding:24px 16px}.card{background:#fff;border-radius:12px;padding:20px;margin-bottom:16px}h1{font-size:18px}.amount{font-size:32px;font-weight:700;margin:12px 0}button{width:100%;padding:14px;border:0;border-radius:24px;background:#1677ff;color:#fff;font-size:16px}a{color:#1658c4}</style></head><body><main>${body}</main></body></html>`,
  );
}

async function cashierContext(db: Db, ref: string) {
  const payment = (await db.execute({ sql: 'SELECT * FROM payments WHERE provider_ref = ?', args: [ref] })).rows[0];
  if (!payment) return null;
  await closeOverdueOrders(db);
  const order = orderView(await findOrderRow(db, Number(payment.user_id), String(payment.order_no)));
  return { payment, order };
}

function returnTo(payment: Record<string, unknown>, orderNo: string) {
  const base = (payment.return_url as string | null) ?? null;
  if (!base) return null;
  const url = new URL(base);
  url.searchParams.set('order_no', orderNo);
  return url.toString();
}

/** The merchant page a buyer goes back to from the cashier without paying: it says so (the order is still payable). */
function cancelledReturn(back: string) {
  const url = new URL(back);
  url.searchParams.set('pay_cancelled', '1');
  return url.toString();
}

export const payModule: UpstreamModule = {
  name: 'pay',
  version: 1,
  tables: [
    'payments',
    'pay_notifications',
    'entitlements',
    'payment_returns',
    'member_auto_renewals',
    'member_renewal_charges',
  ],
  schema: [
    `CREATE TABLE IF NOT EXISTS payments (
       provider_ref TEXT PRIMARY KEY, order_no TEXT NOT NULL REFERENCES orders(order_no), user_id INTEGER NOT NULL, channel TEXT NOT NULL,
       amount_fen INTEGER NOT NULL, status TEXT NOT NULL, return_url TEXT, created_at TEXT NOT NULL, paid_at TEXT)`,
    'CREATE INDEX IF NOT EXISTS payments_order ON payments (order_no)',
    `CREATE TABLE IF NOT EXISTS pay_notifications (
       id INTEGER PRIMARY KEY AUTOINCREMENT, notify_id TEXT NOT NULL, provider_ref TEXT NOT NULL, order_no TEXT NOT NULL,
       amount_fen INTEGER, result TEXT NOT NULL, body TEXT, received_at TEXT NOT NULL)`,
    'CREATE INDEX IF NOT EXISTS pay_notifications_order ON pay_notifications (order_no)',
    `CREATE TABLE IF NOT EXISTS entitlements (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL, order_no TEXT NOT NULL, kind TEXT NOT NULL, plan_id TEXT NOT NULL,
       title TEXT NOT NULL, start_at TEXT NOT NULL, end_at TEXT NOT NULL, granted_at TEXT NOT NULL)`,
    'CREATE INDEX IF NOT EXISTS entitlements_user ON entitlements (user_id, plan_id)',
    'CREATE INDEX IF NOT EXISTS entitlements_order ON entitlements (order_no)',
    // Payments refunded instead of kept (a second payment for one order, or one after it closed).
    `CREATE TABLE IF NOT EXISTS payment_returns (
       provider_ref TEXT PRIMARY KEY, order_no TEXT NOT NULL, user_id INTEGER NOT NULL, amount_fen INTEGER NOT NULL,
       reason TEXT NOT NULL CHECK (reason IN ('duplicate', 'closed')), refund_ref TEXT NOT NULL, at TEXT NOT NULL)`,
    'CREATE INDEX IF NOT EXISTS payment_returns_order ON payment_returns (order_no)',
    ...AUTO_RENEW_SCHEMA,
  ],
  routes(router) {
    router.post('/pay/prepay', prepay);
    autoRenewRoutes(router, creditPayment);

    router.post('/pay/notify', async (ctx) => {
      const raw = parseBody(z.record(z.string(), z.unknown()), ctx);
      const parsed = payNotifySchema.safeParse(raw);
      const ids = {
        notifyId: String(raw.notify_id ?? ''),
        providerRef: String(raw.provider_ref ?? ''),
        orderNo: String(raw.order_no ?? ''),
      };
      if (!parsed.success || !verifyFields(raw)) {
        await logNotify(ctx.db, {
          ...ids,
          amountFen: Number.isInteger(raw.amount_fen) ? Number(raw.amount_fen) : null,
          result: 'bad_signature',
          body: raw,
        });
        throw new UpstreamError(4001, '签名校验失败', 401);
      }
      const notify = parsed.data;
      const payment = (
        await ctx.db.execute({
          sql: 'SELECT order_no FROM payments WHERE provider_ref = ?',
          args: [notify.provider_ref],
        })
      ).rows[0];
      const result: CreditResult =
        notify.trade_status !== 'SUCCESS'
          ? 'unknown_payment'
          : !payment || String(payment.order_no) !== notify.order_no
            ? 'unknown_payment'
            : await creditPayment(ctx.db, notify.provider_ref, notify.amount_fen);
      await logNotify(ctx.db, { ...ids, amountFen: notify.amount_fen, result, body: notify });
      if (result === 'amount_mismatch') throw new UpstreamError(4002, '支付金额与订单金额不符', 400);
      if (result === 'unknown_payment') throw new UpstreamError(4003, '支付单不存在', 404);
      return { result };
    });

    router.post('/pay/iap/verify', async (ctx) => {
      const user = await ctx.requireUser();
      const input = parseBody(iapVerifyInputSchema, ctx);
      const order = orderView(await findOrderRow(ctx.db, user.id, input.order_no));
      const receipt = decodeReceipt(input.receipt);
      const fail = async (result: string, message: string) => {
        await logNotify(ctx.db, {
          notifyId: receipt?.transaction_id ?? 'iap',
          providerRef: 'iap',
          orderNo: order.order_no,
          amountFen: null,
          result,
          body: { receipt: input.receipt.slice(0, 200) },
        });
        return new UpstreamError(4001, message, 400);
      };
      if (!receipt) throw await fail('bad_signature', '支付凭证校验失败');
      if (receipt.order_no !== order.order_no) throw await fail('order_mismatch', '支付凭证与订单不符');
      if (receipt.product_id !== order.sku.iap_product_id) throw await fail('product_mismatch', '购买的商品与订单不符');
      const payment = (
        await ctx.db.execute({
          sql: "SELECT provider_ref FROM payments WHERE order_no = ? AND channel = 'iap' ORDER BY created_at DESC LIMIT 1",
          args: [order.order_no],
        })
      ).rows[0];
      if (!payment) throw await fail('unknown_payment', '请先发起App内购买');
      const result = await creditPayment(ctx.db, String(payment.provider_ref), order.pay_fen);
      await logNotify(ctx.db, {
        notifyId: receipt.transaction_id,
        providerRef: String(payment.provider_ref),
        orderNo: order.order_no,
        amountFen: order.pay_fen,
        result,
        body: receipt,
      });
      if (result === 'returned' && order.status !== 'PAID')
        throw new UpstreamError(1003, '订单已关闭，款项将原路退回', 409);
      return orderView(await findOrderRow(ctx.db, user.id, order.order_no));
    });

    // ——— the sandbox provider ———
    router.get('/sandbox/cashier/:ref', async (ctx) => {
      const found = sandboxEnabled() ? await cashierContext(ctx.db, ctx.params.ref) : null;
      if (!found) return cashierPage('收银台', '<div class="card"><h1>支付单不存在</h1></div>');
      const { order, payment } = found;
      const back = returnTo(payment as Record<string, unknown>, order.order_no);
      if (order.status !== 'PENDING') {
        return cashierPage(
          '收银台',
          `<div class="card"><h1>订单${order.status === 'PAID' ? '已支付' : '已关闭'}</h1>${back ? `<p><a href="${escapeHtml(back)}">返回商户</a></p>` : ''}</div>`,
        );
      }
      return cashierPage(
        '沙箱收银台',
        `<div class="card"><h1>沙箱收银台</h1><p>${escapeHtml(order.sku.name)}</p><p class="amount">¥${formatFen(order.pay_fen)}</p><p>订单号 ${escapeHtml(order.order_no)}</p></div>
<form method="post" action="/sandbox/cashier/${encodeURIComponent(ctx.params.ref)}/pay"><button type="submit">确认支付 ¥${formatFen(order.pay_fen)}</button></form>
${back ? `<p><a href="${escapeHtml(cancelledReturn(back))}">取消支付，返回商户</a></p>` : ''}`,
      );
    });

    router.post('/sandbox/cashier/:ref/pay', async (ctx) => {
      const found = sandboxEnabled() ? await cashierContext(ctx.db, ctx.params.ref) : null;
      if (!found) return cashierPage('收银台', '<div class="card"><h1>支付单不存在</h1></div>');
      if (found.order.status !== 'PENDING')
        return cashierPage('收银台', '<div class="card"><h1>订单已关闭，无法支付</h1></div>');
      scheduleNotify(ctx.db, ctx.params.ref);
      const back = returnTo(found.payment as Record<string, unknown>, found.order.order_no);
      return back
        ? new RawHttpResponse(303, { location: back })
        : cashierPage('收银台', '<div class="card"><h1>支付成功</h1></div>');
    });

    /** Plays the WeChat client (jsapi), the Android payment SDK (app) or the App Store (iap: answers a signed receipt). */
    router.post('/sandbox/confirm', async (ctx) => {
      if (!sandboxEnabled()) throw new UpstreamError(404, '接口不存在', 404);
      const user = await ctx.requireUser();
      const input = parseBody(sandboxConfirmInputSchema, ctx);
      await closeOverdueOrders(ctx.db);
      const order = orderView(await findOrderRow(ctx.db, user.id, input.order_no));
      if (order.status !== 'PENDING')
        throw new UpstreamError(
          1003,
          order.status === 'PAID' ? '订单已支付，请勿重复支付' : '订单已关闭，请重新下单',
          409,
        );
      const payment = (
        await ctx.db.execute({
          sql: 'SELECT provider_ref FROM payments WHERE order_no = ? AND channel = ? ORDER BY created_at DESC LIMIT 1',
          args: [order.order_no, input.channel],
        })
      ).rows[0];
      if (!payment) throw new UpstreamError(404, '支付单不存在', 404);
      if (input.channel === 'iap') {
        const receipt = encodeReceipt({
          transaction_id: newRef('IAP'),
          product_id: order.sku.iap_product_id,
          order_no: order.order_no,
          purchased_at: new Date().toISOString(),
        });
        return { accepted: true, receipt } satisfies z.input<typeof sandboxConfirmSchema>;
      }
      scheduleNotify(ctx.db, String(payment.provider_ref));
      return { accepted: true, receipt: null } satisfies z.input<typeof sandboxConfirmSchema>;
    });

    router.get('/__dev/pay/notifications', async (ctx) => {
      if (process.env.UPSTREAM_DEV_ROUTES === '0') throw new UpstreamError(404, '接口不存在', 404);
      const rows = await ctx.db.execute({
        sql: 'SELECT notify_id, provider_ref, order_no, amount_fen, result, received_at FROM pay_notifications WHERE order_no = ? ORDER BY id',
        args: [ctx.query.get('order_no') ?? ''],
      });
      return { notifications: rows.rows.map((row) => ({ ...row })) };
    });
  },
};
