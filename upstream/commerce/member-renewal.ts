import { randomInt } from 'node:crypto';
import type { InStatement } from '@libsql/client';
import { z } from 'zod';
import { checkSuitability } from '@/lib/compliance/rules';
import { evaluationValidityDays } from '@/lib/compliance/policy';
import { chinaToday, formatMonthDay } from '@/lib/format/date';
import { formatFen } from '@/lib/format/fen';
import type { autoRenewSchema } from '@/lib/member/schemas';
import type { Tier } from '@/lib/member/rules';
import { ORDER_PAY_WINDOW_MS } from '@/lib/order/rules';
import { skuSnapshotSchema } from '@/lib/order/schemas';
import { parseBody } from '@/upstream/core/body';
import { idempotencyKeyOf, moneyQueue, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type Router } from '@/upstream/core/types';
import { smsNotice } from '@/upstream/account/account';
import { latestEvaluation } from '@/upstream/account/compliance';
import { findPlan, membershipOf } from './member';

/**
 * Auto-renewal (连续包月, DOMAIN-MODEL Plan auto_renew / renew_fen): paying an auto-renewing plan signs
 * the user up (one subscription per user and plan; buying it again switches it back on). The member
 * switches it off (and on again while the membership of that tier still runs) in the membership centre
 * or on the order. The renewal job charges renew_fen one day before the membership ends, only for
 * subscriptions still switched on, once per due date, and appends the period like any paid order.
 * Every renewal is a new sale of the service, so the suitability gate is checked again before it is
 * charged (《证券期货投资者适当性管理办法》第二十一条: a changed assessment changes the match): an
 * investor whose current assessment does not match the plan's risk level is not charged, the renewal
 * is suspended with the reason in the membership centre, and they get a text message. An automatic
 * charge cannot carry the explicit confirmation a mismatch needs (第十九条), so only a match renews.
 * Five days before a charge the member gets a text with its date and amount (the sale pages promise
 * 扣款前5日提醒).
 */
export const AUTO_RENEW_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS member_auto_renewals (
     id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), plan_id TEXT NOT NULL, tier TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('ON', 'OFF')), channel TEXT NOT NULL, origin_order_no TEXT NOT NULL, last_order_no TEXT NOT NULL,
     created_at TEXT NOT NULL, updated_at TEXT NOT NULL, UNIQUE (user_id, plan_id))`,
  `CREATE TABLE IF NOT EXISTS member_renewal_charges (
     subscription_id INTEGER NOT NULL REFERENCES member_auto_renewals(id), due_at TEXT NOT NULL, order_no TEXT NOT NULL, charged_at TEXT NOT NULL,
     PRIMARY KEY (subscription_id, due_at))`,
  // One reminder and at most one suspension message per subscription and due date.
  `CREATE TABLE IF NOT EXISTS member_renewal_notices (
     subscription_id INTEGER NOT NULL REFERENCES member_auto_renewals(id), due_at TEXT NOT NULL, kind TEXT NOT NULL CHECK (kind IN ('reminder', 'suspended')),
     sent_at TEXT NOT NULL, PRIMARY KEY (subscription_id, due_at, kind))`,
];

/** The renewal is charged this long before the membership ends, so the next period follows without a gap. */
export const RENEW_LEAD_MS = 24 * 3600_000;
/** The member is told of a charge this long before it. */
export const RENEW_REMINDER_MS = 5 * 24 * 3600_000;
export const RENEWAL_SOURCE = 'auto_renew';

type AutoRenewView = z.input<typeof autoRenewSchema>;

/** Statement signing the buyer of a paid auto-renewing plan up (or switching the subscription back on), in the payment's batch. */
export function autoRenewSignUp(
  order: { order_no: string; source: string | null; sku: { plan_id: string; tier: Tier | null; auto_renew: boolean } },
  userId: number,
  channel: string,
  at: string,
): InStatement[] {
  if (!order.sku.auto_renew || !order.sku.tier) return [];
  if (order.source === RENEWAL_SOURCE) {
    return [
      {
        sql: 'UPDATE member_auto_renewals SET last_order_no = ?, updated_at = ? WHERE user_id = ? AND plan_id = ?',
        args: [order.order_no, at, userId, order.sku.plan_id],
      },
    ];
  }
  return [
    {
      sql: `INSERT INTO member_auto_renewals (user_id, plan_id, tier, status, channel, origin_order_no, last_order_no, created_at, updated_at) VALUES (?, ?, ?, 'ON', ?, ?, ?, ?, ?)
            ON CONFLICT(user_id, plan_id) DO UPDATE SET status = 'ON', channel = excluded.channel, origin_order_no = excluded.origin_order_no, last_order_no = excluded.last_order_no, updated_at = excluded.updated_at`,
      args: [userId, order.sku.plan_id, order.sku.tier, channel, order.order_no, order.order_no, at, at],
    },
  ];
}

interface SubscriptionRow {
  id: number;
  user_id: number;
  plan_id: string;
  tier: Tier;
  status: 'ON' | 'OFF';
  channel: string;
  origin_order_no: string;
  last_order_no: string;
}

function subscriptionRow(row: Record<string, unknown>): SubscriptionRow {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    plan_id: String(row.plan_id),
    tier: String(row.tier) as Tier,
    status: String(row.status) as 'ON' | 'OFF',
    channel: String(row.channel),
    origin_order_no: String(row.origin_order_no),
    last_order_no: String(row.last_order_no),
  };
}

/**
 * Why the suitability gate stops this renewal now, or null when the member's current assessment
 * matches the plan's risk level (checkSuitability without a confirmation: see above).
 */
async function renewalSuitabilityBlock(db: Db, userId: number, risk: number, now: Date): Promise<string | null> {
  const evaluation = await latestEvaluation(db, userId);
  const gate = checkSuitability({
    productRisk: risk,
    assessment: evaluation
      ? { level: evaluation.level, lowest: evaluation.lowest, evaluatedAt: evaluation.evaluated_at }
      : null,
    now,
    validityDays: evaluationValidityDays(),
  });
  if (gate.decision === 'match') return null;
  if (gate.decision === 'must-assess')
    return '尚未完成风险测评，自动续费已暂停，不会扣款；完成测评且结果匹配后自动恢复';
  if (gate.decision === 'expired') return '风险测评已过期，自动续费已暂停，不会扣款；重新测评且结果匹配后自动恢复';
  return `该服务风险等级R${risk}高于您当前的风险承受能力（${evaluation!.lowest ? 'C1 最低类别' : `C${evaluation!.level}`}），自动续费已暂停，不会扣款；重新测评且结果匹配后自动恢复`;
}

/** Where a subscription stands at `now`: when and what it charges next, or why it does not. */
async function subscriptionState(db: Db, sub: SubscriptionRow, now: Date) {
  const plan = await findPlan(db, sub.plan_id);
  const member = await membershipOf(db, sub.user_id, now);
  const last = (await db.execute({ sql: 'SELECT status FROM orders WHERE order_no = ?', args: [sub.last_order_no] }))
    .rows[0];
  const lastPaid = String(last?.status ?? '') === 'PAID';
  const running = member.level === sub.tier && member.expire_at !== null;
  let blocked: string | null = null;
  let unsuitable = false;
  if (!plan || !plan.auto_renew || plan.renew_fen === null) blocked = '该套餐已停止自动续费';
  else if (!lastPaid) blocked = '订单已退款，自动续费已停止';
  else if (!running)
    blocked =
      member.level === 'NONE' ? '会员已到期，自动续费已停止' : `当前为${member.level}会员，${sub.tier}自动续费暂停`;
  else if (sub.channel !== 'iap') {
    blocked = await renewalSuitabilityBlock(db, sub.user_id, plan.risk_level, now);
    unsuitable = blocked !== null;
  }
  const dueAt = running && member.expire_at ? new Date(new Date(member.expire_at).getTime() - RENEW_LEAD_MS) : null;
  return { plan, member, blocked, unsuitable, dueAt };
}

export async function autoRenewView(db: Db, sub: SubscriptionRow, now: Date): Promise<AutoRenewView> {
  const { plan, member, blocked, dueAt } = await subscriptionState(db, sub, now);
  const iap = sub.channel === 'iap';
  const on = sub.status === 'ON' && blocked === null;
  return {
    id: sub.id,
    plan_id: sub.plan_id,
    plan_name: plan?.name ?? sub.plan_id,
    tier: sub.tier,
    enabled: on,
    renew_fen: plan?.renew_fen ?? 0,
    next_charge_at: on && dueAt ? dueAt.toISOString() : null,
    expire_at: member.level === sub.tier ? member.expire_at : null,
    origin_order_no: sub.origin_order_no,
    last_order_no: sub.last_order_no,
    // An App Store subscription is switched in the App Store, not here.
    can_disable: on && !iap,
    can_enable: sub.status === 'OFF' && blocked === null && !iap,
    note: iap ? '通过App Store开通的自动续费，请在 iPhone“设置-Apple ID-订阅”中管理' : blocked,
  };
}

export async function autoRenewals(db: Db, userId: number, now = new Date()): Promise<AutoRenewView[]> {
  const rows = await db.execute({
    sql: 'SELECT * FROM member_auto_renewals WHERE user_id = ? ORDER BY id',
    args: [userId],
  });
  return Promise.all(rows.rows.map((row) => autoRenewView(db, subscriptionRow(row as Record<string, unknown>), now)));
}

/** Switches one of the user's subscriptions off or on again (another user's id → 404). */
export async function setAutoRenew(
  db: Db,
  userId: number,
  id: number,
  enabled: boolean,
  now = new Date(),
): Promise<AutoRenewView> {
  return moneyQueue(async () => {
    const row = (
      await db.execute({ sql: 'SELECT * FROM member_auto_renewals WHERE id = ? AND user_id = ?', args: [id, userId] })
    ).rows[0];
    if (!row) throw new UpstreamError(404, '自动续费不存在', 404);
    const sub = subscriptionRow(row as Record<string, unknown>);
    const view = await autoRenewView(db, sub, now);
    if (enabled && sub.status === 'OFF' && !view.can_enable)
      throw new UpstreamError(1003, view.note ?? '当前不能开启自动续费', 409);
    if (!enabled && sub.status === 'ON' && sub.channel === 'iap')
      throw new UpstreamError(1003, view.note ?? '请在App Store中管理订阅', 409);
    await db.execute({
      sql: 'UPDATE member_auto_renewals SET status = ?, updated_at = ? WHERE id = ?',
      args: [enabled ? 'ON' : 'OFF', now.toISOString(), id],
    });
    return autoRenewView(db, { ...sub, status: enabled ? 'ON' : 'OFF' }, now);
  });
}

function renewalOrderNo(now: Date): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, '');
  return `LC${day}${String(randomInt(0, 1e9)).padStart(9, '0')}${randomInt(0, 10)}`;
}

export interface RenewalRun {
  charged: Array<{ subscription_id: number; user_id: number; order_no: string; amount_fen: number; due_at: string }>;
  skipped: Array<{ subscription_id: number; reason: string }>;
  /** Text messages sent by this run: the reminder before a charge, or the suspension of one. */
  notified: Array<{ subscription_id: number; kind: 'reminder' | 'suspended'; due_at: string }>;
}

/** Sends the member one text of this kind for this due date (a second run sends nothing more). */
async function notifyOnce(
  db: Db,
  run: RenewalRun,
  sub: SubscriptionRow,
  dueAt: Date,
  kind: 'reminder' | 'suspended',
  body: string,
  now: Date,
) {
  const dueKey = dueAt.toISOString();
  const claimed = await db.execute({
    sql: 'INSERT OR IGNORE INTO member_renewal_notices (subscription_id, due_at, kind, sent_at) VALUES (?, ?, ?, ?)',
    args: [sub.id, dueKey, kind, now.toISOString()],
  });
  if (claimed.rowsAffected === 0) return;
  const mobile = (await db.execute({ sql: 'SELECT mobile FROM users WHERE id = ?', args: [sub.user_id] })).rows[0]
    ?.mobile;
  if (mobile) await db.execute(smsNotice(String(mobile), body, now.getTime()));
  run.notified.push({ subscription_id: sub.id, kind, due_at: dueKey });
}

const chargeDay = (dueAt: Date) => formatMonthDay(chinaToday(dueAt));

/**
 * The renewal job at `now`: each subscription still switched on whose charge date has come is charged
 * renew_fen once for that date (a second run, or a concurrent one, charges nothing more); a subscription
 * switched off, refunded or lapsed is never charged. `pay` credits the contract payment (pay.creditPayment).
 */
export type CreditPayment = (db: Db, providerRef: string, amountFen: number) => Promise<string>;

export async function runRenewals(
  db: Db,
  now: Date,
  pay: CreditPayment,
  only: number | null = null,
): Promise<RenewalRun> {
  const run: RenewalRun = { charged: [], skipped: [], notified: [] };
  const rows = await db.execute({
    sql: "SELECT * FROM member_auto_renewals WHERE status = 'ON' AND (? IS NULL OR id = ?) ORDER BY id",
    args: [only, only],
  });
  for (const raw of rows.rows) {
    const sub = subscriptionRow(raw as Record<string, unknown>);
    const { plan, blocked, unsuitable, dueAt } = await subscriptionState(db, sub, now);
    const soon = dueAt !== null && dueAt.getTime() - now.getTime() <= RENEW_REMINDER_MS;
    if (unsuitable && plan && dueAt && soon) {
      await notifyOnce(
        db,
        run,
        sub,
        dueAt,
        'suspended',
        `您的${plan.name}原定${chargeDay(dueAt)}的自动续费已暂停：${blocked}。详情请到「我的-会员中心」查看。`,
        now,
      );
    }
    if (blocked || !plan || plan.renew_fen === null || !dueAt) {
      run.skipped.push({ subscription_id: sub.id, reason: blocked ?? '无需续费' });
      continue;
    }
    if (dueAt.getTime() > now.getTime()) {
      if (soon && sub.channel !== 'iap') {
        await notifyOnce(
          db,
          run,
          sub,
          dueAt,
          'reminder',
          `您的${plan.name}将于${chargeDay(dueAt)}自动续费，扣款¥${formatFen(plan.renew_fen)}。如不需要续费，请在此之前到「我的-会员中心」关闭自动续费。`,
          now,
        );
      }
      continue;
    }
    if (sub.channel === 'iap') {
      run.skipped.push({ subscription_id: sub.id, reason: 'App Store订阅由App Store扣款' });
      continue;
    }
    const dueKey = dueAt.toISOString();
    const orderNo = renewalOrderNo(now);
    const claimed = await db.execute({
      sql: 'INSERT OR IGNORE INTO member_renewal_charges (subscription_id, due_at, order_no, charged_at) VALUES (?, ?, ?, ?)',
      args: [sub.id, dueKey, orderNo, now.toISOString()],
    });
    if (claimed.rowsAffected === 0) continue;
    const created = new Date();
    const snapshot = skuSnapshotSchema.parse({ ...plan, plan_id: plan.id });
    const ref = `RENEW${sub.id}T${dueAt.getTime()}`;
    await db.batch(
      [
        {
          sql: `INSERT INTO orders (order_no, user_id, plan_id, sku_id, sku_snapshot, kind, amount_fen, credit_fen, discount_fen, pay_fen, coupon_id, status, source, agreements, created_at, expires_at)
                VALUES (?, ?, ?, ?, ?, 'renew', ?, 0, 0, ?, NULL, 'PENDING', ?, ?, ?, ?)`,
          args: [
            orderNo,
            sub.user_id,
            plan.id,
            plan.sku_id,
            JSON.stringify(snapshot),
            plan.renew_fen,
            plan.renew_fen,
            RENEWAL_SOURCE,
            JSON.stringify(plan.agreements.map((a) => a.id)),
            created.toISOString(),
            new Date(created.getTime() + ORDER_PAY_WINDOW_MS).toISOString(),
          ],
        },
        {
          sql: "INSERT INTO payments (provider_ref, order_no, user_id, channel, amount_fen, status, created_at) VALUES (?, ?, ?, ?, ?, 'CREATED', ?)",
          args: [ref, orderNo, sub.user_id, sub.channel, plan.renew_fen, created.toISOString()],
        },
      ],
      'write',
    );
    const result = await pay(db, ref, plan.renew_fen);
    if (result === 'credited')
      run.charged.push({
        subscription_id: sub.id,
        user_id: sub.user_id,
        order_no: orderNo,
        amount_fen: plan.renew_fen,
        due_at: dueKey,
      });
    else run.skipped.push({ subscription_id: sub.id, reason: result });
  }
  return run;
}

const toggleInput = z.object({ enabled: z.boolean() }).strict();
/** `subscription_id` limits a run to one subscription (a test's own, leaving everyone else's alone). */
const runInput = z.object({
  now: z.string().datetime().optional(),
  subscription_id: z.number().int().positive().optional(),
});
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

export function autoRenewRoutes(router: Router, pay: CreditPayment) {
  router.get('/member/auto-renew', async (ctx) => ({
    subscriptions: await autoRenewals(ctx.db, (await ctx.requireUser()).id),
  }));

  router.post('/member/auto-renew/:id', async (ctx) => {
    const user = await ctx.requireUser();
    const id = Number(ctx.params.id);
    if (!Number.isInteger(id) || id <= 0) throw new UpstreamError(404, '自动续费不存在', 404);
    const { enabled } = parseBody(toggleInput, ctx);
    const key = idempotencyKeyOf(ctx);
    return withIdempotency(ctx.db, { scope: 'member.auto-renew', userId: user.id, key, request: { id, enabled } }, () =>
      setAutoRenew(ctx.db, user.id, id, enabled),
    );
  });

  // Development only: the renewal job at a pinned time (a scheduler calls it in production).
  router.post('/__dev/member/renewals/run', async (ctx) => {
    if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
    const { now, subscription_id: only } = parseBody(runInput, ctx);
    return runRenewals(ctx.db, now ? new Date(now) : new Date(), pay, only ?? null);
  });
}
