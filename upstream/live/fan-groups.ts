import type { z } from 'zod';
import { FAN_TASKS, type FanTaskKey } from '@/lib/live/fan-group-rules';
import type { FanGroupListSchema, FanGroupSchema, FanTasksSchema } from '@/lib/live/fan-group-schemas';
import { UpstreamError, type Db, type HandlerContext, type Router } from '@/upstream/core/types';

/** Fan groups: join free, earn intimacy from daily tasks checked against what the user did today. */
type Group = z.input<typeof FanGroupSchema>;

const shanghaiDay = (now: number) => new Date(now + 8 * 3600_000).toISOString().slice(0, 10);
/** The UTC instant of today's 00:00 in Asia/Shanghai (daily resets, DOMAIN-MODEL). */
const dayStart = (day: string) => new Date(`${day}T00:00:00+08:00`).toISOString();

/**
 * The seeded audience's share in the fan group: one in 40 of a teacher's seeded fans (245,000 fans →
 * 6,125 members), so the two figures agree; members who join here are counted on top.
 */
export const seededFanGroupMembers = (seededFans: number): number => Math.floor(Math.max(0, seededFans) / 40);

async function loadGroups(db: Db, userId: number | null, teacherId?: number): Promise<Group[]> {
  const rows = (
    await db.execute({
      sql: `SELECT t.id, t.name, t.fans AS seeded_fans, r.id AS room_id, (SELECT COUNT(*) FROM live_fan_members f WHERE f.teacher_id = t.id) AS members,
              m.intimacy, m.joined_at
            FROM live_teachers t JOIN live_rooms r ON r.teacher_id = t.id
            LEFT JOIN live_fan_members m ON m.teacher_id = t.id AND m.user_id = ?
            ${teacherId ? 'WHERE t.id = ?' : ''} ORDER BY t.id`,
      args: teacherId ? [userId ?? -1, teacherId] : [userId ?? -1],
    })
  ).rows;
  return rows.map((row) => ({
    teacherId: Number(row.id),
    teacherName: String(row.name),
    roomId: Number(row.room_id),
    members: seededFanGroupMembers(Number(row.seeded_fans)) + Number(row.members),
    me: row.joined_at ? { intimacy: Number(row.intimacy), joinedAt: String(row.joined_at) } : null,
  }));
}

async function groupOr404(db: Db, userId: number | null, teacherId: number): Promise<Group> {
  const [group] = Number.isInteger(teacherId) && teacherId > 0 ? await loadGroups(db, userId, teacherId) : [];
  if (!group) throw new UpstreamError(404, '粉丝团不存在', 404);
  return group;
}

async function progressOf(db: Db, userId: number, group: Group, day: string): Promise<Record<FanTaskKey, number>> {
  const since = dayStart(day);
  const [watch, comments, bags] = await Promise.all([
    db.execute({
      sql: 'SELECT seconds FROM live_watch WHERE user_id = ? AND room_id = ? AND day = ?',
      args: [userId, group.roomId, day],
    }),
    db.execute({
      sql: 'SELECT COUNT(*) AS n FROM live_chat_messages WHERE user_id = ? AND room_id = ? AND created_at >= ?',
      args: [userId, group.roomId, since],
    }),
    db.execute({
      sql: 'SELECT COUNT(*) AS n FROM draw_participants p JOIN live_lucky_bags b ON b.draw_id = p.draw_id WHERE p.user_id = ? AND b.room_id = ? AND p.joined_at >= ?',
      args: [userId, group.roomId, since],
    }),
  ]);
  return {
    watch: Number(watch.rows[0]?.seconds ?? 0),
    comment: Number(comments.rows[0].n),
    bag: Number(bags.rows[0].n),
  };
}

async function tasks(db: Db, userId: number, group: Group): Promise<z.input<typeof FanTasksSchema>> {
  const day = shanghaiDay(Date.now());
  const progress = await progressOf(db, userId, group, day);
  const claimed = new Set(
    (
      await db.execute({
        sql: 'SELECT task FROM live_fan_task_claims WHERE user_id = ? AND teacher_id = ? AND day = ?',
        args: [userId, group.teacherId, day],
      })
    ).rows.map((row) => String(row.task)),
  );
  return {
    group,
    day,
    tasks: FAN_TASKS.map((task) => ({
      key: task.key,
      progress: Math.min(progress[task.key], task.target),
      done: progress[task.key] >= task.target,
      claimed: claimed.has(task.key),
    })),
  };
}

const teacherParam = (ctx: HandlerContext) => Number(ctx.params.teacherId);

export function fanGroupRoutes(router: Router): void {
  router.get(
    '/live/fan-groups',
    async (ctx) =>
      ({ groups: await loadGroups(ctx.db, (await ctx.optionalUser())?.id ?? null) }) satisfies z.input<
        typeof FanGroupListSchema
      >,
  );

  router.get('/live/fan-groups/:teacherId', async (ctx) =>
    groupOr404(ctx.db, (await ctx.optionalUser())?.id ?? null, teacherParam(ctx)),
  );

  router.post('/live/fan-groups/:teacherId/join', async (ctx) => {
    const user = await ctx.requireUser();
    await groupOr404(ctx.db, user.id, teacherParam(ctx));
    await ctx.db.execute({
      sql: 'INSERT OR IGNORE INTO live_fan_members VALUES (?, ?, 0, ?)',
      args: [user.id, teacherParam(ctx), new Date().toISOString()],
    });
    return groupOr404(ctx.db, user.id, teacherParam(ctx));
  });

  router.get('/live/fan-groups/:teacherId/tasks', async (ctx) => {
    const user = await ctx.requireUser();
    return tasks(ctx.db, user.id, await groupOr404(ctx.db, user.id, teacherParam(ctx)));
  });

  // A task's points once a day, only when done and only for a member; the claim row and the points in one batch.
  router.post('/live/fan-groups/:teacherId/tasks/:task/claim', async (ctx) => {
    const user = await ctx.requireUser();
    const group = await groupOr404(ctx.db, user.id, teacherParam(ctx));
    const task = FAN_TASKS.find((item) => item.key === ctx.params.task);
    if (!task) throw new UpstreamError(404, '任务不存在', 404);
    if (!group.me) throw new UpstreamError(4201, '请先加入粉丝团', 403);
    const current = await tasks(ctx.db, user.id, group);
    const state = current.tasks.find((item) => item.key === task.key)!;
    if (!state.done) throw new UpstreamError(4202, '任务尚未完成', 400);
    if (!state.claimed) {
      await ctx.db
        .batch(
          [
            {
              sql: 'INSERT INTO live_fan_task_claims VALUES (?, ?, ?, ?)',
              args: [user.id, group.teacherId, task.key, current.day],
            },
            {
              sql: 'UPDATE live_fan_members SET intimacy = intimacy + ? WHERE user_id = ? AND teacher_id = ?',
              args: [task.points, user.id, group.teacherId],
            },
          ],
          'write',
        )
        .catch((error: unknown) => {
          // A concurrent claim of the same task won the primary key: the points were given once.
          if (!String(error).includes('UNIQUE')) throw error;
        });
    }
    return tasks(ctx.db, user.id, await groupOr404(ctx.db, user.id, group.teacherId));
  });
}
