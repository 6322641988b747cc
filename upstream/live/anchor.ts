import { randomBytes } from 'node:crypto';
import type { Row } from '@libsql/client';
import { z } from 'zod';
import { ANCHOR_ERRORS, levelAllowed, type ProgramLevel } from '@/lib/anchor/rules';
import {
  BroadcastInputSchema,
  MaterialInputSchema,
  ProgramInputSchema,
  RecruitmentInputSchema,
  RoomConfigInputSchema,
  RoomPosterInputSchema,
  type AnchorProfileSchema,
  type AnchorProgramListSchema,
  type AnchorProgramSchema,
  type MaterialListSchema,
  type MaterialSchema,
  type RecruitmentStatusSchema,
  type RoomConfigSchema,
  type RoomPosterImageSchema,
  type RoomPosterSchema,
} from '@/lib/anchor/schemas';
import { isSettingsKind, SETTINGS_FORMS } from '@/lib/anchor/settings-fields';
import { settingsSchema, type SettingsValuesSchema } from '@/lib/anchor/settings-schemas';
import { DataCenterSchema } from '@/lib/anchor/data-schemas';
import { parseBody } from '@/upstream/core/body';
import { idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type Router } from '@/upstream/core/types';
import { liveNow } from './clock';
import { programStatus, roomLiveNow } from './read-model';

export type Anchor = Omit<z.input<typeof AnchorProfileSchema>, 'live'>;

const PUSH_ORIGIN = 'rtmp://push.live.example.cn/live';

/**
 * Every anchor create (programme, lucky bag, coupon, material) runs behind an Idempotency-Key: a
 * retried create with one key answers the first result and makes one row; another body with the same
 * key is refused (409).
 */
export function anchorCreate<T>(
  ctx: HandlerContext,
  anchor: Anchor,
  scope: 'program' | 'lucky-bag' | 'coupon' | 'material',
  input: unknown,
  run: () => Promise<T>,
): Promise<T> {
  const key = idempotencyKeyOf(ctx);
  return withIdempotency(ctx.db, { scope: `anchor.${scope}.create`, userId: anchor.userId, key, request: input }, run);
}

async function anchorOf(db: Db, userId: number): Promise<Anchor | null> {
  const row = (
    await db.execute({
      sql: 'SELECT a.*, t.name, r.id AS room_id, r.title AS room_title FROM live_anchors a JOIN live_teachers t ON t.id = a.teacher_id JOIN live_rooms r ON r.teacher_id = t.id WHERE a.user_id = ?',
      args: [userId],
    })
  ).rows[0];
  if (!row) return null;
  return {
    userId,
    teacherId: Number(row.teacher_id),
    roomId: Number(row.room_id),
    name: String(row.name),
    type: row.type === 'influencer' ? 'influencer' : 'adviser',
    licenceNo: row.licence_no ? String(row.licence_no) : null,
    status: row.status === 'suspended' ? 'suspended' : 'active',
    roomTitle: String(row.room_title),
    broadcasting: Number(row.broadcasting) === 1,
  };
}

/** The role check of every anchor call: a viewer gets 4030 仅主播可用, a suspended anchor 4031 (both 403). */
export async function requireAnchor(ctx: HandlerContext, allowSuspended = false): Promise<Anchor> {
  const user = await ctx.requireUser();
  const anchor = await anchorOf(ctx.db, user.id);
  if (!anchor) throw new UpstreamError(ANCHOR_ERRORS.notAnchor.code, ANCHOR_ERRORS.notAnchor.message, 403);
  if (anchor.status === 'suspended' && !allowSuspended)
    throw new UpstreamError(ANCHOR_ERRORS.suspended.code, ANCHOR_ERRORS.suspended.message, 403);
  return anchor;
}

/** Another anchor's room, programme or bag reads as missing: 404, never their data. */
export function anchorOwnsOr404(anchor: Anchor, roomId: number): void {
  if (anchor.roomId !== roomId)
    throw new UpstreamError(ANCHOR_ERRORS.notFound.code, ANCHOR_ERRORS.notFound.message, 404);
}

function toAnchorProgram(row: Row): z.input<typeof AnchorProgramSchema> {
  const start = row.start_at
    ? Date.parse(String(row.start_at))
    : Date.parse('2026-11-20T00:00:00+08:00') + Number(row.day_offset) * 86_400_000 + Number(row.start_minute) * 60_000;
  const minutes = Number(row.duration_min);
  return {
    id: Number(row.id),
    title: String(row.title),
    summary: String(row.summary),
    startAt: new Date(start).toISOString(),
    durationMinutes: minutes,
    level: String(row.level) as ProgramLevel,
    restricted: Number(row.restricted) === 1,
    status: programStatus(start, start + minutes * 60_000, row.replay_url ? String(row.replay_url) : null, Date.now()),
    filing: row.filing_no
      ? {
          no: String(row.filing_no),
          status: row.filing_status === 'approved' ? 'approved' : 'pending',
          filedAt: String(row.filed_at),
        }
      : null,
  };
}

async function ownProgram(ctx: HandlerContext, anchor: Anchor): Promise<Row> {
  const id = Number(ctx.params.id);
  const row = Number.isInteger(id)
    ? (await ctx.db.execute({ sql: 'SELECT * FROM live_programs WHERE id = ?', args: [id] })).rows[0]
    : undefined;
  if (!row) throw new UpstreamError(ANCHOR_ERRORS.notFound.code, ANCHOR_ERRORS.notFound.message, 404);
  anchorOwnsOr404(anchor, Number(row.room_id));
  return row;
}

function programArgs(input: z.infer<typeof ProgramInputSchema>, anchor: Anchor) {
  if (!levelAllowed(input.level, anchor))
    throw new UpstreamError(4032, '内容级别：投资建议类节目需由持证投顾主持', 400);
  const startAt = new Date(`${input.date}T${input.startTime}:00+08:00`);
  if (Number.isNaN(startAt.getTime()) || startAt.getTime() < Date.now() - 60_000)
    throw new UpstreamError(1003, '开播时间：请选择当前时间之后', 400);
  return { startAt: startAt.toISOString() };
}

async function roomConfig(db: Db, anchor: Anchor): Promise<z.input<typeof RoomConfigSchema>> {
  const row = (
    await db.execute({
      sql: 'SELECT r.title, r.notice, a.cover, a.broadcasting, a.stream_key FROM live_rooms r JOIN live_anchors a ON a.teacher_id = r.teacher_id WHERE r.id = ?',
      args: [anchor.roomId],
    })
  ).rows[0];
  const key = row.stream_key ? String(row.stream_key) : null;
  return {
    title: String(row.title),
    notice: String(row.notice),
    cover: row.cover === 'brand' ? 'brand' : 'poster',
    broadcasting: Number(row.broadcasting) === 1,
    live: await roomLiveNow(db, anchor.roomId, liveNow()),
    pushUrl: key ? `${PUSH_ORIGIN}/room${anchor.roomId}` : null,
    streamKey: key,
  };
}

function toMaterial(row: Row): z.input<typeof MaterialSchema> {
  return {
    id: Number(row.id),
    title: String(row.title),
    summary: String(row.summary),
    body: String(row.body),
    level: String(row.level) as ProgramLevel,
    published: Number(row.published) === 1,
    updatedAt: String(row.updated_at),
  };
}

async function ownMaterial(ctx: HandlerContext, anchor: Anchor): Promise<Row> {
  const row = (
    await ctx.db.execute({
      sql: 'SELECT * FROM live_materials WHERE id = ? AND anchor_user_id = ?',
      args: [Number(ctx.params.id), anchor.userId],
    })
  ).rows[0];
  if (!row) throw new UpstreamError(ANCHOR_ERRORS.notFound.code, ANCHOR_ERRORS.notFound.message, 404);
  return row;
}

function materialInput(ctx: HandlerContext, anchor: Anchor) {
  const input = parseBody(MaterialInputSchema, ctx);
  if (!levelAllowed(input.level, anchor))
    throw new UpstreamError(4032, '内容级别：投资建议类内容需由持证投顾发布', 400);
  return input;
}

function materialRoutes(router: Router): void {
  router.get('/live/anchor/materials', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const rows = (
      await ctx.db.execute({
        sql: 'SELECT * FROM live_materials WHERE anchor_user_id = ? ORDER BY updated_at DESC, id DESC',
        args: [anchor.userId],
      })
    ).rows;
    return { materials: rows.map(toMaterial) } satisfies z.input<typeof MaterialListSchema>;
  });
  router.get('/live/anchor/materials/:id', async (ctx) => toMaterial(await ownMaterial(ctx, await requireAnchor(ctx))));
  router.post('/live/anchor/materials', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const input = materialInput(ctx, anchor);
    return anchorCreate(ctx, anchor, 'material', input, async () => {
      const saved = await ctx.db.execute({
        sql: 'INSERT INTO live_materials (anchor_user_id, title, summary, body, level, published, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?) RETURNING *',
        args: [
          anchor.userId,
          input.title,
          input.summary,
          input.body,
          input.level,
          input.published ? 1 : 0,
          new Date().toISOString(),
        ],
      });
      return toMaterial(saved.rows[0]);
    });
  });
  router.post('/live/anchor/materials/:id', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const row = await ownMaterial(ctx, anchor);
    const input = materialInput(ctx, anchor);
    const saved = await ctx.db.execute({
      sql: 'UPDATE live_materials SET title = ?, summary = ?, body = ?, level = ?, published = ?, updated_at = ? WHERE id = ? RETURNING *',
      args: [
        input.title,
        input.summary,
        input.body,
        input.level,
        input.published ? 1 : 0,
        new Date().toISOString(),
        Number(row.id),
      ],
    });
    return toMaterial(saved.rows[0]);
  });
}

export function anchorRoutes(router: Router): void {
  materialRoutes(router);
  router.get('/live/anchor/me', async (ctx) => {
    const anchor = await requireAnchor(ctx, true);
    return { ...anchor, live: await roomLiveNow(ctx.db, anchor.roomId, liveNow()) };
  });

  router.get('/live/anchor/room', async (ctx) => roomConfig(ctx.db, await requireAnchor(ctx)));

  router.post('/live/anchor/room', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const input = parseBody(RoomConfigInputSchema, ctx);
    await ctx.db.batch(
      [
        {
          sql: 'UPDATE live_rooms SET title = ?, notice = ? WHERE id = ?',
          args: [input.title, input.notice, anchor.roomId],
        },
        { sql: 'UPDATE live_anchors SET cover = ? WHERE user_id = ?', args: [input.cover, anchor.userId] },
      ],
      'write',
    );
    return roomConfig(ctx.db, anchor);
  });

  // The room's poster from the anchor's photos: stored here, the room's poster path points at it
  // (with a version so caches fetch a replaced poster).
  router.post('/live/anchor/room/poster', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const { image } = parseBody(RoomPosterInputSchema, ctx);
    const [head, data] = image.split(',');
    const mime = head.slice('data:'.length, head.indexOf(';'));
    const now = new Date().toISOString();
    const poster = `/live/rooms/${anchor.roomId}/poster?v=${Date.parse(now)}`;
    await ctx.db.batch(
      [
        {
          sql: 'INSERT INTO live_room_posters (room_id, mime, data, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (room_id) DO UPDATE SET mime = excluded.mime, data = excluded.data, updated_at = excluded.updated_at',
          args: [anchor.roomId, mime, data, now],
        },
        { sql: 'UPDATE live_rooms SET poster = ? WHERE id = ?', args: [poster, anchor.roomId] },
      ],
      'write',
    );
    return { poster } satisfies z.input<typeof RoomPosterSchema>;
  });

  router.get('/live/rooms/:id/poster', async (ctx) => {
    const row = (
      await ctx.db.execute({
        sql: 'SELECT mime, data FROM live_room_posters WHERE room_id = ?',
        args: [Number(ctx.params.id)],
      })
    ).rows[0];
    if (!row) throw new UpstreamError(404, '海报不存在', 404);
    return { mime: String(row.mime) as 'image/jpeg' | 'image/png', data: String(row.data) } satisfies z.input<
      typeof RoomPosterImageSchema
    >;
  });

  // Starting issues a fresh stream key (the push URL's secret); stopping revokes it.
  router.post('/live/anchor/room/broadcast', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const start = parseBody(BroadcastInputSchema, ctx).action === 'start';
    await ctx.db.execute({
      sql: 'UPDATE live_anchors SET broadcasting = ?, stream_key = ? WHERE user_id = ?',
      args: [start ? 1 : 0, start ? randomBytes(12).toString('hex') : null, anchor.userId],
    });
    return roomConfig(ctx.db, anchor);
  });

  router.get('/live/anchor/programs', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const rows = (
      await ctx.db.execute({
        sql: "SELECT * FROM live_programs WHERE room_id = ? AND on_air = 0 ORDER BY COALESCE(start_at, '') DESC, day_offset DESC, start_minute DESC",
        args: [anchor.roomId],
      })
    ).rows;
    return { programs: rows.map(toAnchorProgram) } satisfies z.input<typeof AnchorProgramListSchema>;
  });

  router.get('/live/anchor/programs/:id', async (ctx) =>
    toAnchorProgram(await ownProgram(ctx, await requireAnchor(ctx))),
  );

  router.post('/live/anchor/programs', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const input = parseBody(ProgramInputSchema, ctx);
    return anchorCreate(ctx, anchor, 'program', input, async () => {
      const { startAt } = programArgs(input, anchor);
      const now = new Date().toISOString();
      const inserted = await ctx.db.execute({
        sql: `INSERT INTO live_programs (room_id, title, summary, day_offset, start_minute, duration_min, on_air, replay_url, exclusive, base_reservations, chapters, start_at, level, restricted, filing_status, filed_at)
              VALUES (?, ?, ?, 0, 0, ?, 0, NULL, 0, 0, '[]', ?, ?, ?, 'pending', ?) RETURNING *`,
        args: [
          anchor.roomId,
          input.title,
          input.summary,
          input.durationMinutes,
          startAt,
          input.level,
          input.restricted ? 1 : 0,
          now,
        ],
      });
      const id = Number(inserted.rows[0].id);
      await ctx.db.execute({
        sql: "UPDATE live_programs SET filing_no = 'BA2026' || printf('%05d', id) WHERE id = ?",
        args: [id],
      });
      return toAnchorProgram(
        (await ctx.db.execute({ sql: 'SELECT * FROM live_programs WHERE id = ?', args: [id] })).rows[0],
      );
    });
  });

  router.post('/live/anchor/programs/:id', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const row = await ownProgram(ctx, anchor);
    const input = parseBody(ProgramInputSchema, ctx);
    const { startAt } = programArgs(input, anchor);
    // An edit is a new filing: back to 审核中.
    await ctx.db.execute({
      sql: "UPDATE live_programs SET title = ?, summary = ?, duration_min = ?, start_at = ?, level = ?, restricted = ?, filing_status = 'pending', filed_at = ? WHERE id = ?",
      args: [
        input.title,
        input.summary,
        input.durationMinutes,
        startAt,
        input.level,
        input.restricted ? 1 : 0,
        new Date().toISOString(),
        Number(row.id),
      ],
    });
    return toAnchorProgram(
      (await ctx.db.execute({ sql: 'SELECT * FROM live_programs WHERE id = ?', args: [Number(row.id)] })).rows[0],
    );
  });

  router.get('/live/anchor/programs/:id/viewers', async (ctx) => {
    const row = await ownProgram(ctx, await requireAnchor(ctx));
    const rows = (
      await ctx.db.execute({
        sql: 'SELECT mobile, added_at FROM live_viewable_users WHERE program_id = ? ORDER BY added_at',
        args: [Number(row.id)],
      })
    ).rows;
    return {
      programId: Number(row.id),
      users: rows.map((item) => ({ mobile: String(item.mobile), addedAt: String(item.added_at) })),
    };
  });

  router.post('/live/anchor/programs/:id/viewers', async (ctx) => {
    const row = await ownProgram(ctx, await requireAnchor(ctx));
    const input = parseBody(
      z.object({
        mobile: z.string().regex(/^1[3-9]\d{9}$/, { error: '手机号填写错误' }),
        remove: z.boolean().optional(),
      }),
      ctx,
    );
    await ctx.db.execute(
      input.remove
        ? {
            sql: 'DELETE FROM live_viewable_users WHERE program_id = ? AND mobile = ?',
            args: [Number(row.id), input.mobile],
          }
        : {
            sql: 'INSERT OR IGNORE INTO live_viewable_users VALUES (?, ?, ?)',
            args: [Number(row.id), input.mobile, new Date().toISOString()],
          },
    );
    const rows = (
      await ctx.db.execute({
        sql: 'SELECT mobile, added_at FROM live_viewable_users WHERE program_id = ? ORDER BY added_at',
        args: [Number(row.id)],
      })
    ).rows;
    return {
      programId: Number(row.id),
      users: rows.map((item) => ({ mobile: String(item.mobile), addedAt: String(item.added_at) })),
    };
  });

  router.get('/live/anchor/settings/:kind', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const kind = ctx.params.kind;
    if (!isSettingsKind(kind)) throw new UpstreamError(404, '设置不存在', 404);
    const row = (
      await ctx.db.execute({
        sql: 'SELECT data, updated_at FROM live_anchor_settings WHERE user_id = ? AND kind = ?',
        args: [anchor.userId, kind],
      })
    ).rows[0];
    return (
      row
        ? { values: JSON.parse(String(row.data)), updatedAt: String(row.updated_at) }
        : { values: SETTINGS_FORMS[kind].defaults, updatedAt: null }
    ) satisfies z.input<typeof SettingsValuesSchema>;
  });

  router.post('/live/anchor/settings/:kind', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const kind = ctx.params.kind;
    if (!isSettingsKind(kind)) throw new UpstreamError(404, '设置不存在', 404);
    const values = parseBody(settingsSchema(kind), ctx) as Record<string, string | number | boolean>;
    const now = new Date().toISOString();
    await ctx.db.execute({
      sql: 'INSERT INTO live_anchor_settings VALUES (?, ?, ?, ?) ON CONFLICT (user_id, kind) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at',
      args: [anchor.userId, kind, JSON.stringify(values), now],
    });
    return { values, updatedAt: now } satisfies z.input<typeof SettingsValuesSchema>;
  });

  router.get('/live/anchor/data', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const rows = (
      await ctx.db.execute({
        sql: 'SELECT * FROM live_broadcasts WHERE room_id = ? ORDER BY started_at DESC',
        args: [anchor.roomId],
      })
    ).rows;
    return DataCenterSchema.parse({
      broadcasts: rows.map((row) => ({
        id: Number(row.id),
        title: String(row.title),
        startedAt: String(row.started_at),
        minutes: Number(row.minutes),
        peak: Number(row.peak),
        viewers: Number(row.viewers),
        views: Number(row.views),
        watchMinutes: Number(row.watch_minutes),
        follows: Number(row.follows),
        comments: Number(row.comments),
        bagJoins: Number(row.bag_joins),
        coupons: Number(row.coupons),
        orders: Number(row.orders),
        gmvFen: Number(row.gmv_fen),
      })),
    });
  });

  router.get('/live/anchor-applications/mine', async (ctx) => {
    const user = await ctx.requireUser();
    const row = (await ctx.db.execute({ sql: 'SELECT * FROM live_applications WHERE user_id = ?', args: [user.id] }))
      .rows[0];
    return {
      application: row
        ? {
            id: Number(row.id),
            status: 'reviewing',
            type: row.type === 'influencer' ? 'influencer' : 'adviser',
            realName: String(row.real_name),
            submittedAt: String(row.submitted_at),
          }
        : null,
    } satisfies z.input<typeof RecruitmentStatusSchema>;
  });

  router.post('/live/anchor-applications', async (ctx) => {
    const user = await ctx.requireUser();
    const input = parseBody(RecruitmentInputSchema, ctx);
    if (await anchorOf(ctx.db, user.id)) throw new UpstreamError(4033, '你已是主播，无需重复申请', 409);
    const now = new Date().toISOString();
    const saved = await ctx.db.execute({
      sql: `INSERT INTO live_applications (user_id, real_name, type, licence_no, institution, intro, status, submitted_at) VALUES (?, ?, ?, ?, ?, ?, 'reviewing', ?)
            ON CONFLICT (user_id) DO UPDATE SET real_name = excluded.real_name, type = excluded.type, licence_no = excluded.licence_no, institution = excluded.institution, intro = excluded.intro, status = 'reviewing', submitted_at = excluded.submitted_at
            RETURNING *`,
      args: [
        user.id,
        input.realName,
        input.type,
        input.type === 'adviser' ? (input.licenceNo ?? null) : null,
        input.institution,
        input.intro,
        now,
      ],
    });
    const row = saved.rows[0];
    return {
      application: {
        id: Number(row.id),
        status: 'reviewing',
        type: input.type,
        realName: input.realName,
        submittedAt: now,
      },
    } satisfies z.input<typeof RecruitmentStatusSchema>;
  });
}
