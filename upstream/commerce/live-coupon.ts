import { z } from 'zod';
import { AnchorCouponInputSchema, type LiveCouponSchema, type LiveCouponListSchema } from '@/lib/live-coupon/schemas';
import { anchorCouponRefusal, liveCouponState, liveRoomOfSource } from '@/lib/live-coupon/rules';
import type { CouponType } from '@/lib/coupon/rules';
import { parseBody } from '@/upstream/core/body';
import { createSerialQueue, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { anchorCreate, requireAnchor } from '@/upstream/live/anchor';
import { UpstreamError, type Db, type HandlerContext, type UpstreamModule } from '@/upstream/core/types';
import { grantCoupon } from '@/upstream/shared/coupon';
import type { TemplateSeed } from '@/upstream/shared/coupon-templates';

/**
 * Live coupons: coupon templates of the coupon module (source 'live') tied to a live room
 * with a claim window. A claim is the coupon module's grantCoupon (stock and per-user limit checked,
 * stock taken and the wallet coupon inserted in one batch on the shared money queue) behind an
 * Idempotency-Key, so the claimed coupon is an ordinary user coupon: the wallet and the pay quote see it.
 * Runs after the coupon and live modules (upstream/registry.ts).
 */
const DAY = 24 * 60 * 60 * 1000;

/** A coupon template of the coupon module, numbered k within its room, with its own stock and claim window. */
interface LiveCouponSeed extends Omit<TemplateSeed, 'id' | 'stock' | 'source'> {
  k: number;
  stock: number;
  /** Days from the seed to the end of the claim window (negative: already over). */
  ends_in_days: number;
}

/** Per room: three in stock (one of them live-only, two scoped to skus), one sold out, one expired. */
const ROOM_COUPONS: LiveCouponSeed[] = [
  {
    k: 1,
    name: '直播间满100减20',
    type: 'FULL_REDUCTION',
    value: 2000,
    threshold_fen: 10000,
    max_off_fen: null,
    sku_scope: null,
    valid_days: 3,
    per_user_limit: 1,
    stock: 200,
    live_only: true,
    ends_in_days: 30,
  },
  {
    k: 2,
    name: 'SVIP直播专享8.5折',
    type: 'DISCOUNT',
    value: 850,
    threshold_fen: 0,
    max_off_fen: 5000,
    sku_scope: [611, 612, 613],
    valid_days: 7,
    per_user_limit: 1,
    stock: 120,
    live_only: false,
    ends_in_days: 30,
  },
  {
    k: 3,
    name: 'VIP直播立减10元',
    type: 'INSTANT',
    value: 1000,
    threshold_fen: 0,
    max_off_fen: null,
    sku_scope: [601, 602, 603],
    valid_days: 7,
    per_user_limit: 1,
    stock: 80,
    live_only: false,
    ends_in_days: 30,
  },
  {
    k: 4,
    name: 'VIP体验券3天',
    type: 'TRIAL',
    value: 3,
    threshold_fen: 0,
    max_off_fen: null,
    sku_scope: null,
    valid_days: 15,
    per_user_limit: 1,
    stock: 0,
    live_only: false,
    ends_in_days: 30,
  },
  {
    k: 5,
    name: '开播福利满50减8',
    type: 'FULL_REDUCTION',
    value: 800,
    threshold_fen: 5000,
    max_off_fen: null,
    sku_scope: null,
    valid_days: 3,
    per_user_limit: 1,
    stock: 50,
    live_only: true,
    ends_in_days: -1,
  },
];
const SEED_TOTALS: Record<number, number> = { 1: 200, 2: 120, 3: 80, 4: 60, 5: 50 };

/** Template ids of live coupons: 1000 + room × 10 + k, clear of the coupon module's own ids. */
const templateIdOf = (roomId: number, k: number) => 1000 + roomId * 10 + k;

const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';

/** Ids of coupons anchors create: above 100000, clear of the seeds (1000 + room × 10 + k) and dev coupons (90000+). */
const ANCHOR_COUPON_BASE = 100_000;
/** Creates take the next id one at a time (two anchors at once must not share one). */
const createQueue = createSerialQueue();

const LIST_SQL = `SELECT lc.id, lc.room_id, lc.template_id, lc.total, lc.claim_ends_at, t.name, t.type, t.value, t.threshold_fen, t.max_off_fen,
  t.sku_scope, t.valid_days, t.per_user_limit, t.stock, t.live_only,
  (SELECT COUNT(*) FROM user_coupons c WHERE c.template_id = lc.template_id AND c.user_id = ?) AS held
  FROM live_coupons lc JOIN coupon_templates t ON t.id = lc.template_id`;

function toLiveCoupon(row: Record<string, unknown>, userId: number | null, now: Date) {
  const held = userId === null ? null : Number(row.held);
  const facts = {
    stock: Number(row.stock),
    claimEndsAt: String(row.claim_ends_at),
    perUserLimit: Number(row.per_user_limit),
    held: held ?? 0,
  };
  return {
    id: Number(row.id),
    roomId: Number(row.room_id),
    templateId: Number(row.template_id),
    name: String(row.name),
    type: String(row.type) as CouponType,
    value: Number(row.value),
    thresholdFen: Number(row.threshold_fen),
    maxOffFen: row.max_off_fen === null ? null : Number(row.max_off_fen),
    skuScope: row.sku_scope ? (JSON.parse(String(row.sku_scope)) as number[]) : null,
    liveOnly: Number(row.live_only) === 1,
    validDays: Number(row.valid_days),
    perUserLimit: facts.perUserLimit,
    stock: facts.stock,
    total: Number(row.total),
    claimEndsAt: facts.claimEndsAt,
    held,
    state: liveCouponState(facts, now),
  } satisfies z.input<typeof LiveCouponSchema>;
}

function positiveId(raw: string | undefined): number {
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value <= 0) throw new UpstreamError(1003, '缺少相关参数', 400);
  return value;
}

async function roomTitle(db: Db, roomId: number): Promise<string> {
  const room = (await db.execute({ sql: 'SELECT title FROM live_rooms WHERE id = ?', args: [roomId] })).rows[0];
  if (!room) throw new UpstreamError(404, '直播间不存在', 404);
  return String(room.title);
}

async function insertLiveCoupon(
  db: Db,
  roomId: number,
  templateId: number,
  seed: Omit<LiveCouponSeed, 'k'>,
  total: number,
  now: number,
) {
  await db.batch(
    [
      {
        sql: "INSERT OR REPLACE INTO coupon_templates VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'live')",
        args: [
          templateId,
          seed.name,
          seed.type,
          seed.value,
          seed.threshold_fen,
          seed.max_off_fen,
          seed.sku_scope ? JSON.stringify(seed.sku_scope) : null,
          seed.valid_days,
          seed.per_user_limit,
          seed.stock,
          seed.live_only ? 1 : 0,
        ],
      },
      {
        sql: 'INSERT OR REPLACE INTO live_coupons (id, room_id, template_id, total, claim_ends_at, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        args: [
          templateId,
          roomId,
          templateId,
          total,
          new Date(now + seed.ends_in_days * DAY).toISOString(),
          new Date(now).toISOString(),
        ],
      },
    ],
    'write',
  );
}

/** What an anchor's room issued since 00:00 Asia/Shanghai: coupons, and what they could take off in total. */
async function issuedToday(db: Db, roomId: number): Promise<{ stock: number; offFen: number }> {
  const now = Date.now();
  const midnight = new Date(Math.floor((now + 8 * 3600_000) / DAY) * DAY - 8 * 3600_000).toISOString();
  const row = (
    await db.execute({
      sql: `SELECT COALESCE(SUM(lc.total), 0) AS stock,
                   COALESCE(SUM(lc.total * CASE t.type WHEN 'DISCOUNT' THEN COALESCE(t.max_off_fen, 0) WHEN 'TRIAL' THEN 0 ELSE t.value END), 0) AS off
              FROM live_coupons lc JOIN coupon_templates t ON t.id = lc.template_id
             WHERE lc.room_id = ? AND lc.id > ? AND lc.created_at >= ?`,
      args: [roomId, ANCHOR_COUPON_BASE, midnight],
    })
  ).rows[0];
  return { stock: Number(row.stock), offFen: Number(row.off) };
}

/** Whether a purchase's source is a live room (its coupons marked live_only apply then, and only then). */
export async function liveContextOf(db: Db, source: string | null | undefined): Promise<boolean> {
  const roomId = liveRoomOfSource(source);
  if (roomId === null) return false;
  return Boolean((await db.execute({ sql: 'SELECT 1 FROM live_rooms WHERE id = ?', args: [roomId] })).rows[0]);
}

const devCouponBody = z
  .object({
    room_id: z.number().int().positive(),
    stock: z.number().int().min(0).max(1000),
    sku_scope: z.array(z.number().int()).nullable().default(null),
  })
  .strict();

export const liveCouponModule: UpstreamModule = {
  name: 'live-coupon',
  version: 1,
  tables: ['live_coupons'],
  schema: [
    `CREATE TABLE IF NOT EXISTS live_coupons (
       id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES live_rooms(id), template_id INTEGER NOT NULL UNIQUE REFERENCES coupon_templates(id),
       total INTEGER NOT NULL, claim_ends_at TEXT NOT NULL, created_at TEXT NOT NULL)`,
    'CREATE INDEX IF NOT EXISTS live_coupons_room ON live_coupons (room_id)',
  ],
  async seed(db) {
    const now = Date.now();
    const rooms = await db.execute('SELECT id FROM live_rooms ORDER BY id');
    for (const room of rooms.rows) {
      for (const { k, ...seed } of ROOM_COUPONS)
        await insertLiveCoupon(db, Number(room.id), templateIdOf(Number(room.id), k), seed, SEED_TOTALS[k], now);
    }
  },
  routes(router) {
    router.get('/live/rooms/:id/coupons', async (ctx) => {
      const roomId = positiveId(ctx.params.id);
      const title = await roomTitle(ctx.db, roomId);
      const userId = (await ctx.optionalUser())?.id ?? null;
      const rows = await ctx.db.execute({
        sql: `${LIST_SQL} WHERE lc.room_id = ? ORDER BY lc.id`,
        args: [userId ?? 0, roomId],
      });
      const now = new Date();
      return {
        roomId,
        roomTitle: title,
        coupons: rows.rows.map((row) => toLiveCoupon(row as Record<string, unknown>, userId, now)),
      } satisfies z.input<typeof LiveCouponListSchema>;
    });

    router.post('/live/rooms/:id/coupons/:couponId/claim', async (ctx: HandlerContext) => {
      const user = await ctx.requireUser();
      const roomId = positiveId(ctx.params.id);
      const couponId = positiveId(ctx.params.couponId);
      const key = idempotencyKeyOf(ctx);
      return withIdempotency(
        ctx.db,
        { scope: 'live.coupon.claim', userId: user.id, key, request: { roomId, couponId } },
        async () => {
          // Another room's coupon id is simply not found here.
          const row = (
            await ctx.db.execute({
              sql: 'SELECT template_id, claim_ends_at FROM live_coupons WHERE id = ? AND room_id = ?',
              args: [couponId, roomId],
            })
          ).rows[0];
          if (!row) throw new UpstreamError(404, '优惠券不存在', 404);
          if (new Date(String(row.claim_ends_at)).getTime() <= Date.now())
            throw new UpstreamError(1003, '优惠券领取已结束', 409);
          return grantCoupon(ctx.db, user.id, Number(row.template_id), 'live', `live-room:${roomId}`);
        },
      );
    });

    // The anchor's own room's coupons, with how many were claimed (total − stock).
    router.get('/live/anchor/coupons', async (ctx) => {
      const anchor = await requireAnchor(ctx);
      const title = await roomTitle(ctx.db, anchor.roomId);
      const rows = await ctx.db.execute({
        sql: `${LIST_SQL} WHERE lc.room_id = ? ORDER BY lc.created_at DESC, lc.id DESC`,
        args: [0, anchor.roomId],
      });
      const now = new Date();
      return {
        roomId: anchor.roomId,
        roomTitle: title,
        coupons: rows.rows.map((row) => toLiveCoupon(row as Record<string, unknown>, null, now)),
      } satisfies z.input<typeof LiveCouponListSchema>;
    });

    // An anchor issues a live coupon in their own room; viewers claim it through the claim route above.
    router.post('/live/anchor/coupons', async (ctx) => {
      const anchor = await requireAnchor(ctx);
      const input = parseBody(AnchorCouponInputSchema, ctx);
      return anchorCreate(ctx, anchor, 'coupon', input, () =>
        createQueue(async () => {
          const refusal = anchorCouponRefusal(input, await issuedToday(ctx.db, anchor.roomId), anchor.status);
          if (refusal) throw new UpstreamError(1003, refusal, anchor.status === 'active' ? 409 : 403);
          const id = Number(
            (
              await ctx.db.execute({
                sql: 'SELECT COALESCE(MAX(id), ?) + 1 AS id FROM live_coupons WHERE id > ?',
                args: [ANCHOR_COUPON_BASE, ANCHOR_COUPON_BASE],
              })
            ).rows[0].id,
          );
          const now = Date.now();
          const seed = {
            name: input.name,
            type: input.type,
            value: input.value,
            threshold_fen: input.thresholdFen,
            max_off_fen: input.maxOffFen,
            sku_scope: null,
            valid_days: input.validDays,
            per_user_limit: input.perUserLimit,
            stock: input.stock,
            live_only: input.liveOnly,
            ends_in_days: input.claimHours / 24,
          };
          await insertLiveCoupon(ctx.db, anchor.roomId, id, seed, input.stock, now);
          const row = (await ctx.db.execute({ sql: `${LIST_SQL} WHERE lc.id = ?`, args: [0, id] })).rows[0];
          return toLiveCoupon(row as Record<string, unknown>, null, new Date());
        }),
      );
    });

    // Development only: a fresh live coupon with a given stock (concurrency tests need a full stock every run).
    router.post('/__dev/live/coupons', async (ctx) => {
      if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
      const body = parseBody(devCouponBody, ctx);
      await roomTitle(ctx.db, body.room_id);
      const next = Number(
        (await ctx.db.execute('SELECT COALESCE(MAX(id), 90000) + 1 AS id FROM live_coupons WHERE id > 90000')).rows[0]
          .id,
      );
      const seed = {
        name: '测试直播立减5元',
        type: 'INSTANT' as const,
        value: 500,
        threshold_fen: 0,
        max_off_fen: null,
        sku_scope: body.sku_scope,
        valid_days: 7,
        per_user_limit: 1,
        stock: body.stock,
        live_only: false,
        ends_in_days: 1,
      };
      await insertLiveCoupon(ctx.db, body.room_id, next, seed, body.stock, Date.now());
      return { id: next, template_id: next };
    });
  },
};
