import type { Row } from '@libsql/client';
import type { z } from 'zod';
import { BAG_ERRORS } from '@/lib/live/lucky-bag-rules';
import {
  BagAddressInputSchema,
  LuckyBagInputSchema,
  type BagAddressResultSchema,
  type JoinResultSchema,
  type LuckyBagListSchema,
  type LuckyBagSchema,
  type WatchBeatSchema,
} from '@/lib/live/lucky-bag-schemas';
import { parseBody } from '@/upstream/core/body';
import { createSerialQueue } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type Router } from '@/upstream/core/types';
import { hasJoined, joinDraw, openDraw, participantCount, performDraw, readDraw } from '@/upstream/shared/draw';
import { anchorCreate, anchorOwnsOr404, requireAnchor } from './anchor';
import { awardOf, bagAwardStatements, settleBagAwards, submitAwardAddress, type BagPrize } from './lucky-bag-awards';

const bagQueue = createSerialQueue();

type Bag = z.input<typeof LuckyBagSchema>;
const fail = (error: { code: number; message: string }, status = 400) =>
  new UpstreamError(error.code, error.message, status);

/** Seconds watched in a room today (Asia/Shanghai), from the player's heartbeats. */
export async function watchedSeconds(db: Db, userId: number, roomId: number): Promise<number> {
  const row = (
    await db.execute({
      sql: 'SELECT seconds FROM live_watch WHERE user_id = ? AND room_id = ? AND day = ?',
      args: [userId, roomId, shanghaiDay(Date.now())],
    })
  ).rows[0];
  return row ? Number(row.seconds) : 0;
}

function shanghaiDay(now: number): string {
  return new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
}

/** A heartbeat counts the time since the previous one, at most 35 s: a paused tab earns nothing. */
async function recordBeat(db: Db, userId: number, roomId: number): Promise<number> {
  const now = Date.now();
  await db.execute({
    sql: `INSERT INTO live_watch (user_id, room_id, day, seconds, last_beat_at) VALUES (?, ?, ?, 0, ?)
          ON CONFLICT (user_id, room_id, day) DO UPDATE SET
            seconds = seconds + CASE WHEN excluded.last_beat_at - last_beat_at BETWEEN 0 AND 40000 THEN MIN(35, (excluded.last_beat_at - last_beat_at) / 1000) ELSE 0 END,
            last_beat_at = excluded.last_beat_at`,
    args: [userId, roomId, shanghaiDay(now), now],
  });
  return watchedSeconds(db, userId, roomId);
}

async function isFan(db: Db, userId: number, roomId: number): Promise<boolean> {
  const found = await db.execute({
    sql: 'SELECT 1 FROM live_fan_members f JOIN live_rooms r ON r.teacher_id = f.teacher_id WHERE f.user_id = ? AND r.id = ?',
    args: [userId, roomId],
  });
  return Boolean(found.rows[0]);
}

async function saidPassword(db: Db, userId: number, bag: Row): Promise<boolean> {
  const found = await db.execute({
    sql: 'SELECT 1 FROM live_chat_messages WHERE room_id = ? AND user_id = ? AND content = ? AND created_at >= ? LIMIT 1',
    args: [Number(bag.room_id), userId, String(bag.password), String(bag.opened_at)],
  });
  return Boolean(found.rows[0]);
}

const BAG_SELECT =
  'SELECT b.*, t.name AS anchor_name FROM live_lucky_bags b JOIN live_rooms r ON r.id = b.room_id JOIN live_teachers t ON t.id = r.teacher_id';

/** VIP-experience prizes are TRIAL coupons of a template of their own bag: ids above 500000, clear of live coupons (100000+). */
const BAG_COUPON_BASE = 500_000;

function prizeOf(row: Row): BagPrize {
  return {
    bagId: Number(row.id),
    kind: row.prize_kind as BagPrize['kind'],
    value: Number(row.prize_value),
    prizeName: String(row.prize_name),
    couponTemplateId:
      row.coupon_template_id === null || row.coupon_template_id === undefined ? null : Number(row.coupon_template_id),
  };
}

/** Draws a bag with its prizes in the draw's transaction, then grants what is still pending. */
async function drawBag(db: Db, row: Row): Promise<void> {
  const drawId = Number(row.draw_id);
  const prize = prizeOf(row);
  await performDraw(db, drawId, (winners) => bagAwardStatements(prize, drawId, winners));
  await settleBagAwards(db, prize);
}

/** A bag as its viewer sees it; a bag past its countdown is drawn on this read (the server decides, never the browser). */
async function toBag(db: Db, row: Row, userId: number | null): Promise<Bag> {
  const drawId = Number(row.draw_id);
  if (Date.parse(String(row.draw_at)) <= Date.now()) await drawBag(db, row);
  const draw = await readDraw(db, drawId);
  const roomId = Number(row.room_id);
  let me: Bag['me'] = null;
  if (userId !== null) {
    const seconds = await watchedSeconds(db, userId, roomId);
    const joined = await hasJoined(db, drawId, userId);
    const rangeOk = row.range !== 'fans' || (await isFan(db, userId, roomId));
    const conditionOk =
      row.condition === 'watch' ? seconds >= Number(row.watch_minutes) * 60 : await saidPassword(db, userId, row);
    const award = await awardOf(db, Number(row.id), userId);
    me = {
      userId,
      joined,
      watchedSeconds: seconds,
      eligible: rangeOk && conditionOk,
      won: draw.winners.some((winner) => winner.userId === userId),
      award: award ? { status: award.status, value: award.value } : null,
    };
  }
  return {
    id: Number(row.id),
    roomId,
    anchorName: String(row.anchor_name),
    prizeName: String(row.prize_name),
    prizeKind: row.prize_kind as Bag['prizeKind'],
    prizeValue: Number(row.prize_value),
    winnerCount: Number(row.winner_count),
    range: row.range as Bag['range'],
    condition: row.condition as Bag['condition'],
    watchMinutes: row.watch_minutes === null ? null : Number(row.watch_minutes),
    password: row.password === null ? null : String(row.password),
    openedAt: String(row.opened_at),
    drawAt: String(row.draw_at),
    status: draw.status === 'drawn' ? 'drawn' : 'open',
    participants: draw.participants.length,
    drawId,
    seedHash: draw.seedHash,
    winners: draw.winners.map(({ userId: id, nickname }) => ({ userId: id, nickname })),
    me,
  };
}

async function bagRow(db: Db, id: number): Promise<Row> {
  const row = (await db.execute({ sql: `${BAG_SELECT} WHERE b.id = ?`, args: [id] })).rows[0];
  if (!row) throw fail(BAG_ERRORS.notFound, 404);
  return row;
}

/** Joins the caller if they meet the bag's range and condition; the draw refuses once closed. */
async function join(db: Db, row: Row, userId: number): Promise<void> {
  const drawId = Number(row.draw_id);
  if (Date.parse(String(row.draw_at)) <= Date.now()) throw fail(BAG_ERRORS.notOpen);
  const roomId = Number(row.room_id);
  if (row.range === 'fans' && !(await isFan(db, userId, roomId))) throw fail(BAG_ERRORS.fansOnly, 403);
  if (row.condition === 'watch' && (await watchedSeconds(db, userId, roomId)) < Number(row.watch_minutes) * 60)
    throw fail(BAG_ERRORS.watchShort);
  if (row.condition === 'password' && !(await saidPassword(db, userId, row))) throw fail(BAG_ERRORS.noPassword);
  if (!(await joinDraw(db, drawId, userId))) throw fail(BAG_ERRORS.notOpen);
}

/** Sending the password in chat is the password condition: the chat route joins the sender to any open bag it opens. */
export async function joinBagsByPassword(db: Db, roomId: number, userId: number, content: string): Promise<void> {
  const rows = (
    await db.execute({
      sql: `${BAG_SELECT} WHERE b.room_id = ? AND b.condition = 'password' AND b.password = ? AND b.draw_at > ?`,
      args: [roomId, content, new Date().toISOString()],
    })
  ).rows;
  for (const row of rows) await join(db, row, userId).catch(() => undefined);
}

function id(ctx: HandlerContext, name = 'id'): number {
  const value = Number(ctx.params[name]);
  if (!Number.isInteger(value) || value <= 0) throw new UpstreamError(1003, '缺少相关参数', 400);
  return value;
}

export function luckyBagRoutes(router: Router): void {
  router.get('/live/lucky-bags/:id', async (ctx) =>
    toBag(ctx.db, await bagRow(ctx.db, id(ctx)), (await ctx.optionalUser())?.id ?? null),
  );

  router.get('/live/rooms/:id/lucky-bags', async (ctx) => {
    const user = (await ctx.optionalUser())?.id ?? null;
    const rows = (
      await ctx.db.execute({ sql: `${BAG_SELECT} WHERE b.room_id = ? ORDER BY b.id DESC LIMIT 20`, args: [id(ctx)] })
    ).rows;
    return { bags: await Promise.all(rows.map((row) => toBag(ctx.db, row, user))) } satisfies z.input<
      typeof LuckyBagListSchema
    >;
  });

  router.post('/live/lucky-bags/:id/join', async (ctx) => {
    const user = await ctx.requireUser();
    const row = await bagRow(ctx.db, id(ctx));
    await join(ctx.db, row, user.id);
    return { joined: true, participants: await participantCount(ctx.db, Number(row.draw_id)) } satisfies z.input<
      typeof JoinResultSchema
    >;
  });

  router.post('/live/lucky-bags/:id/address', async (ctx) => {
    const user = await ctx.requireUser();
    const input = parseBody(BagAddressInputSchema, ctx);
    return (await submitAwardAddress(ctx.db, id(ctx), user.id, input)) satisfies z.input<typeof BagAddressResultSchema>;
  });

  router.post('/live/rooms/:id/watch', async (ctx) => {
    const user = await ctx.requireUser();
    const roomId = id(ctx);
    if (!(await ctx.db.execute({ sql: 'SELECT 1 FROM live_rooms WHERE id = ?', args: [roomId] })).rows[0])
      throw new UpstreamError(4005, '直播间不存在', 404);
    return { watchedSeconds: await recordBeat(ctx.db, user.id, roomId) } satisfies z.input<typeof WatchBeatSchema>;
  });

  router.get('/live/anchor/lucky-bags', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const rows = (
      await ctx.db.execute({
        sql: `${BAG_SELECT} WHERE b.room_id = ? ORDER BY b.id DESC LIMIT 50`,
        args: [anchor.roomId],
      })
    ).rows;
    return { bags: await Promise.all(rows.map((row) => toBag(ctx.db, row, null))) } satisfies z.input<
      typeof LuckyBagListSchema
    >;
  });

  router.post('/live/anchor/lucky-bags', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    // One create at a time: the one-open-bag check and the insert must not interleave.
    const input = parseBody(LuckyBagInputSchema, ctx);
    return anchorCreate(ctx, anchor, 'lucky-bag', input, () =>
      bagQueue(async () => {
        const now = Date.now();
        const open = await ctx.db.execute({
          sql: 'SELECT 1 FROM live_lucky_bags WHERE room_id = ? AND draw_at > ?',
          args: [anchor.roomId, new Date(now).toISOString()],
        });
        if (open.rows[0]) throw fail(BAG_ERRORS.oneOpen, 409);
        const watch = input.condition === 'watch';
        const inserted = await ctx.db.execute({
          sql: 'INSERT INTO live_lucky_bags (room_id, anchor_user_id, prize_name, prize_kind, winner_count, range, condition, watch_minutes, password, opened_at, draw_at, prize_value) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) RETURNING id',
          args: [
            anchor.roomId,
            anchor.userId,
            input.prizeName,
            input.prizeKind,
            input.winnerCount,
            input.range,
            input.condition,
            watch ? Number(input.watchMinutes) : null,
            watch ? null : (input.password ?? ''),
            new Date(now).toISOString(),
            new Date(now + input.durationMinutes * 60_000).toISOString(),
            input.prizeValue,
          ],
        });
        const bagId = Number(inserted.rows[0].id);
        if (input.prizeKind === 'vip') {
          // The coupon module's template for this bag's prize: one per winner, usable 30 days.
          const templateId = BAG_COUPON_BASE + bagId;
          await ctx.db.batch(
            [
              {
                sql: "INSERT OR REPLACE INTO coupon_templates VALUES (?, ?, 'TRIAL', ?, 0, NULL, NULL, 30, 1, ?, 0, 'live')",
                args: [templateId, `福袋奖品·VIP体验${input.prizeValue}天`, input.prizeValue, input.winnerCount],
              },
              { sql: 'UPDATE live_lucky_bags SET coupon_template_id = ? WHERE id = ?', args: [templateId, bagId] },
            ],
            'write',
          );
        }
        const drawId = await openDraw(ctx.db, { type: 'lucky_bag', id: bagId }, [
          { name: input.prizeName, count: input.winnerCount },
        ]);
        await ctx.db.execute({ sql: 'UPDATE live_lucky_bags SET draw_id = ? WHERE id = ?', args: [drawId, bagId] });
        return toBag(ctx.db, await bagRow(ctx.db, bagId), null);
      }),
    );
  });

  // The anchor may draw before the countdown ends (manual draw); the countdown is only the latest time.
  router.post('/live/anchor/lucky-bags/:id/draw', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const row = await bagRow(ctx.db, id(ctx));
    anchorOwnsOr404(anchor, Number(row.room_id));
    const now = new Date().toISOString();
    await ctx.db.execute({
      sql: 'UPDATE live_lucky_bags SET draw_at = ? WHERE id = ? AND draw_at > ?',
      args: [now, Number(row.id), now],
    });
    await drawBag(ctx.db, row);
    return toBag(ctx.db, await bagRow(ctx.db, Number(row.id)), null);
  });
}
