import { z } from 'zod';
import type { offeredCouponSchema } from '@/lib/coupon/schemas';
import { bestCoupon } from '@/lib/coupon/rules';
import {
  planSchema,
  type campaignSchema,
  type membershipSchema,
  type rightsMatrixSchema,
  type unionClaimSchema,
  type unionMemberSchema,
} from '@/lib/member/schemas';
import type { InStatement } from '@libsql/client';
import {
  layoutSegments,
  levelOfSegments,
  purchaseKind,
  remainingDays,
  segmentCreditFen,
  type PurchaseDecision,
  TIER_RANK,
  type MemberLevel,
  type Tier,
} from '@/lib/member/rules';
import type { quoteSchema } from '@/lib/order/schemas';
import { parseBody } from '@/upstream/core/body';
import { idempotencyKeyOf, moneyQueue, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type UpstreamModule } from '@/upstream/core/types';
import { offeredCoupons } from '@/upstream/shared/coupon';
import { settleDueRewards } from '@/upstream/shared/order-rewards';
import { campaigns, PLANS, PRODUCT_PLANS, RIGHTS, UNION_PARTNERS, UNION_RULES } from './member-catalogue';
import { unionMemberCode } from '@/upstream/account/union-code';
import { liveContextOf } from './live-coupon';

/**
 * Membership (DOMAIN-MODEL Plan): the plan catalogue, sale/conversion campaigns, the rights matrix,
 * union-member partner benefits, the member's current level, and the quote — the one place a
 * purchase is priced (new / renew / upgrade by the remaining period, best coupon). The order module
 * prices orders with the same `priceQuote`, so what the confirm page shows is what the order charges.
 */
type PlanRow = z.infer<typeof planSchema>;
type Offered = z.input<typeof offeredCouponSchema>;

export async function findPlan(db: Db, planId: string): Promise<PlanRow | null> {
  const row = (await db.execute({ sql: 'SELECT body FROM member_plans WHERE id = ? AND on_sale = 1', args: [planId] }))
    .rows[0];
  return row ? planSchema.parse(JSON.parse(String(row.body))) : null;
}

async function plansByIds(db: Db, ids: string[]): Promise<PlanRow[]> {
  const found = await Promise.all(ids.map((id) => findPlan(db, id)));
  return found.filter((plan): plan is PlanRow => plan !== null);
}

/**
 * Membership segments (DOMAIN-MODEL "Rules for sequences"): one row per paid order of a tier, plus at
 * most one row without an order for a membership granted before the first purchase (seed, grants).
 * `length_ms` is what is left of `bought_ms` after refunds and an upgrade that consumed the segment;
 * `credited_fen` is what an upgrade credited from it. The level and expiry are read from their layout;
 * users.vip_level and vip_memberships are kept as a projection, written in the same transaction.
 */
export const MEMBER_SEGMENTS_SCHEMA = `CREATE TABLE IF NOT EXISTS member_segments (
   id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), order_no TEXT UNIQUE, tier TEXT NOT NULL CHECK (tier IN ('VIP', 'SVIP')),
   anchor_at TEXT NOT NULL, bought_ms INTEGER NOT NULL, length_ms INTEGER NOT NULL CHECK (length_ms >= 0), paid_fen INTEGER NOT NULL,
   refunded_fen INTEGER NOT NULL DEFAULT 0, credited_fen INTEGER NOT NULL DEFAULT 0, consumed_by TEXT, plan_name TEXT NOT NULL, created_at TEXT NOT NULL)`;

export interface SegmentRow {
  id: number;
  user_id: number;
  order_no: string | null;
  tier: Tier;
  anchor: string;
  bought_ms: number;
  length_ms: number;
  paid_fen: number;
  refunded_fen: number;
  credited_fen: number;
  consumed_by: string | null;
  plan_name: string;
}
function segmentRow(row: Record<string, unknown>): SegmentRow {
  return {
    id: Number(row.id),
    user_id: Number(row.user_id),
    order_no: (row.order_no as string | null) ?? null,
    tier: String(row.tier) as Tier,
    anchor: String(row.anchor_at),
    bought_ms: Number(row.bought_ms),
    length_ms: Number(row.length_ms),
    paid_fen: Number(row.paid_fen),
    refunded_fen: Number(row.refunded_fen),
    credited_fen: Number(row.credited_fen),
    consumed_by: (row.consumed_by as string | null) ?? null,
    plan_name: String(row.plan_name),
  };
}

export async function memberSegments(db: Db, userId: number): Promise<SegmentRow[]> {
  const rows = await db.execute({ sql: 'SELECT * FROM member_segments WHERE user_id = ? ORDER BY id', args: [userId] });
  return rows.rows.map((row) => segmentRow(row as Record<string, unknown>));
}

/** The membership stored before segments existed (seed users, grants): a base segment the first segment write takes over. */
async function legacyMembership(
  db: Db,
  userId: number,
  now: Date,
): Promise<{ level: MemberLevel; expire_at: string | null }> {
  const row = (
    await db.execute({
      sql: 'SELECT u.vip_level, m.expire_at FROM users u LEFT JOIN vip_memberships m ON m.user_id = u.id WHERE u.id = ?',
      args: [userId],
    })
  ).rows[0];
  const stored = String(row?.vip_level ?? 'NONE') as MemberLevel;
  const expireAt = (row?.expire_at as string | null) ?? null;
  if (stored === 'NONE' || remainingDays(expireAt, now) === 0) return { level: 'NONE', expire_at: null };
  return { level: stored, expire_at: expireAt };
}

/** The member's level as it stands now: read from the segments' layout (a lapsed membership counts as NONE). */
export async function membershipOf(
  db: Db,
  userId: number,
  now = new Date(),
): Promise<z.input<typeof membershipSchema>> {
  const closed = (
    await db.execute({ sql: "SELECT 1 FROM users WHERE id = ? AND mobile LIKE 'closed:%'", args: [userId] })
  ).rows[0];
  if (closed) return { level: 'NONE', expire_at: null, days_left: 0 };
  const segments = await memberSegments(db, userId);
  const read =
    segments.length > 0 ? levelOfSegments(layoutSegments(segments), now) : await legacyMembership(db, userId, now);
  const daysLeft = remainingDays(read.expire_at, now);
  if (read.level === 'NONE' || daysLeft === 0) return { level: 'NONE', expire_at: null, days_left: 0 };
  return { level: read.level, expire_at: read.expire_at, days_left: daysLeft };
}

/**
 * The segments of a user with one change applied, written back in one batch: the changed rows, each
 * paid order's service period and member entitlement moved to its new place, and the level projection.
 * `added` is a segment being bought now (it is laid out last, as its id will be the largest).
 */
export async function segmentWrite(
  db: Db,
  userId: number,
  now: Date,
  change: (segments: SegmentRow[]) => { changed: SegmentRow[]; added?: Omit<SegmentRow, 'id'> },
): Promise<{ statements: InStatement[]; added: { start: Date; end: Date } | null }> {
  let segments = await memberSegments(db, userId);
  const statements: InStatement[] = [];
  if (segments.length === 0) {
    // The first segment write takes over a membership stored before segments (seed, grants) as a base segment.
    const legacy = await legacyMembership(db, userId, now);
    if (legacy.level !== 'NONE' && legacy.expire_at) {
      const base: SegmentRow = {
        id: 0,
        user_id: userId,
        order_no: null,
        tier: legacy.level,
        anchor: now.toISOString(),
        bought_ms: new Date(legacy.expire_at).getTime() - now.getTime(),
        length_ms: new Date(legacy.expire_at).getTime() - now.getTime(),
        paid_fen: 0,
        refunded_fen: 0,
        credited_fen: 0,
        consumed_by: null,
        plan_name: `${legacy.level}会员`,
      };
      segments = [base];
    }
  }
  const { changed, added } = change(segments);
  const byId = new Map(changed.map((segment) => [segment.id, segment]));
  if (segments[0]?.id === 0) statements.push(insertSegment(byId.get(0) ?? segments[0], now));
  for (const segment of changed) {
    if (segment.id === 0) continue;
    statements.push({
      sql: 'UPDATE member_segments SET length_ms = ?, refunded_fen = ?, credited_fen = ?, consumed_by = ? WHERE id = ?',
      args: [segment.length_ms, segment.refunded_fen, segment.credited_fen, segment.consumed_by, segment.id],
    });
  }
  const NEW_ID = Number.MAX_SAFE_INTEGER;
  const all = [
    ...segments.map((segment) => byId.get(segment.id) ?? segment),
    ...(added ? [{ ...added, id: NEW_ID }] : []),
  ];
  // The base segment (id 0 until inserted) is the oldest.
  const placed = layoutSegments(all.map((segment) => ({ ...segment, id: segment.id === 0 ? -1 : segment.id })));
  if (added) statements.push(insertSegment({ ...added, id: NEW_ID }, now));
  for (const segment of placed) {
    if (!segment.order_no || segment.id === NEW_ID) continue;
    statements.push(
      {
        sql: 'UPDATE orders SET service_start = ?, service_end = ? WHERE order_no = ?',
        args: [segment.start.toISOString(), segment.end.toISOString(), segment.order_no],
      },
      {
        sql: "UPDATE entitlements SET start_at = ?, end_at = ? WHERE order_no = ? AND kind = 'member'",
        args: [segment.start.toISOString(), segment.end.toISOString(), segment.order_no],
      },
    );
  }
  const level = levelOfSegments(placed, now);
  statements.push(
    { sql: 'UPDATE users SET vip_level = ? WHERE id = ?', args: [level.level, userId] },
    level.expire_at
      ? {
          sql: 'INSERT INTO vip_memberships (user_id, expire_at) VALUES (?, ?) ON CONFLICT(user_id) DO UPDATE SET expire_at = excluded.expire_at',
          args: [userId, level.expire_at],
        }
      : {
          sql: 'UPDATE vip_memberships SET expire_at = ? WHERE user_id = ? AND expire_at > ?',
          args: [now.toISOString(), userId, now.toISOString()],
        },
  );
  const addedPlace = added ? placed.find((segment) => segment.id === NEW_ID)! : null;
  return { statements, added: addedPlace ? { start: addedPlace.start, end: addedPlace.end } : null };
}

function insertSegment(segment: SegmentRow, now: Date): InStatement {
  return {
    sql: `INSERT INTO member_segments (user_id, order_no, tier, anchor_at, bought_ms, length_ms, paid_fen, refunded_fen, credited_fen, consumed_by, plan_name, created_at)
          VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    args: [
      segment.user_id,
      segment.order_no,
      segment.tier,
      segment.anchor,
      segment.bought_ms,
      segment.length_ms,
      segment.paid_fen,
      segment.refunded_fen,
      segment.credited_fen,
      segment.consumed_by,
      segment.plan_name,
      now.toISOString(),
    ],
  };
}

export interface CreditItem {
  order_no: string;
  plan_name: string;
  paid_fen: number;
  segment_days: number;
  unused_days: number;
  credit_fen: number;
}

/**
 * The VIP → SVIP upgrade credit: for each VIP segment still running or queued, the unused part of
 * what was paid for it (lib/member/rules segmentCreditFen), in purchase order, in total at most
 * `capFen` (at least 1 fen is left to pay). A segment without a payment (seed, grant) is worth 0.
 */
export function upgradeCreditItems(
  segments: readonly SegmentRow[],
  now: Date,
  capFen: number,
): { items: CreditItem[]; allocation: Map<number, number>; total: number } {
  const placed = layoutSegments(segments);
  const items: CreditItem[] = [];
  const allocation = new Map<number, number>();
  let total = 0;
  for (const segment of placed) {
    if (segment.tier !== 'VIP' || segment.end.getTime() <= now.getTime() || segment.consumed_by) continue;
    const value = segment.paid_fen - segment.refunded_fen;
    const credit = segmentCreditFen({
      value_fen: value,
      length_ms: segment.length_ms,
      start: segment.start,
      end: segment.end,
      now,
    });
    const taken = Math.max(0, Math.min(credit.credit_fen, capFen - total));
    allocation.set(segment.id, taken);
    total += taken;
    if (segment.order_no)
      items.push({
        order_no: segment.order_no,
        plan_name: segment.plan_name,
        paid_fen: value,
        segment_days: credit.segment_days,
        unused_days: credit.unused_days,
        credit_fen: taken,
      });
  }
  return { items, allocation, total };
}

export interface PricedQuote {
  plan: PlanRow;
  quote: z.input<typeof quoteSchema>;
  coupons: Offered[];
}

/**
 * Prices one purchase for one user. `couponChoice`: 'auto' picks the best coupon, null takes none, a
 * number takes that coupon (refused when it is not the user's or does not fit).
 */
export async function priceQuote(
  db: Db,
  userId: number,
  plan: PlanRow,
  couponChoice: number | null | 'auto',
  now = new Date(),
  inLive = false,
): Promise<PricedQuote> {
  const member = await membershipOf(db, userId, now);
  // A sku without membership (course, butler, tool) is always a new purchase; a bundle is decided by its membership part.
  const decision: PurchaseDecision = plan.tier ? purchaseKind(member.level, plan.tier) : { allowed: true, kind: 'new' };
  const vipDaysLeft = decision.allowed && decision.kind === 'upgrade' ? member.days_left : 0;
  const upgrade =
    vipDaysLeft > 0
      ? upgradeCreditItems(await memberSegments(db, userId), now, plan.price_fen - 1)
      : { items: [], total: 0 };
  const credit = upgrade.total;
  const amount = plan.price_fen - credit;
  const ctx = { amountFen: amount, skuId: plan.sku_id, now, prepay: plan.prepay, inLive };
  const coupons = await offeredCoupons(db, userId, ctx);
  let chosen: Offered | null = null;
  if (couponChoice === 'auto') {
    const best = bestCoupon(
      coupons.filter((c) => c.usable),
      ctx,
    );
    chosen = best ? coupons.find((c) => c.id === best.coupon.id)! : null;
  } else if (couponChoice !== null) {
    chosen = coupons.find((c) => c.id === couponChoice) ?? null;
    if (!chosen) throw new UpstreamError(1003, '优惠券不存在或已被使用', 409);
    if (!chosen.usable) throw new UpstreamError(1003, `该优惠券不可用：${chosen.reason}`, 400);
  }
  const discount = chosen?.discount_fen ?? 0;
  return {
    plan,
    coupons,
    quote: {
      plan_id: plan.id,
      kind: decision.allowed ? decision.kind : 'new',
      allowed: decision.allowed,
      refusal: decision.allowed ? null : decision.message,
      amount_fen: amount,
      credit_fen: credit,
      credit_items: upgrade.items,
      vip_days_left: vipDaysLeft,
      coupon_id: chosen?.id ?? null,
      discount_fen: discount,
      pay_fen: amount - discount,
    },
  };
}

function campaignBody(row: Record<string, unknown>) {
  return JSON.parse(String(row.body)) as Omit<z.input<typeof campaignSchema>, 'plans'> & { plan_ids: string[] };
}

const quoteQuery = z.object({
  plan_id: z.string().min(1),
  coupon: z.union([z.literal('auto'), z.literal('none'), z.coerce.number().int().positive()]).default('auto'),
  /** Where the purchase started: a live room's source is the live context of live_only coupons. */
  source: z.string().max(40).optional(),
});
const unionClaimInput = z.object({ partner_id: z.coerce.number().int().positive() }).strict();

export const memberModule: UpstreamModule = {
  name: 'member',
  version: 2,
  tables: ['member_plans', 'member_campaigns', 'union_claims'],
  schema: [
    MEMBER_SEGMENTS_SCHEMA,
    'CREATE INDEX IF NOT EXISTS member_segments_user ON member_segments (user_id, id)',
    'CREATE TABLE IF NOT EXISTS member_plans (id TEXT PRIMARY KEY, sku_id INTEGER NOT NULL UNIQUE, tier TEXT NOT NULL, sort INTEGER NOT NULL, on_sale INTEGER NOT NULL, body TEXT NOT NULL)',
    'CREATE TABLE IF NOT EXISTS member_campaigns (slug TEXT PRIMARY KEY, body TEXT NOT NULL)',
    `CREATE TABLE IF NOT EXISTS union_claims (
       id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL REFERENCES users(id), partner_id INTEGER NOT NULL,
       code TEXT NOT NULL, claimed_at TEXT NOT NULL, UNIQUE (user_id, partner_id))`,
  ],
  async seed(db) {
    for (const [index, plan] of [...PLANS, ...PRODUCT_PLANS].entries()) {
      // The tier column filters /member/plans?tier=: a product sku files under its kind (course, butler, dragon, merge).
      const filed = plan.product ? plan.product.kind : plan.tier;
      await db.execute({
        sql: 'INSERT OR REPLACE INTO member_plans VALUES (?, ?, ?, ?, 1, ?)',
        args: [plan.id, plan.sku_id, filed, index, JSON.stringify(plan)],
      });
    }
    for (const campaign of campaigns(Date.now())) {
      await db.execute({
        sql: 'INSERT OR REPLACE INTO member_campaigns VALUES (?, ?)',
        args: [campaign.slug, JSON.stringify(campaign)],
      });
    }
    // An expired VIP for the "expired member" state (DOMAIN-MODEL seed users).
    await db.execute({
      sql: "INSERT OR IGNORE INTO users (mobile, nickname, vip_level, created_at) VALUES ('13800000006', '到期会员老陈', 'VIP', ?)",
      args: [new Date().toISOString()],
    });
    await db.execute({
      sql: "INSERT OR REPLACE INTO vip_memberships (user_id, expire_at) SELECT id, ? FROM users WHERE mobile = '13800000006'",
      args: [new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString()],
    });
  },
  routes(router) {
    router.get('/member/plans', async (ctx) => {
      const tier = ctx.query.get('tier');
      const rows = await ctx.db.execute({
        sql: 'SELECT body FROM member_plans WHERE on_sale = 1 AND (? IS NULL OR tier = ?) ORDER BY sort',
        args: [tier, tier],
      });
      return { plans: rows.rows.map((row) => planSchema.parse(JSON.parse(String(row.body)))) };
    });

    router.get('/member/campaigns/:slug', async (ctx) => {
      const row = (
        await ctx.db.execute({ sql: 'SELECT body FROM member_campaigns WHERE slug = ?', args: [ctx.params.slug] })
      ).rows[0];
      if (!row) throw new UpstreamError(404, '活动不存在', 404);
      const { plan_ids: planIds, ...campaign } = campaignBody(row as Record<string, unknown>);
      return { ...campaign, plans: await plansByIds(ctx.db, planIds) } satisfies z.input<typeof campaignSchema>;
    });

    router.get('/member/rights', async () => ({ rows: RIGHTS }) satisfies z.input<typeof rightsMatrixSchema>);

    router.get('/member/membership', async (ctx) => membershipOf(ctx.db, (await ctx.requireUser()).id));

    router.get('/member/quote', async (ctx) => {
      const user = await ctx.requireUser();
      const query = quoteQuery.safeParse(Object.fromEntries(ctx.query));
      if (!query.success) throw new UpstreamError(1003, '缺少相关参数', 400);
      const plan = await findPlan(ctx.db, query.data.plan_id);
      if (!plan) throw new UpstreamError(1003, '套餐不存在或已下架', 404);
      const choice = query.data.coupon === 'auto' ? 'auto' : query.data.coupon === 'none' ? null : query.data.coupon;
      await settleDueRewards(ctx.db, user.id);
      const priced = await priceQuote(
        ctx.db,
        user.id,
        plan,
        choice,
        new Date(),
        await liveContextOf(ctx.db, query.data.source),
      );
      return {
        plan: priced.plan,
        quote: priced.quote,
        coupons: priced.coupons,
        membership: await membershipOf(ctx.db, user.id),
      };
    });

    router.get(
      '/member/union',
      async () => ({ partners: UNION_PARTNERS, rules: UNION_RULES }) satisfies z.input<typeof unionMemberSchema>,
    );

    router.get('/member/union/records', async (ctx) => {
      const user = await ctx.requireUser();
      const rows = await ctx.db.execute({
        sql: 'SELECT * FROM union_claims WHERE user_id = ? ORDER BY id DESC',
        args: [user.id],
      });
      return { records: rows.rows.map((row) => unionClaim(row as Record<string, unknown>)) };
    });

    router.post('/member/union/claim', async (ctx) => {
      const user = await ctx.requireUser();
      const { partner_id: partnerId } = parseBody(unionClaimInput, ctx);
      const key = idempotencyKeyOf(ctx);
      return withIdempotency(ctx.db, { scope: 'union.claim', userId: user.id, key, request: { partnerId } }, () =>
        moneyQueue(async () => {
          const partner = UNION_PARTNERS.find((p) => p.id === partnerId);
          if (!partner) throw new UpstreamError(404, '权益不存在', 404);
          const member = await membershipOf(ctx.db, user.id);
          if (TIER_RANK[member.level] < TIER_RANK[partner.tier])
            throw new UpstreamError(1003, `该权益仅限${partner.tier}会员领取`, 403);
          const claimed = await ctx.db.execute({
            sql: 'SELECT COUNT(*) AS n FROM union_claims WHERE user_id = ?',
            args: [user.id],
          });
          if (member.level === 'VIP' && Number(claimed.rows[0].n) >= 1)
            throw new UpstreamError(1003, 'VIP会员可领取1项联合权益，升级SVIP可领取全部', 409);
          const code = unionMemberCode(user.id, partnerId);
          const inserted = await ctx.db.execute({
            sql: 'INSERT OR IGNORE INTO union_claims (user_id, partner_id, code, claimed_at) VALUES (?, ?, ?, ?)',
            args: [user.id, partnerId, code, new Date().toISOString()],
          });
          if (inserted.rowsAffected === 0) throw new UpstreamError(1003, '本会员期内已领取过该权益', 409);
          const row = (
            await ctx.db.execute({
              sql: 'SELECT * FROM union_claims WHERE user_id = ? AND partner_id = ?',
              args: [user.id, partnerId],
            })
          ).rows[0];
          return unionClaim(row as Record<string, unknown>);
        }),
      );
    });
  },
};

function unionClaim(row: Record<string, unknown>): z.input<typeof unionClaimSchema> {
  const partnerId = Number(row.partner_id);
  return {
    id: Number(row.id),
    partner_id: partnerId,
    partner_name: UNION_PARTNERS.find((p) => p.id === partnerId)?.name ?? '',
    code: String(row.code),
    claimed_at: String(row.claimed_at),
  };
}
