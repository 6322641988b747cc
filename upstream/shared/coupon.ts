import type { z } from 'zod';
import {
  couponClaimInputSchema,
  type couponSourceSchema,
  type offeredCouponSchema,
  type userCouponSchema,
} from '@/lib/coupon/schemas';
import {
  couponDiscountFen,
  couponUnusableReason,
  type CouponContext,
  type CouponStatus,
  type CouponType,
} from '@/lib/coupon/rules';
import { parseBody } from '@/upstream/core/body';
import { idempotencyKeyOf, moneyQueue, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type UpstreamModule } from '@/upstream/core/types';
import { personKeyOfUser } from './person-key';
import { settleDueRewards } from './order-rewards';
import { COUPON_TEMPLATES } from './coupon-templates';

/**
 * Coupon templates and the coupons users hold (DOMAIN-MODEL CouponTemplate / Coupon). Shared by pay
 * (best coupon, atomic use), live coupons (templates with live_only), tasks, invites and activities
 * (grantCoupon with a source). A coupon moves UNUSED → LOCKED (held by one pending order) → USED (the
 * order is paid) or back to UNUSED (the order closed); EXPIRED is read from valid_to.
 */
type CouponSource = z.infer<typeof couponSourceSchema>;
const DAY = 24 * 60 * 60 * 1000;

export const COUPON_TABLES = ['coupon_templates', 'user_coupons'];

export function couponRow(row: Record<string, unknown>, now = new Date()) {
  const stored = String(row.status) as CouponStatus;
  const validTo = String(row.valid_to);
  const expired = stored === 'UNUSED' && new Date(validTo).getTime() <= now.getTime();
  return {
    id: Number(row.id),
    template_id: Number(row.template_id),
    name: String(row.name),
    type: String(row.type) as CouponType,
    value: Number(row.value),
    threshold_fen: Number(row.threshold_fen),
    max_off_fen: row.max_off_fen === null ? null : Number(row.max_off_fen),
    sku_scope: row.sku_scope ? (JSON.parse(String(row.sku_scope)) as number[]) : null,
    live_only: Number(row.live_only) === 1,
    source: String(row.source) as CouponSource,
    status: expired ? 'EXPIRED' : stored,
    order_no: (row.order_no as string | null) ?? null,
    valid_from: String(row.valid_from),
    valid_to: validTo,
  } satisfies z.input<typeof userCouponSchema>;
}

const COUPON_SELECT = `SELECT c.id, c.template_id, c.status, c.source, c.order_no, c.valid_from, c.valid_to,
  t.name, t.type, t.value, t.threshold_fen, t.max_off_fen, t.sku_scope, t.live_only
  FROM user_coupons c JOIN coupon_templates t ON t.id = c.template_id`;

export async function listUserCoupons(db: Db, userId: number) {
  const rows = await db.execute({
    sql: `${COUPON_SELECT} WHERE c.user_id = ? ORDER BY c.valid_to, c.id`,
    args: [userId],
  });
  return rows.rows.map((row) => couponRow(row as Record<string, unknown>));
}

export async function findUserCoupon(db: Db, userId: number, couponId: number) {
  const rows = await db.execute({ sql: `${COUPON_SELECT} WHERE c.user_id = ? AND c.id = ?`, args: [userId, couponId] });
  return rows.rows[0] ? couponRow(rows.rows[0] as Record<string, unknown>) : null;
}

/** Every unused coupon of the user, each with whether it fits this purchase and what it takes off. */
export async function offeredCoupons(db: Db, userId: number, ctx: CouponContext) {
  const coupons = (await listUserCoupons(db, userId)).filter((coupon) => coupon.status === 'UNUSED');
  return coupons.map((coupon) => {
    const reason = couponUnusableReason(coupon, ctx);
    return {
      ...coupon,
      usable: reason === null,
      reason,
      discount_fen: reason ? 0 : couponDiscountFen(coupon, ctx.amountFen),
    } satisfies z.input<typeof offeredCouponSchema>;
  });
}

/** Statements for the order and pay modules' batches: each guarded so it changes a coupon at most once. */
export const couponStatements = {
  lock: (couponId: number, userId: number, orderNo: string, now: string) => ({
    sql: "UPDATE user_coupons SET status = 'LOCKED', order_no = ? WHERE id = ? AND user_id = ? AND status = 'UNUSED' AND valid_to > ?",
    args: [orderNo, couponId, userId, now],
  }),
  release: (orderNo: string) => ({
    sql: "UPDATE user_coupons SET status = 'UNUSED', order_no = NULL WHERE order_no = ? AND status = 'LOCKED'",
    args: [orderNo],
  }),
  consume: (orderNo: string, now: string) => ({
    sql: "UPDATE user_coupons SET status = 'USED', used_at = ? WHERE order_no = ? AND status = 'LOCKED'",
    args: [now, orderNo],
  }),
};

/**
 * The one way any family hands a user a coupon (DOMAIN-MODEL reward grant): per-user limit and stock
 * checked and the stock taken in one batch, run on the shared money queue.
 */
export function grantCoupon(
  db: Db,
  userId: number,
  templateId: number,
  source: CouponSource,
  ref: string | null = null,
) {
  return moneyQueue(async () => {
    const template = (await db.execute({ sql: 'SELECT * FROM coupon_templates WHERE id = ?', args: [templateId] }))
      .rows[0];
    if (!template) throw new UpstreamError(1003, '优惠券不存在', 404);
    const held = Number(
      (
        await db.execute({
          sql: 'SELECT COUNT(*) AS n FROM user_coupons WHERE user_id = ? AND template_id = ?',
          args: [userId, templateId],
        })
      ).rows[0].n,
    );
    if (held >= Number(template.per_user_limit)) throw new UpstreamError(1003, '已达到该优惠券的领取上限', 409);
    if (template.stock !== null && Number(template.stock) <= 0) throw new UpstreamError(1003, '优惠券已领完', 409);
    // Newcomer coupons are once per person (one mobile), across account closure (person-key.ts).
    const newcomer = source === 'newcomer' || template.source === 'newcomer';
    const person = newcomer ? await personKeyOfUser(db, userId) : null;
    if (
      newcomer &&
      (!person ||
        (
          await db.execute({
            sql: 'SELECT 1 FROM person_claims WHERE person = ? AND template_id = ?',
            args: [person, templateId],
          })
        ).rows[0])
    ) {
      throw new UpstreamError(1003, '新人券每位用户仅可领取一次', 409);
    }
    const now = new Date();
    const results = await db.batch(
      [
        ...(person
          ? [
              {
                sql: 'INSERT OR IGNORE INTO person_claims (person, template_id, user_id, claimed_at) VALUES (?, ?, ?, ?)',
                args: [person, templateId, userId, now.toISOString()],
              },
            ]
          : []),
        {
          sql: 'UPDATE coupon_templates SET stock = stock - 1 WHERE id = ? AND stock IS NOT NULL AND stock > 0',
          args: [templateId],
        },
        {
          sql: "INSERT INTO user_coupons (user_id, template_id, status, source, ref, valid_from, valid_to, received_at) VALUES (?, ?, 'UNUSED', ?, ?, ?, ?, ?)",
          args: [
            userId,
            templateId,
            source,
            ref,
            now.toISOString(),
            new Date(now.getTime() + Number(template.valid_days) * DAY).toISOString(),
            now.toISOString(),
          ],
        },
      ],
      'write',
    );
    const couponId = Number(results[results.length - 1].lastInsertRowid);
    return (await findUserCoupon(db, userId, couponId))!;
  });
}

export const couponModule: UpstreamModule = {
  name: 'coupon',
  version: 1,
  tables: COUPON_TABLES,
  schema: [
    `CREATE TABLE IF NOT EXISTS coupon_templates (
       id INTEGER PRIMARY KEY, name TEXT NOT NULL, type TEXT NOT NULL, value INTEGER NOT NULL, threshold_fen INTEGER NOT NULL,
       max_off_fen INTEGER, sku_scope TEXT, valid_days INTEGER NOT NULL, per_user_limit INTEGER NOT NULL, stock INTEGER,
       live_only INTEGER NOT NULL, source TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS user_coupons (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), template_id INTEGER NOT NULL REFERENCES coupon_templates(id),
       status TEXT NOT NULL, source TEXT NOT NULL, ref TEXT, order_no TEXT, valid_from TEXT NOT NULL, valid_to TEXT NOT NULL,
       received_at TEXT NOT NULL, used_at TEXT)`,
    'CREATE INDEX IF NOT EXISTS user_coupons_user ON user_coupons (user_id, status)',
    'CREATE INDEX IF NOT EXISTS user_coupons_order ON user_coupons (order_no)',
    // Once-per-person coupons (newcomer), by the keyed hash of the mobile: survives account closure.
    'CREATE TABLE IF NOT EXISTS person_claims (person TEXT NOT NULL, template_id INTEGER NOT NULL, user_id INTEGER NOT NULL, claimed_at TEXT NOT NULL, PRIMARY KEY (person, template_id))',
  ],
  async seed(db) {
    for (const t of COUPON_TEMPLATES) {
      await db.execute({
        sql: 'INSERT OR REPLACE INTO coupon_templates VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        args: [
          t.id,
          t.name,
          t.type,
          t.value,
          t.threshold_fen,
          t.max_off_fen,
          t.sku_scope ? JSON.stringify(t.sku_scope) : null,
          t.valid_days,
          t.per_user_limit,
          t.stock,
          t.live_only ? 1 : 0,
          t.source,
        ],
      });
    }
    // Coupons in every status for the seed users (auth module): unused, expired and used ones.
    const now = Date.now();
    const users = await db.execute(
      "SELECT id, mobile FROM users WHERE mobile IN ('13800000001', '13800000002', '13800000003', '13800000005')",
    );
    for (const user of users.rows) {
      const give = (templateId: number, status: CouponStatus, fromDaysAgo: number, validDays: number) =>
        db.execute({
          sql: 'INSERT INTO user_coupons (user_id, template_id, status, source, valid_from, valid_to, received_at, used_at) VALUES (?, ?, ?, (SELECT source FROM coupon_templates WHERE id = ?), ?, ?, ?, ?)',
          args: [
            user.id,
            templateId,
            status,
            templateId,
            new Date(now - fromDaysAgo * DAY).toISOString(),
            new Date(now + (validDays - fromDaysAgo) * DAY).toISOString(),
            new Date(now - fromDaysAgo * DAY).toISOString(),
            status === 'USED' ? new Date(now - 1 * DAY).toISOString() : null,
          ],
        });
      await give(1, 'UNUSED', 2, 30);
      await give(3, 'UNUSED', 1, 15);
      await give(6, 'UNUSED', 0, 3);
      await give(5, 'UNUSED', 0, 30);
      await give(4, 'UNUSED', 20, 7); // expired
      await give(1, 'USED', 10, 30);
      if (user.mobile === '13800000002' || user.mobile === '13800000003') await give(2, 'UNUSED', 1, 30);
    }
  },
  routes(router) {
    router.get('/coupons/mine', async (ctx) => {
      const user = await ctx.requireUser();
      await settleDueRewards(ctx.db, user.id);
      return { coupons: await listUserCoupons(ctx.db, user.id) } satisfies {
        coupons: z.input<typeof userCouponSchema>[];
      };
    });
    router.post('/coupons/claim', async (ctx) => {
      const user = await ctx.requireUser();
      const input = parseBody(couponClaimInputSchema, ctx);
      const key = idempotencyKeyOf(ctx);
      const claimable = (
        await ctx.db.execute({
          sql: "SELECT source FROM coupon_templates WHERE id = ? AND source IN ('newcomer', 'activity', 'system')",
          args: [input.template_id],
        })
      ).rows[0];
      if (!claimable) throw new UpstreamError(1003, '该优惠券不可直接领取', 400);
      return withIdempotency(ctx.db, { scope: 'coupon.claim', userId: user.id, key, request: input }, () =>
        grantCoupon(ctx.db, user.id, input.template_id, String(claimable.source) as CouponSource),
      );
    });
  },
};
