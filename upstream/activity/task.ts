import type { InStatement } from '@libsql/client';
import { z } from 'zod';
import { claimSchema, taskBoardSchema, taskIdSchema, type Task } from '@/lib/task/schemas';
import {
  chinaDayOf,
  nextResetOf,
  periodOf,
  previousDay,
  signInRewardUnits,
  streakAfter,
  taskState,
  type TaskId,
  type TaskKind,
  type TaskReward,
} from '@/lib/task/rules';
import { parseBody } from '@/upstream/core/body';
import { createSerialQueue, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type Router, type UpstreamModule } from '@/upstream/core/types';
import { grant, movementStatements, writeLedger } from '@/upstream/shared/ledger';
import { COUPON_TEMPLATES } from '@/upstream/shared/coupon-templates';
import { recordFirstPurchaseReward, REWARD_WINDOW_MS } from '@/upstream/shared/order-rewards';
import { personKeyOfUser } from '@/upstream/shared/person-key';

/**
 * Daily and newbie tasks (PEERS §1.15). Daily progress is kept per China day, so it resets at 00:00
 * Asia/Shanghai; the day is MARKET_TODAY when set (the pinned clock of tests), else today's China date.
 * Newbie tasks read their progress from the modules that own the fact (an evaluation, a real name, a
 * paid order). A reward is claimed once per task and period: the claim row and the ledger entry are
 * one transaction, both keyed by (user, task, period), so ten taps pay once.
 */
const devRoutesEnabled = () => process.env.UPSTREAM_DEV_ROUTES !== '0';
export const taskToday = () => process.env.MARKET_TODAY ?? chinaDayOf(new Date());
const HEARTBEAT_MS = 55_000;
/** A gap longer than this between beats (the page was hidden or closed) restarts the watch clock. */
const WATCH_GAP_MS = 150_000;
const taskQueue = createSerialQueue();

interface TaskDef {
  id: TaskId;
  kind: TaskKind;
  title: string;
  description: string;
  target: number;
  unit: string;
  reward: (streak: number) => TaskReward;
}

export const TASKS: TaskDef[] = [
  {
    id: 'sign_in',
    kind: 'daily',
    title: '每日签到',
    description: '连续签到奖励递增，第7天最多',
    target: 1,
    unit: '次',
    reward: (streak) => ({ type: 'caidan', units: signInRewardUnits(streak) }),
  },
  {
    id: 'watch_live',
    kind: 'daily',
    title: '观看直播10分钟',
    description: '在任意直播间累计观看10分钟',
    target: 10,
    unit: '分钟',
    reward: () => ({ type: 'caidan', units: 20 }),
  },
  {
    id: 'share',
    kind: 'daily',
    title: '分享一次',
    description: '把任务中心分享给好友',
    target: 1,
    unit: '次',
    reward: () => ({ type: 'caidan', units: 10 }),
  },
  {
    id: 'risk_test',
    kind: 'newbie',
    title: '完成风险测评',
    description: '完成一次风险承受能力测评',
    target: 1,
    unit: '次',
    reward: () => ({ type: 'caidan', units: 100 }),
  },
  {
    id: 'real_name',
    kind: 'newbie',
    title: '完成实名认证',
    description: '完成实名认证后可提现',
    target: 1,
    unit: '次',
    reward: () => ({ type: 'caidan', units: 200 }),
  },
  {
    id: 'first_purchase',
    kind: 'newbie',
    title: '首次开通会员',
    description: '首次购买任意会员套餐，退款期（支付后7天）结束后可领取',
    target: 1,
    unit: '次',
    reward: () => ({ type: 'coupon', template_id: 3, name: COUPON_TEMPLATES.find((t) => t.id === 3)!.name }),
  },
];

async function lastSignIn(db: Db, userId: number) {
  const row = (
    await db.execute({
      sql: 'SELECT day, streak FROM task_signins WHERE user_id = ? ORDER BY day DESC LIMIT 1',
      args: [userId],
    })
  ).rows[0];
  return row ? { day: String(row.day), streak: Number(row.streak) } : null;
}

/**
 * The first purchase counts once its refund window has ended and it is still paid (DOMAIN-MODEL:
 * rewards attached to an order are pending until then; a refunded order never counts).
 */
async function firstPurchaseOrder(db: Db, userId: number, now = new Date()): Promise<string | null> {
  const row = await db.execute({
    sql: "SELECT order_no FROM orders WHERE user_id = ? AND status = 'PAID' AND paid_at <= ? ORDER BY paid_at LIMIT 1",
    args: [userId, new Date(now.getTime() - REWARD_WINDOW_MS).toISOString()],
  });
  return row.rows[0] ? String(row.rows[0].order_no) : null;
}

async function factProgress(db: Db, userId: number, id: TaskId): Promise<number> {
  if (id === 'first_purchase') return (await firstPurchaseOrder(db, userId)) ? 1 : 0;
  const sql: Partial<Record<TaskId, string>> = {
    risk_test: 'SELECT 1 FROM risk_evaluations WHERE user_id = ? LIMIT 1',
    real_name: 'SELECT 1 FROM realname_details WHERE user_id = ? AND verified_at IS NOT NULL AND name IS NOT NULL',
  };
  return (await db.execute({ sql: sql[id]!, args: [userId] })).rows[0] ? 1 : 0;
}

export async function taskBoard(db: Db, userId: number, today = taskToday()) {
  const last = await lastSignIn(db, userId);
  const signedToday = last?.day === today;
  const streak = last && (last.day === today || last.day === previousDay(today)) ? last.streak : 0;
  const [progressRows, claimRows] = await Promise.all([
    db.execute({
      sql: 'SELECT task_id, progress FROM task_progress WHERE user_id = ? AND period = ?',
      args: [userId, today],
    }),
    db.execute({
      sql: "SELECT task_id, reward FROM task_claims WHERE user_id = ? AND period IN (?, 'once')",
      args: [userId, today],
    }),
  ]);
  const daily = new Map(progressRows.rows.map((row) => [String(row.task_id), Number(row.progress)]));
  const claimed = new Map(
    claimRows.rows.map((row) => [String(row.task_id), JSON.parse(String(row.reward)) as TaskReward]),
  );
  // Newbie rewards are once per person (one mobile), also for an account registered again after closing one.
  for (const id of await personClaimedNewbieTasks(db, userId))
    if (!claimed.has(id)) claimed.set(id, TASKS.find((def) => def.id === id)!.reward(0));
  const tasks: Task[] = [];
  for (const def of TASKS) {
    const progress =
      def.id === 'sign_in'
        ? signedToday
          ? 1
          : 0
        : def.kind === 'daily'
          ? Math.min(def.target, daily.get(def.id) ?? 0)
          : await factProgress(db, userId, def.id);
    const reward = claimed.get(def.id) ?? def.reward(def.id === 'sign_in' ? streakAfter(last, today) : 0);
    tasks.push({
      id: def.id,
      kind: def.kind,
      title: def.title,
      description: def.description,
      progress,
      target: def.target,
      unit: def.unit,
      reward,
      state: taskState(progress, def.target, claimed.has(def.id)),
    });
  }
  return {
    today,
    resets_at: nextResetOf(today).toISOString(),
    streak,
    signed_today: signedToday,
    tasks,
  } satisfies z.input<typeof taskBoardSchema>;
}

async function personClaimedNewbieTasks(db: Db, userId: number): Promise<TaskId[]> {
  const person = await personKeyOfUser(db, userId);
  if (!person) return [];
  const rows = await db.execute({
    sql: 'SELECT task_id FROM task_person_claims WHERE person = ? AND user_id <> ?',
    args: [person, userId],
  });
  return rows.rows.map((row) => String(row.task_id) as TaskId);
}

/** The once-per-person record of a newbie reward, in the claim's own transaction (a second account of the same mobile conflicts). */
async function personClaimStatements(db: Db, userId: number, def: TaskDef, at: string): Promise<InStatement[]> {
  if (def.kind !== 'newbie') return [];
  const person = await personKeyOfUser(db, userId);
  return person
    ? [
        {
          sql: 'INSERT OR IGNORE INTO task_person_claims (person, task_id, user_id, claimed_at) VALUES (?, ?, ?, ?)',
          args: [person, def.id, userId, at],
        },
      ]
    : [];
}

/** Pays a claimable task once: claim row + ledger entry in one transaction (a coupon is granted by its ref key). */
export function claimTask(db: Db, userId: number, taskId: TaskId, today = taskToday()) {
  return taskQueue(async () => {
    const board = await taskBoard(db, userId, today);
    const task = board.tasks.find((t) => t.id === taskId)!;
    if (task.state === 'claimed') throw new UpstreamError(1003, '奖励已领取', 409);
    if (task.state !== 'claimable') throw new UpstreamError(1003, '任务未完成', 409);
    const period = periodOf(task.kind, today);
    const key = `task:${taskId}:${period}`;
    const at = new Date().toISOString();
    const claimRow = {
      sql: 'INSERT OR IGNORE INTO task_claims (user_id, task_id, period, reward, claimed_at) VALUES (?, ?, ?, ?, ?)',
      args: [userId, taskId, period, JSON.stringify(task.reward), at],
    };
    const ref = { userId, kind: 'task_reward', refType: 'task', refId: `${taskId}:${period}`, key, memo: task.title };
    const personRows = await personClaimStatements(
      db,
      userId,
      TASKS.find((def) => def.id === taskId)!,
      at,
    );
    if (task.reward.type === 'coupon') {
      const orderNo = taskId === 'first_purchase' ? await firstPurchaseOrder(db, userId) : null;
      await db.batch([claimRow, ...personRows], 'write');
      await grant(
        db,
        userId,
        { type: 'coupon', template_id: task.reward.template_id },
        { type: 'task', id: `${taskId}:${period}`, memo: task.title },
        `${key}:${userId}`,
      );
      // The coupon stands for that order: a later refund of it takes the coupon back or deducts its value.
      if (orderNo) await recordFirstPurchaseReward(db, orderNo, userId, `${key}:${userId}`, at);
    } else {
      const movement =
        task.reward.type === 'caidan'
          ? movementStatements({ ...ref, asset: 'caidan', delta: task.reward.units }, at)
          : movementStatements({ ...ref, asset: 'cash', delta: task.reward.fen }, at);
      await writeLedger(db, [claimRow, ...personRows, ...movement]);
    }
    return { task_id: taskId, period, reward: task.reward, claimed_at: at } satisfies z.input<typeof claimSchema>;
  });
}

export function signIn(db: Db, userId: number, today = taskToday()) {
  return taskQueue(async () => {
    const streak = streakAfter(await lastSignIn(db, userId), today);
    await db.execute({
      sql: 'INSERT OR IGNORE INTO task_signins (user_id, day, streak) VALUES (?, ?, ?)',
      args: [userId, today, streak],
    });
    return taskBoard(db, userId, today);
  });
}

async function addProgress(db: Db, userId: number, taskId: TaskId, amount: number, today: string) {
  await db.execute({
    sql: `INSERT INTO task_progress (user_id, task_id, period, progress, reported_at) VALUES (?, ?, ?, ?, ?)
          ON CONFLICT (user_id, task_id, period) DO UPDATE SET progress = progress + excluded.progress, reported_at = excluded.reported_at`,
    args: [userId, taskId, today, amount, Date.now()],
  });
}

/**
 * The live room's heartbeat (about one a minute while visible). A minute is credited only when a beat
 * follows the previous counted one by HEARTBEAT_MS..WATCH_GAP_MS of wall time: the first beat starts
 * the clock, beats in between (a second tab, a replay) count nothing, and after a longer gap (hidden
 * or closed page) the clock starts again. The compare-and-set keeps concurrent beats to one credit.
 */
export async function watchBeat(db: Db, userId: number, now = Date.now()): Promise<boolean> {
  const row = (await db.execute({ sql: 'SELECT last_beat_at FROM task_watch_beats WHERE user_id = ?', args: [userId] }))
    .rows[0];
  if (!row) {
    await db.execute({
      sql: 'INSERT OR IGNORE INTO task_watch_beats (user_id, last_beat_at) VALUES (?, ?)',
      args: [userId, now],
    });
    return false;
  }
  const last = Number(row.last_beat_at);
  const gap = now - last;
  if (gap >= 0 && gap < HEARTBEAT_MS) return false;
  const moved = await db.execute({
    sql: 'UPDATE task_watch_beats SET last_beat_at = ? WHERE user_id = ? AND last_beat_at = ?',
    args: [now, userId, last],
  });
  return moved.rowsAffected === 1 && gap <= WATCH_GAP_MS;
}

function routes(router: Router) {
  router.get('/tasks', async (ctx) => taskBoard(ctx.db, (await ctx.requireUser()).id));
  router.post('/tasks/sign-in', async (ctx) => signIn(ctx.db, (await ctx.requireUser()).id));
  router.post('/tasks/share', async (ctx) => {
    const user = await ctx.requireUser();
    await addProgress(ctx.db, user.id, 'share', 1, taskToday());
    return taskBoard(ctx.db, user.id);
  });
  router.post('/tasks/watch-live/heartbeat', async (ctx) => {
    const user = await ctx.requireUser();
    if (await watchBeat(ctx.db, user.id)) await addProgress(ctx.db, user.id, 'watch_live', 1, taskToday());
    return taskBoard(ctx.db, user.id);
  });
  router.post('/tasks/:id/claim', async (ctx) => {
    const user = await ctx.requireUser();
    const parsed = taskIdSchema.safeParse(ctx.params.id);
    if (!parsed.success) throw new UpstreamError(1003, '任务不存在', 404);
    const key = idempotencyKeyOf(ctx);
    return withIdempotency(ctx.db, { scope: 'task.claim', userId: user.id, key, request: { id: parsed.data } }, () =>
      claimTask(ctx.db, user.id, parsed.data),
    );
  });
  router.get('/tasks/claims', async (ctx) => {
    const user = await ctx.requireUser();
    const rows = await ctx.db.execute({
      sql: 'SELECT task_id, period, reward, claimed_at FROM task_claims WHERE user_id = ? ORDER BY claimed_at DESC LIMIT 100',
      args: [user.id],
    });
    return {
      claims: rows.rows.map(
        (row) =>
          ({
            task_id: taskIdSchema.parse(row.task_id),
            period: String(row.period),
            reward: JSON.parse(String(row.reward)) as TaskReward,
            claimed_at: String(row.claimed_at),
          }) satisfies z.input<typeof claimSchema>,
      ),
    };
  });
  // Moves a user's last watch beat back (tests pass a minute without waiting for it).
  router.post('/__dev/tasks/age-watch-beat', async (ctx) => {
    if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
    const body = parseBody(z.object({ mobile: z.string(), seconds: z.number().int().positive() }), ctx);
    const aged = await ctx.db.execute({
      sql: 'UPDATE task_watch_beats SET last_beat_at = last_beat_at - ? WHERE user_id = (SELECT id FROM users WHERE mobile = ?)',
      args: [body.seconds * 1000, body.mobile],
    });
    return { aged: aged.rowsAffected };
  });
  router.post('/__dev/tasks/progress', async (ctx) => {
    if (!devRoutesEnabled()) throw new UpstreamError(404, '接口不存在', 404);
    const body = parseBody(
      z.object({ mobile: z.string(), task_id: taskIdSchema, progress: z.number().int().positive() }),
      ctx,
    );
    const user = (await ctx.db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [body.mobile] })).rows[0];
    if (!user) throw new UpstreamError(1003, '用户不存在', 404);
    await addProgress(ctx.db, Number(user.id), body.task_id, body.progress, taskToday());
    return taskBoard(ctx.db, Number(user.id));
  });
}

export const taskModule: UpstreamModule = {
  name: 'task',
  version: 1,
  tables: ['task_signins', 'task_progress', 'task_claims', 'task_watch_beats'],
  schema: [
    'CREATE TABLE IF NOT EXISTS task_signins (user_id INTEGER NOT NULL, day TEXT NOT NULL, streak INTEGER NOT NULL, PRIMARY KEY (user_id, day))',
    'CREATE TABLE IF NOT EXISTS task_progress (user_id INTEGER NOT NULL, task_id TEXT NOT NULL, period TEXT NOT NULL, progress INTEGER NOT NULL, reported_at INTEGER NOT NULL, PRIMARY KEY (user_id, task_id, period))',
    'CREATE TABLE IF NOT EXISTS task_watch_beats (user_id INTEGER PRIMARY KEY, last_beat_at INTEGER NOT NULL)',
    'CREATE TABLE IF NOT EXISTS task_claims (user_id INTEGER NOT NULL, task_id TEXT NOT NULL, period TEXT NOT NULL, reward TEXT NOT NULL, claimed_at TEXT NOT NULL, PRIMARY KEY (user_id, task_id, period))',
    // Newbie rewards once per person, by the keyed hash of the mobile (person-key.ts): survives account closure.
    'CREATE TABLE IF NOT EXISTS task_person_claims (person TEXT NOT NULL, task_id TEXT NOT NULL, user_id INTEGER NOT NULL, claimed_at TEXT NOT NULL, PRIMARY KEY (person, task_id))',
  ],
  async seed(db) {
    // 13800000003: a 2-day streak up to yesterday, 4 of 10 live minutes today, today's share claimed, risk test claimed.
    const user = (await db.execute("SELECT id FROM users WHERE mobile = '13800000003'")).rows[0];
    if (!user) return;
    const userId = Number(user.id);
    const today = taskToday();
    const yesterday = previousDay(today);
    await db.execute({
      sql: 'INSERT OR IGNORE INTO task_signins VALUES (?, ?, 1), (?, ?, 2)',
      args: [userId, previousDay(yesterday), userId, yesterday],
    });
    await addProgress(db, userId, 'watch_live', 4, today);
    await addProgress(db, userId, 'share', 1, today);
    await claimTask(db, userId, 'share', today);
    await claimTask(db, userId, 'risk_test', today);
  },
  routes,
};
