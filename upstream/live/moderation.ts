import { z } from 'zod';
import { ModerateInputSchema, type PresenceSchema, type ProgramAccessSchema } from '@/lib/live/schemas';
import { parseBody } from '@/upstream/core/body';
import { UpstreamError, type Db, type Router } from '@/upstream/core/types';
import { anchorOwnsOr404, requireAnchor } from './anchor';
import { publishToRoom } from './chat';
import { presenceCounts } from './read-model';

/**
 * The anchor's chat moderation and the live viewer count. A removal is written with its own sequence
 * number and wakes the room's long-polls at once, so every BFF feed learns of it in one round trip and
 * every viewer's stream drops the message (gone for all within a second).
 */
const PRESENCE_TTL_MS = 30_000;

async function removeMessage(db: Db, roomId: number, messageId: number, by: number) {
  const now = new Date().toISOString();
  await db.batch(
    [
      {
        sql: 'UPDATE live_chat_messages SET removed_at = ? WHERE id = ? AND removed_at IS NULL',
        args: [now, messageId],
      },
      {
        sql: 'INSERT OR IGNORE INTO live_chat_removals (room_id, message_id, removed_by, removed_at) VALUES (?, ?, ?, ?)',
        args: [roomId, messageId, by, now],
      },
    ],
    'write',
  );
  publishToRoom(roomId);
}

export function moderationRoutes(router: Router): void {
  router.post('/live/rooms/:id/chat/messages/:messageId/moderate', async (ctx) => {
    const anchor = await requireAnchor(ctx);
    const roomId = Number(ctx.params.id);
    anchorOwnsOr404(anchor, roomId);
    const input = parseBody(ModerateInputSchema, ctx);
    const message = (
      await ctx.db.execute({
        sql: 'SELECT id, user_id FROM live_chat_messages WHERE id = ? AND room_id = ?',
        args: [Number(ctx.params.messageId), roomId],
      })
    ).rows[0];
    if (!message) throw new UpstreamError(404, '消息不存在', 404);
    if (input.action === 'mute') {
      const until = new Date(Date.now() + (input.minutes ?? 60) * 60_000).toISOString();
      await ctx.db.execute({
        sql: 'INSERT INTO live_mutes VALUES (?, ?, ?) ON CONFLICT (room_id, user_id) DO UPDATE SET until = excluded.until',
        args: [roomId, Number(message.user_id), until],
      });
    }
    await removeMessage(ctx.db, roomId, Number(message.id), anchor.userId);
    return { removed: Number(message.id), muted: input.action === 'mute' };
  });

  // Whether the caller may watch a programme: open ones always; restricted ones for listed mobiles and the room's anchor.
  router.get('/live/programs/:id/access', async (ctx) => {
    const user = await ctx.requireUser();
    const row = (
      await ctx.db.execute({
        sql: 'SELECT p.id, p.title, p.room_id, p.restricted, t.name AS teacher_name, (SELECT 1 FROM live_anchors a WHERE a.teacher_id = r.teacher_id AND a.user_id = ?) AS own FROM live_programs p JOIN live_rooms r ON r.id = p.room_id JOIN live_teachers t ON t.id = r.teacher_id WHERE p.id = ?',
        args: [user.id, Number(ctx.params.id)],
      })
    ).rows[0];
    if (!row) throw new UpstreamError(404, '节目不存在', 404);
    const restricted = Number(row.restricted) === 1;
    const listed = restricted
      ? Boolean(
          (
            await ctx.db.execute({
              sql: 'SELECT 1 FROM live_viewable_users WHERE program_id = ? AND mobile = ?',
              args: [Number(row.id), user.mobile],
            })
          ).rows[0],
        )
      : true;
    return {
      programId: Number(row.id),
      title: String(row.title),
      teacherName: String(row.teacher_name),
      roomId: Number(row.room_id),
      restricted,
      allowed: listed || Boolean(row.own),
    } satisfies z.input<typeof ProgramAccessSchema>;
  });

  /** What a BFF instance reports: its id and how many viewers of the room it streams to. */
  const PresenceReportSchema = z.object({
    instance: z.string().regex(/^[\w-]{1,64}$/),
    count: z.number().int().min(0).max(1_000_000),
  });

  // Internal: each BFF instance reports how many viewers it streams this room to (every few seconds).
  router.post('/live/rooms/:id/presence', async (ctx) => {
    const roomId = Number(ctx.params.id);
    const { instance, count } = parseBody(PresenceReportSchema, ctx);
    if (!Number.isInteger(roomId)) throw new UpstreamError(1003, '缺少相关参数', 400);
    const now = Date.now();
    await ctx.db.batch(
      [
        {
          sql: 'INSERT INTO live_presence VALUES (?, ?, ?, ?) ON CONFLICT (room_id, instance) DO UPDATE SET count = excluded.count, reported_at = excluded.reported_at',
          args: [roomId, instance, count, now],
        },
        { sql: 'DELETE FROM live_presence WHERE reported_at < ?', args: [now - PRESENCE_TTL_MS] },
      ],
      'write',
    );
    const base = (await ctx.db.execute({ sql: 'SELECT base_viewers FROM live_rooms WHERE id = ?', args: [roomId] }))
      .rows[0];
    if (!base) throw new UpstreamError(4005, '直播间不存在', 404);
    const present = (await presenceCounts(ctx.db, now)).get(roomId) ?? 0;
    return { viewers: Number(base.base_viewers) + present } satisfies z.input<typeof PresenceSchema>;
  });
}
