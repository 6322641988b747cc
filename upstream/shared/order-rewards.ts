import type { InStatement } from '@libsql/client';
import { FULL_REFUND_DAYS } from '@/lib/order/refund-rules';
import type { Db } from '@/upstream/core/types';
import { COUPON_TEMPLATES, SKU_GIFT_TEMPLATES } from './coupon-templates';

/**
 * Rewards attached to an order (DOMAIN-MODEL "Rules for sequences"): a coupon-gift sku's gift coupons
 * and the first-purchase task's coupon. Gift coupons are pending until the order's refund window
 * (FULL_REFUND_DAYS after paying) ends and are granted then, only if the order is still paid; a refund
 * before that cancels them. After settlement, a refund request locks the reward coupons still unused
 * (voided when the refund is paid, released when it is rejected) and deducts the value of those
 * already used from what may be refunded — so nothing is paid twice for one purchase.
 * Invite cash-back follows the same window in the invite module.
 */
export const REWARD_WINDOW_MS = FULL_REFUND_DAYS * 24 * 3600_000;
const DAY = 24 * 3600_000;

export const ORDER_REWARDS_SCHEMA = `CREATE TABLE IF NOT EXISTS order_rewards (
   id INTEGER PRIMARY KEY AUTOINCREMENT, order_no TEXT NOT NULL, user_id INTEGER NOT NULL,
   kind TEXT NOT NULL CHECK (kind IN ('gift_coupon', 'first_purchase')), template_id INTEGER NOT NULL, seq INTEGER NOT NULL,
   status TEXT NOT NULL CHECK (status IN ('PENDING', 'SETTLED', 'CANCELLED', 'CLAWED_BACK')),
   coupon_id INTEGER, deducted_fen INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL, settled_at TEXT, ended_at TEXT,
   UNIQUE (order_no, kind, seq))`;

/** The pending gift coupons of a paid order (in the payment's batch). */
export function giftRewardStatements(orderNo: string, userId: number, skuId: number, at: string): InStatement[] {
  return (SKU_GIFT_TEMPLATES[skuId] ?? []).map((templateId, seq) => ({
    sql: "INSERT OR IGNORE INTO order_rewards (order_no, user_id, kind, template_id, seq, status, created_at) VALUES (?, ?, 'gift_coupon', ?, ?, 'PENDING', ?)",
    args: [orderNo, userId, templateId, seq, at],
  }));
}

/** Records the first-purchase task's coupon against the order that earned it (after the claim granted it). */
export async function recordFirstPurchaseReward(
  db: Db,
  orderNo: string,
  userId: number,
  couponRef: string,
  at: string,
) {
  await db.execute({
    sql: `INSERT OR IGNORE INTO order_rewards (order_no, user_id, kind, template_id, seq, status, coupon_id, created_at, settled_at)
          SELECT ?, ?, 'first_purchase', template_id, 0, 'SETTLED', id, ?, ? FROM user_coupons WHERE user_id = ? AND ref = ?`,
    args: [orderNo, userId, at, at, userId, couponRef],
  });
}

/**
 * Grants the gift coupons whose order's refund window has ended and that is still paid; cancels those
 * whose order was refunded. Each reward in one guarded batch, so concurrent reads grant once.
 */
export async function settleDueRewards(db: Db, userId: number, now = new Date()) {
  const cutoff = new Date(now.getTime() - REWARD_WINDOW_MS).toISOString();
  const due = await db.execute({
    sql: `SELECT r.id, r.template_id, o.status FROM order_rewards r JOIN orders o ON o.order_no = r.order_no
           WHERE r.user_id = ? AND r.status = 'PENDING' AND (o.status = 'REFUNDED' OR (o.status = 'PAID' AND o.paid_at <= ?))`,
    args: [userId, cutoff],
  });
  const at = now.toISOString();
  for (const row of due.rows) {
    const id = Number(row.id);
    if (row.status === 'REFUNDED') {
      await db.execute({
        sql: "UPDATE order_rewards SET status = 'CANCELLED', ended_at = ? WHERE id = ? AND status = 'PENDING'",
        args: [at, id],
      });
      continue;
    }
    await db.batch(
      [
        {
          sql: "UPDATE order_rewards SET status = 'SETTLED', settled_at = ? WHERE id = ? AND status = 'PENDING'",
          args: [at, id],
        },
        {
          sql: `INSERT INTO user_coupons (user_id, template_id, status, source, ref, valid_from, valid_to, received_at)
                SELECT ?, id, 'UNUSED', 'sku_gift', ?, ?, ?, ? FROM coupon_templates WHERE id = ? AND changes() = 1`,
          args: [
            userId,
            `reward:${id}`,
            at,
            new Date(now.getTime() + 90 * DAY).toISOString(),
            at,
            Number(row.template_id),
          ],
        },
        {
          sql: 'UPDATE order_rewards SET coupon_id = (SELECT id FROM user_coupons WHERE ref = ? AND user_id = ?) WHERE id = ? AND coupon_id IS NULL',
          args: [`reward:${id}`, userId, id],
        },
      ],
      'write',
    );
  }
}

export interface RewardEffect {
  kind: 'gift_coupon' | 'first_purchase';
  title: string;
  /** cancel: not granted yet and never will be; void: an unused coupon is taken back; deduct: a used coupon's value comes off the refund. */
  action: 'cancel' | 'void' | 'deduct';
  fen: number;
  coupon_id: number | null;
}

/** What refunding this order does to its rewards now, and how much comes off the refundable amount. */
export async function rewardEffects(
  db: Db,
  orderNo: string,
  now = new Date(),
): Promise<{ items: RewardEffect[]; deduction_fen: number }> {
  const rows = await db.execute({
    sql: `SELECT r.kind, r.template_id, r.status, r.coupon_id, c.status AS coupon_status, c.valid_to, c.order_no AS used_on,
                 (SELECT o.discount_fen FROM orders o WHERE o.order_no = c.order_no) AS used_discount
            FROM order_rewards r LEFT JOIN user_coupons c ON c.id = r.coupon_id
           WHERE r.order_no = ? AND r.status IN ('PENDING', 'SETTLED') ORDER BY r.id`,
    args: [orderNo],
  });
  const items: RewardEffect[] = [];
  for (const row of rows.rows) {
    const kind = String(row.kind) as RewardEffect['kind'];
    const title = COUPON_TEMPLATES.find((t) => t.id === Number(row.template_id))?.name ?? '赠券';
    const couponId = row.coupon_id === null ? null : Number(row.coupon_id);
    if (row.status === 'PENDING') {
      items.push({ kind, title, action: 'cancel', fen: 0, coupon_id: null });
      continue;
    }
    const couponStatus = String(row.coupon_status ?? '');
    const lockedForRefund = couponStatus === 'LOCKED' && String(row.used_on ?? '') === refundLockOf(orderNo);
    if ((couponStatus === 'UNUSED' && new Date(String(row.valid_to)).getTime() > now.getTime()) || lockedForRefund) {
      items.push({ kind, title, action: 'void', fen: 0, coupon_id: couponId });
    } else if (couponStatus === 'USED' || couponStatus === 'LOCKED') {
      items.push({ kind, title, action: 'deduct', fen: Number(row.used_discount ?? 0), coupon_id: couponId });
    }
  }
  return { items, deduction_fen: items.reduce((sum, item) => sum + item.fen, 0) };
}

const refundLockOf = (orderNo: string) => `refund:${orderNo}`;

/** At a refund request: the reward coupons still unused are locked, so they cannot be used while the refund is open. */
export function lockRewardCouponsStatement(orderNo: string): InStatement {
  return {
    sql: `UPDATE user_coupons SET status = 'LOCKED', order_no = ? WHERE status = 'UNUSED'
           AND id IN (SELECT coupon_id FROM order_rewards WHERE order_no = ? AND status = 'SETTLED' AND coupon_id IS NOT NULL)`,
    args: [refundLockOf(orderNo), orderNo],
  };
}

/** The refund was paid: pending rewards are cancelled, locked reward coupons voided, used ones recorded as deducted. */
export function refundPaidRewardStatements(orderNo: string, at: string): InStatement[] {
  return [
    {
      sql: "UPDATE order_rewards SET status = 'CANCELLED', ended_at = ? WHERE order_no = ? AND status = 'PENDING'",
      args: [at, orderNo],
    },
    {
      sql: "UPDATE user_coupons SET status = 'EXPIRED', valid_to = ?, order_no = NULL WHERE status = 'LOCKED' AND order_no = ?",
      args: [at, refundLockOf(orderNo)],
    },
    {
      sql: `UPDATE order_rewards SET status = 'CLAWED_BACK', ended_at = ?,
              deducted_fen = COALESCE((SELECT o.discount_fen FROM user_coupons c JOIN orders o ON o.order_no = c.order_no WHERE c.id = order_rewards.coupon_id AND c.status IN ('USED', 'LOCKED')), 0)
            WHERE order_no = ? AND status = 'SETTLED'`,
      args: [at, orderNo],
    },
  ];
}

/** The refund was rejected: the locked reward coupons are usable again. */
export function refundRejectedRewardStatement(orderNo: string): InStatement {
  return {
    sql: "UPDATE user_coupons SET status = 'UNUSED', order_no = NULL WHERE status = 'LOCKED' AND order_no = ?",
    args: [refundLockOf(orderNo)],
  };
}
