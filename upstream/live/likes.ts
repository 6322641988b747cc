import type { z } from 'zod';
import { LIKE_ERRORS, LIKE_FLOOD } from '@/lib/live/rules';
import type { RoomLikesSchema } from '@/lib/live/schemas';
import { UpstreamError, type Db, type HandlerContext, type Router } from '@/upstream/core/types';

/**
 * Likes of a live room: a viewer taps 点赞, the room's count grows by one per tap. Taps are limited
 * per viewer like chat messages (at most LIKE_FLOOD.max in any LIKE_FLOOD.windowMs), so a held finger
 * or a script cannot inflate the count.
 */
export const LIKES_TABLES = ['live_room_likes'];
export const LIKES_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS live_room_likes (
     room_id INTEGER NOT NULL, user_id INTEGER NOT NULL, likes INTEGER NOT NULL, last_at TEXT NOT NULL, PRIMARY KEY (room_id, user_id)
   )`,
];

const recentTaps = new Map<number, number[]>();

/** One tap slot for a viewer, or false when they tapped LIKE_FLOOD.max times within the window. */
export function takeLikeSlot(userId: number, now = Date.now()): boolean {
  const recent = (recentTaps.get(userId) ?? []).filter((at) => now - at < LIKE_FLOOD.windowMs);
  if (recent.length >= LIKE_FLOOD.max) {
    recentTaps.set(userId, recent);
    return false;
  }
  recent.push(now);
  recentTaps.set(userId, recent);
  return true;
}

async function roomOr404(db: Db, roomId: number): Promise<void> {
  const row = (await db.execute({ sql: 'SELECT 1 FROM live_rooms WHERE id = ?', args: [roomId] })).rows[0];
  if (!row) throw new UpstreamError(LIKE_ERRORS.noRoom.code, LIKE_ERRORS.noRoom.message, 404);
}

export async function roomLikes(
  db: Db,
  roomId: number,
  userId: number | null,
): Promise<z.input<typeof RoomLikesSchema>> {
  const [total, mine] = await Promise.all([
    db.execute({ sql: 'SELECT COALESCE(SUM(likes), 0) AS n FROM live_room_likes WHERE room_id = ?', args: [roomId] }),
    userId === null
      ? null
      : db.execute({
          sql: 'SELECT likes FROM live_room_likes WHERE room_id = ? AND user_id = ?',
          args: [roomId, userId],
        }),
  ]);
  return { roomId, likes: Number(total.rows[0].n), mine: mine ? Number(mine.rows[0]?.likes ?? 0) : null };
}

export async function likeRoom(db: Db, roomId: number, userId: number): Promise<z.input<typeof RoomLikesSchema>> {
  await roomOr404(db, roomId);
  if (!takeLikeSlot(userId)) throw new UpstreamError(LIKE_ERRORS.flood.code, LIKE_ERRORS.flood.message, 429);
  await db.execute({
    sql: `INSERT INTO live_room_likes (room_id, user_id, likes, last_at) VALUES (?, ?, 1, ?)
          ON CONFLICT (room_id, user_id) DO UPDATE SET likes = likes + 1, last_at = excluded.last_at`,
    args: [roomId, userId, new Date().toISOString()],
  });
  return roomLikes(db, roomId, userId);
}

function roomParam(ctx: HandlerContext): number {
  const id = Number(ctx.params.id);
  if (!Number.isInteger(id) || id <= 0)
    throw new UpstreamError(LIKE_ERRORS.noRoom.code, LIKE_ERRORS.noRoom.message, 404);
  return id;
}

export function likeRoutes(router: Router): void {
  router.get('/live/rooms/:id/likes', async (ctx) => {
    const roomId = roomParam(ctx);
    await roomOr404(ctx.db, roomId);
    return roomLikes(ctx.db, roomId, (await ctx.optionalUser())?.id ?? null);
  });
  router.post('/live/rooms/:id/likes', async (ctx) => {
    const user = await ctx.requireUser();
    return likeRoom(ctx.db, roomParam(ctx), user.id);
  });
}
