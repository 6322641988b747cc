import { z } from 'zod';
import type { offeredCouponSchema } from '../../lib/coupon/schemas';
import { bestCoupon } from '../../lib/coupon/rules';
import { planSchema, type campaignSchema, type membershipSchema, type rightsMatrixSchema, type unionClaimSchema, type unionMemberSchema } from '../../lib/member/schemas';
import { purchaseKind, remainingDays, type PurchaseDecision, TIER_RANK, upgradeCreditFen, type MemberLevel } from '../../lib/member/rules';
import type { quoteSchema } from '../../lib/order/schemas';
import { parseBody } from '../core/body';
import { idempotencyKeyOf, moneyQueue, withIdempotency } from '../core/idempotency';
import { UpstreamError, type Db, type UpstreamModule } from '../core/types';
import { offeredCoupons } from './coupon';
import { campaigns, PLANS, PRODUCT_PLANS, RIGHTS, UNION_PARTNERS, UNION_RULES, UPGRADE_REFERENCE_PLAN } from './member-catalogue';
import { unionMemberCode } from './union-code';

/**
 * Membership (DOMAIN-MODEL Plan): the plan catalogue, sale/conversion campaigns, the rights matrix,
 * union-member partner benefits, the member's current level, and the quote — the one place a
 * purchase is priced (new / renew / upgrade by the remaining period, best coupon). The order module
 * prices orders with the same `priceQuote`, so what the confirm page shows is what the order charges.
 */
type PlanRow = z.infer<typeof planSchema>;
type Offered = z.input<typeof offeredCouponSchema>;

export async function findPlan(db: Db, planId: string): Promise<PlanRow | null> {
  const row = (await db.execute({ sql: 'SELECT body FROM member_plans WHERE id = ? AND on_sale = 1', args: [planId] })).rows[0];
  return row ? planSchema.parse(JSON.parse(String(row.body))) : null;
}

async function plansByIds(db: Db, ids: string[]): Promise<PlanRow[]> {
  const found = await Promise.all(ids.map((id) => findPlan(db, id)));
  return found.filter((plan): plan is PlanRow => plan !== null);
}

/** The member's level as it stands now: a lapsed membership counts as NONE. */
export async function membershipOf(db: Db, userId: number, now = new Date()): Promise<z.input<typeof membershipSchema>> {
  const row = (await db.execute({ sql: 'SELECT u.vip_level, m.expire_at FROM users u LEFT JOIN vip_memberships m ON m.user_id = u.id WHERE u.id = ?', args: [userId] })).rows[0];
  const stored = String(row?.vip_level ?? 'NONE') as MemberLevel;
  const expireAt = (row?.expire_at as string | null) ?? null;
  const daysLeft = remainingDays(expireAt, now);
  if (stored === 'NONE' || daysLeft === 0) return { level: 'NONE', expire_at: null, days_left: 0 };
  return { level: stored, expire_at: expireAt, days_left: daysLeft };
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
export async function priceQuote(db: Db, userId: number, plan: PlanRow, couponChoice: number | null | 'auto', now = new Date()): Promise<PricedQuote> {
  const member = await membershipOf(db, userId, now);
  // A sku without membership (course, butler, tool) is always a new purchase; a bundle is decided by its membership part.
  const decision: PurchaseDecision = plan.tier ? purchaseKind(member.level, plan.tier) : { allowed: true, kind: 'new' };
  let credit = 0;
  const vipDaysLeft = decision.allowed && decision.kind === 'upgrade' ? member.days_left : 0;
  if (vipDaysLeft > 0) {
    const reference = (await findPlan(db, UPGRADE_REFERENCE_PLAN))!;
    credit = upgradeCreditFen(plan.price_fen, vipDaysLeft, { priceFen: reference.price_fen, days: reference.days });
  }
  const amount = plan.price_fen - credit;
  const ctx = { amountFen: amount, skuId: plan.sku_id, now, prepay: plan.prepay };
  const coupons = await offeredCoupons(db, userId, ctx);
  let chosen: Offered | null = null;
  if (couponChoice === 'auto') {
    const best = bestCoupon(coupons.filter((c) => c.usable), ctx);
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
});
const unionClaimInput = z.object({ partner_id: z.coerce.number().int().positive() }).strict();

export const memberModule: UpstreamModule = {
  name: 'member',
  version: 2,
  tables: ['member_plans', 'member_campaigns', 'union_claims'],
  schema: [
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
      await db.execute({ sql: 'INSERT OR REPLACE INTO member_plans VALUES (?, ?, ?, ?, 1, ?)', args: [plan.id, plan.sku_id, filed, index, JSON.stringify(plan)] });
    }
    for (const campaign of campaigns(Date.now())) {
      await db.execute({ sql: 'INSERT OR REPLACE INTO member_campaigns VALUES (?, ?)', args: [campaign.slug, JSON.stringify(campaign)] });
    }
    // An expired VIP for the "expired member" state (DOMAIN-MODEL seed users).
    await db.execute({ sql: "INSERT OR IGNORE INTO users (mobile, nickname, vip_level, created_at) VALUES ('13800000006', '到期会员老陈', 'VIP', ?)", args: [new Date().toISOString()] });
    await db.execute({
      sql: "INSERT OR REPLACE INTO vip_memberships (user_id, expire_at) SELECT id, ? FROM users WHERE mobile = '13800000006'",
      args: [new Date(Date.now() - 10 * 24 * 3600 * 1000).toISOString()],
    });
  },
  routes(router) {
    router.get('/member/plans', async (ctx) => {
      const tier = ctx.query.get('tier');
      const rows = await ctx.db.execute({ sql: 'SELECT body FROM member_plans WHERE on_sale = 1 AND (? IS NULL OR tier = ?) ORDER BY sort', args: [tier, tier] });
      return { plans: rows.rows.map((row) => planSchema.parse(JSON.parse(String(row.body)))) };
    });

    router.get('/member/campaigns/:slug', async (ctx) => {
      const row = (await ctx.db.execute({ sql: 'SELECT body FROM member_campaigns WHERE slug = ?', args: [ctx.params.slug] })).rows[0];
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
      const priced = await priceQuote(ctx.db, user.id, plan, choice);
      return { plan: priced.plan, quote: priced.quote, coupons: priced.coupons, membership: await membershipOf(ctx.db, user.id) };
    });

    router.get('/member/union', async () => ({ partners: UNION_PARTNERS, rules: UNION_RULES }) satisfies z.input<typeof unionMemberSchema>);

    router.get('/member/union/records', async (ctx) => {
      const user = await ctx.requireUser();
      const rows = await ctx.db.execute({ sql: 'SELECT * FROM union_claims WHERE user_id = ? ORDER BY id DESC', args: [user.id] });
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
          if (TIER_RANK[member.level] < TIER_RANK[partner.tier]) throw new UpstreamError(1003, `该权益仅限${partner.tier}会员领取`, 403);
          const claimed = await ctx.db.execute({ sql: 'SELECT COUNT(*) AS n FROM union_claims WHERE user_id = ?', args: [user.id] });
          if (member.level === 'VIP' && Number(claimed.rows[0].n) >= 1) throw new UpstreamError(1003, 'VIP会员可领取1项联合权益，升级SVIP可领取全部', 409);
          const code = unionMemberCode(user.id, partnerId);
          const inserted = await ctx.db.execute({ sql: 'INSERT OR IGNORE INTO union_claims (user_id, partner_id, code, claimed_at) VALUES (?, ?, ?, ?)', args: [user.id, partnerId, code, new Date().toISOString()] });
          if (inserted.rowsAffected === 0) throw new UpstreamError(1003, '本会员期内已领取过该权益', 409);
          const row = (await ctx.db.execute({ sql: 'SELECT * FROM union_claims WHERE user_id = ? AND partner_id = ?', args: [user.id, partnerId] })).rows[0];
          return unionClaim(row as Record<string, unknown>);
        }),
      );
    });
  },
};

function unionClaim(row: Record<string, unknown>): z.input<typeof unionClaimSchema> {
  const partnerId = Number(row.partner_id);
  return { id: Number(row.id), partner_id: partnerId, partner_name: UNION_PARTNERS.find((p) => p.id === partnerId)?.name ?? '', code: String(row.code), claimed_at: String(row.claimed_at) };
}
