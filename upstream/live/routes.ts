import { UpstreamError, type Db, type HandlerContext, type Router } from '@/upstream/core/types';
import type { z } from 'zod';
import {
  CHART_BOARDS,
  CHAT_ERRORS,
  checkChatContent,
  FollowInputSchema,
  PROGRAM_STATUSES,
  RANK_KINDS,
  ReserveInputSchema,
  SendChatInputSchema,
  type ChartBoard,
  type ChartSchema,
  type ChatMessageSchema,
  type ChatPage,
  type ChatPageSchema,
  type FollowResultSchema,
  type ProgramListSchema,
  type ProgramSchema,
  type RankKind,
  type ReserveResultSchema,
  type RoomListSchema,
  type RoomSchema,
  type TeacherDetailSchema,
  type TeacherListSchema,
} from '@/lib/live/schemas';
import { isShowable } from '@/lib/moderation/rules';
import { parseBody } from '@/upstream/core/body';
import { buildChart } from './charts';
import { liveNow } from './clock';
import { publishToRoom, takeSendSlot, waitForRoom } from './chat';
import { joinBagsByPassword } from './lucky-bags';
import { loadPrograms, loadRooms, loadTeachers, toMessage } from './read-model';

const MAX_WAIT_MS = 25_000;

function idParam(ctx: HandlerContext, name = 'id'): number {
  const id = Number(ctx.params[name]);
  if (!Number.isInteger(id) || id <= 0) throw new UpstreamError(1003, '缺少相关参数', 400);
  return id;
}

async function userId(ctx: HandlerContext): Promise<number | null> {
  return (await ctx.optionalUser())?.id ?? null;
}

async function roomOrThrow(db: Db, roomId: number, user: number | null) {
  const room = (await loadRooms(db, user, liveNow())).find((item) => item.id === roomId);
  if (!room) throw new UpstreamError(CHAT_ERRORS.noRoom.code, CHAT_ERRORS.noRoom.message, 404);
  return room;
}

/** Cheap existence check for the chat paths, which are hit by every viewer. */
async function assertRoom(db: Db, roomId: number): Promise<void> {
  const found = await db.execute({ sql: 'SELECT id FROM live_rooms WHERE id = ?', args: [roomId] });
  if (!found.rows[0]) throw new UpstreamError(CHAT_ERRORS.noRoom.code, CHAT_ERRORS.noRoom.message, 404);
}

async function readChat(
  db: Db,
  roomId: number,
  afterId: number | null,
  limit: number,
  afterRemoval: number | null = null,
): Promise<ChatPage> {
  const result =
    afterId === null
      ? await db.execute({
          sql: 'SELECT * FROM (SELECT * FROM live_chat_messages WHERE room_id = ? AND removed_at IS NULL ORDER BY id DESC LIMIT ?) ORDER BY id',
          args: [roomId, limit],
        })
      : await db.execute({
          sql: 'SELECT * FROM live_chat_messages WHERE room_id = ? AND id > ? AND removed_at IS NULL ORDER BY id LIMIT ?',
          args: [roomId, afterId, limit],
        });
  // Stored text the moderation rule refuses (sent before the rule knew its disguise) is shown to no one;
  // the cursor still moves past it.
  const messages = result.rows.filter((row) => isShowable(String(row.content))).map(toMessage);
  const lastRead = result.rows.length ? Number(result.rows.at(-1)!.id) : null;
  const removals = (
    await db.execute({
      sql: 'SELECT seq, message_id FROM live_chat_removals WHERE room_id = ? AND seq > ? ORDER BY seq',
      args: [roomId, afterRemoval ?? 0],
    })
  ).rows;
  const removalSeq = removals.length
    ? Number(removals.at(-1)!.seq)
    : (afterRemoval ??
      Number(
        (
          await db.execute({
            sql: 'SELECT COALESCE(MAX(seq), 0) AS seq FROM live_chat_removals WHERE room_id = ?',
            args: [roomId],
          })
        ).rows[0].seq,
      ));
  // A first read (no afterRemoval) has nothing to remove: removed messages are already left out.
  return {
    messages,
    lastId: lastRead ?? afterId ?? 0,
    removed: afterRemoval === null ? [] : removals.map((row) => Number(row.message_id)),
    removalSeq,
  };
}

async function nicknameOf(db: Db, id: number, mobile: string): Promise<string> {
  try {
    const row = (await db.execute({ sql: 'SELECT nickname FROM users WHERE id = ?', args: [id] })).rows[0];
    if (row?.nickname) return String(row.nickname);
  } catch {
    // the users table belongs to the auth module; fall back to a masked mobile
  }
  return `用户${mobile.slice(-4)}`;
}

export function liveRoutes(router: Router): void {
  router.get(
    '/live/rooms',
    async (ctx) =>
      ({ rooms: await loadRooms(ctx.db, await userId(ctx), liveNow()) }) satisfies z.input<typeof RoomListSchema>,
  );

  router.get(
    '/live/rooms/:id',
    async (ctx) => (await roomOrThrow(ctx.db, idParam(ctx), await userId(ctx))) satisfies z.input<typeof RoomSchema>,
  );

  router.get('/live/rank', async (ctx) => {
    const kind = (RANK_KINDS as readonly string[]).includes(ctx.query.get('kind') ?? '')
      ? (ctx.query.get('kind') as RankKind)
      : 'heat';
    const rooms = await loadRooms(ctx.db, await userId(ctx), liveNow());
    const value = (room: (typeof rooms)[number]) =>
      kind === 'heat' ? room.heat : kind === 'viewers' ? room.viewers : room.teacher.fans;
    return { rooms: rooms.sort((a, b) => value(b) - value(a)) } satisfies z.input<typeof RoomListSchema>;
  });

  // History (no afterId: the latest `limit`) or a long-poll for messages after `afterId`.
  router.get('/live/rooms/:id/chat/messages', async (ctx) => {
    const roomId = idParam(ctx);
    await assertRoom(ctx.db, roomId);
    const limit = Math.min(Math.max(Number(ctx.query.get('limit') ?? 50) || 50, 1), 200);
    const rawAfter = ctx.query.get('afterId');
    const afterId = rawAfter === null || rawAfter === '' ? null : Math.max(0, Number(rawAfter) || 0);
    const waitMs = Math.min(Math.max(Number(ctx.query.get('waitMs') ?? 0) || 0, 0), MAX_WAIT_MS);
    const rawRemoval = ctx.query.get('afterRemoval');
    const afterRemoval = rawRemoval === null || rawRemoval === '' ? null : Math.max(0, Number(rawRemoval) || 0);
    let page = await readChat(ctx.db, roomId, afterId, limit, afterRemoval);
    if (afterId !== null && page.messages.length === 0 && page.removed?.length === 0 && waitMs > 0) {
      const signal = await waitForRoom(roomId, waitMs);
      if (signal === 'reconnect') return { ...page, reconnect: true } satisfies z.input<typeof ChatPageSchema>;
      page = await readChat(ctx.db, roomId, afterId, limit, afterRemoval);
    }
    return page satisfies z.input<typeof ChatPageSchema>;
  });

  router.post('/live/rooms/:id/chat/messages', async (ctx) => {
    const user = await ctx.requireUser();
    const roomId = idParam(ctx);
    await assertRoom(ctx.db, roomId);
    const checked = checkChatContent(parseBody(SendChatInputSchema, ctx).content);
    // The same check as the BFF's (length and moderation), again here because this is where it is stored.
    if (!checked.ok) throw new UpstreamError(checked.code, checked.message, 400);
    const muted = await ctx.db.execute({
      sql: 'SELECT 1 FROM live_mutes WHERE room_id = ? AND user_id = ? AND until > ?',
      args: [roomId, user.id, new Date().toISOString()],
    });
    if (muted.rows[0]) throw new UpstreamError(CHAT_ERRORS.muted.code, CHAT_ERRORS.muted.message, 403);
    if (!takeSendSlot(user.id)) throw new UpstreamError(CHAT_ERRORS.flood.code, CHAT_ERRORS.flood.message, 429);
    const nickname = await nicknameOf(ctx.db, user.id, user.mobile);
    const inserted = await ctx.db.execute({
      sql: "INSERT INTO live_chat_messages (room_id, user_id, nickname, role, content, created_at) VALUES (?, ?, ?, 'viewer', ?, ?) RETURNING *",
      args: [roomId, user.id, nickname, checked.content, new Date().toISOString()],
    });
    publishToRoom(roomId);
    await joinBagsByPassword(ctx.db, roomId, user.id, checked.content);
    return toMessage(inserted.rows[0]) satisfies z.input<typeof ChatMessageSchema>;
  });

  router.get('/live/programs', async (ctx) => {
    const clauses: string[] = [];
    const args: Array<string | number> = [];
    const teacherId = Number(ctx.query.get('teacherId'));
    if (Number.isInteger(teacherId) && teacherId > 0) {
      clauses.push('r.teacher_id = ?');
      args.push(teacherId);
    }
    const roomId = Number(ctx.query.get('roomId'));
    if (Number.isInteger(roomId) && roomId > 0) {
      clauses.push('p.room_id = ?');
      args.push(roomId);
    }
    if (ctx.query.get('exclusive') === '1') clauses.push('p.exclusive = 1');
    let programs = await loadPrograms(
      ctx.db,
      clauses.length ? `WHERE ${clauses.join(' AND ')}` : '',
      args,
      await userId(ctx),
      liveNow(),
    );
    const status = ctx.query.get('status');
    if (status && (PROGRAM_STATUSES as readonly string[]).includes(status))
      programs = programs.filter((program) => program.status === status);
    return { programs } satisfies z.input<typeof ProgramListSchema>;
  });

  router.get('/live/programs/:id', async (ctx) => {
    const [program] = await loadPrograms(ctx.db, 'WHERE p.id = ?', [idParam(ctx)], await userId(ctx), liveNow());
    if (!program) throw new UpstreamError(404, '节目不存在', 404);
    return program satisfies z.input<typeof ProgramSchema>;
  });

  router.post('/live/programs/:id/reserve', async (ctx) => {
    const user = await ctx.requireUser();
    const id = idParam(ctx);
    const [program] = await loadPrograms(ctx.db, 'WHERE p.id = ?', [id], user.id, liveNow());
    if (!program) throw new UpstreamError(404, '节目不存在', 404);
    const reserve = parseBody(ReserveInputSchema.partial(), ctx).reserve !== false;
    if (reserve && program.status !== 'upcoming') throw new UpstreamError(4010, '只能预约尚未开始的节目', 400);
    await ctx.db.execute(
      reserve
        ? {
            sql: 'INSERT OR IGNORE INTO live_reservations (user_id, program_id, created_at) VALUES (?, ?, ?)',
            args: [user.id, id, new Date().toISOString()],
          }
        : { sql: 'DELETE FROM live_reservations WHERE user_id = ? AND program_id = ?', args: [user.id, id] },
    );
    const [after] = await loadPrograms(ctx.db, 'WHERE p.id = ?', [id], user.id, liveNow());
    return { reserved: after.reserved, reservations: after.reservations } satisfies z.input<typeof ReserveResultSchema>;
  });

  router.get('/live/teachers', async (ctx) => {
    const teachers = await loadTeachers(ctx.db, await userId(ctx));
    const sort = ctx.query.get('sort');
    if (sort === 'fans') teachers.sort((a, b) => b.fans - a.fans);
    if (sort === 'popularity') teachers.sort((a, b) => b.popularity - a.popularity);
    return { teachers } satisfies z.input<typeof TeacherListSchema>;
  });

  router.get('/live/teachers/:id', async (ctx) => {
    const id = idParam(ctx);
    const user = await userId(ctx);
    const teacher = (await loadTeachers(ctx.db, user)).find((item) => item.id === id);
    if (!teacher) throw new UpstreamError(404, '老师不存在', 404);
    const { teacher: _teacher, ...room } = await roomOrThrow(ctx.db, teacher.roomId, user);
    const programs = await loadPrograms(ctx.db, 'WHERE r.teacher_id = ?', [id], user, liveNow());
    return { teacher, room, programs } satisfies z.input<typeof TeacherDetailSchema>;
  });

  router.post('/live/teachers/:id/follow', async (ctx) => {
    const user = await ctx.requireUser();
    const id = idParam(ctx);
    const exists = await ctx.db.execute({ sql: 'SELECT id FROM live_teachers WHERE id = ?', args: [id] });
    if (!exists.rows[0]) throw new UpstreamError(404, '老师不存在', 404);
    const follow = parseBody(FollowInputSchema.partial(), ctx).follow !== false;
    await ctx.db.execute(
      follow
        ? {
            sql: 'INSERT OR IGNORE INTO live_follows (user_id, teacher_id, created_at) VALUES (?, ?, ?)',
            args: [user.id, id, new Date().toISOString()],
          }
        : { sql: 'DELETE FROM live_follows WHERE user_id = ? AND teacher_id = ?', args: [user.id, id] },
    );
    const teacher = (await loadTeachers(ctx.db, user.id)).find((item) => item.id === id);
    return { followed: Boolean(teacher?.followed), fans: teacher?.fans ?? 0 } satisfies z.input<
      typeof FollowResultSchema
    >;
  });

  router.get('/live/charts/:board', async (ctx) => {
    const board = ctx.params.board;
    if (!(CHART_BOARDS as readonly string[]).includes(board)) throw new UpstreamError(404, '榜单不存在', 404);
    const now = liveNow();
    const rooms = await loadRooms(ctx.db, null, now);
    return buildChart(board as ChartBoard, rooms, now, ctx.query.get('period')) satisfies z.input<typeof ChartSchema>;
  });

  // Development only (like /__dev/sms): ask every subscriber of a room to reconnect, as a failover would.
  router.post('/__dev/live/rooms/:id/reconnect', async (ctx) => {
    if (process.env.UPSTREAM_DEV_ROUTES === '0') throw new UpstreamError(404, '接口不存在', 404);
    return { woken: publishToRoom(idParam(ctx), 'reconnect') };
  });
}
