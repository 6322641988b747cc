import type { z } from 'zod';
import { growthAfter, isRipe, TASK_WATER, winChanceBp } from '@/lib/activity-hub/rules';
import { waterInputSchema, type moneyTreeSchema } from '@/lib/activity-hub/schemas';
import { prizeTotal, type DrawPrize } from '@/lib/draw/algorithm';
import { addDays } from '@/lib/format/date';
import { periodOf, type TaskId } from '@/lib/task/rules';
import { parseBody } from '@/upstream/core/body';
import { createSerialQueue, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type Router } from '@/upstream/core/types';
import { joinDraw, openDraw, performDraw, readDraw } from '@/upstream/shared/draw';
import { grant, type Reward } from '@/upstream/shared/ledger';
import { TASKS, taskBoard } from './task';
import { activityOr404, activityToday, registerActivity } from './registry';

/**
 * The money tree. A finished task from the task centre waters the tree once per task and
 * task period (daily tasks: once a day); at FRUIT_AT growth the fruit is ripe and the user picks it,
 * which enters them (once per activity) into the activity's verifiable draw (upstream/shared/draw.ts,
 * owner `money_tree`, prize table and seed hash public from the start). The day after the activity's
 * last day the draw runs on the next read, winners get their prize through the ledger's grant()
 * (keyed by draw pick, so paying again pays nothing) and the seed is revealed.
 */
export const MONEY_TREE_TABLES = ['money_tree_waterings', 'money_tree_configs'];
export const MONEY_TREE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS money_tree_configs (
     activity_id INTEGER PRIMARY KEY, draw_id INTEGER NOT NULL, rewards TEXT NOT NULL, rewards_granted INTEGER NOT NULL DEFAULT 0
   )`,
  `CREATE TABLE IF NOT EXISTS money_tree_waterings (
     activity_id INTEGER NOT NULL, user_id INTEGER NOT NULL, task_id TEXT NOT NULL, period TEXT NOT NULL,
     water INTEGER NOT NULL, watered_at TEXT NOT NULL, PRIMARY KEY (activity_id, user_id, task_id, period)
   )`,
];

/** The published prize table of every money tree, and what each prize pays (same order). */
export const TREE_PRIZES: { prize: DrawPrize; reward: Reward }[] = [
  { prize: { name: '现金红包8.88元', count: 2 }, reward: { type: 'cash', fen: 888 } },
  { prize: { name: '会员满200减30券', count: 3 }, reward: { type: 'coupon', template_id: 1 } },
  { prize: { name: '财蛋500个', count: 5 }, reward: { type: 'caidan', units: 500 } },
];

/** The ended demo tree had a smaller pool than its four seeded fruits, so its record shows a real draw. */
const ENDED_TREE_PRIZES: { prize: DrawPrize; reward: Reward }[] = [
  { prize: { name: '现金红包8.88元', count: 1 }, reward: { type: 'cash', fen: 888 } },
  { prize: { name: '财蛋500个', count: 2 }, reward: { type: 'caidan', units: 500 } },
];

const treeQueue = createSerialQueue();

async function configOr404(db: Db, activityId: number) {
  const row = (await db.execute({ sql: 'SELECT * FROM money_tree_configs WHERE activity_id = ?', args: [activityId] }))
    .rows[0];
  if (!row) throw new UpstreamError(404, '活动不存在', 404);
  return {
    drawId: Number(row.draw_id),
    rewards: JSON.parse(String(row.rewards)) as Reward[],
    granted: Number(row.rewards_granted) === 1,
  };
}

async function growthOf(db: Db, activityId: number, userId: number): Promise<number> {
  const row = (
    await db.execute({
      sql: 'SELECT COALESCE(SUM(water), 0) AS g FROM money_tree_waterings WHERE activity_id = ? AND user_id = ?',
      args: [activityId, userId],
    })
  ).rows[0];
  return Number(row.g);
}

/** Draws an ended tree once and pays its winners (idempotent: grant() is keyed by the pick). */
async function settleIfEnded(db: Db, activityId: number, ended: boolean) {
  const config = await configOr404(db, activityId);
  if (!ended || config.granted) return;
  await performDraw(db, config.drawId);
  const draw = await readDraw(db, config.drawId);
  for (const [pick, winner] of draw.winners.entries()) {
    const name = draw.prizes[winner.prizeIndex].name;
    await grant(
      db,
      winner.userId,
      config.rewards[winner.prizeIndex],
      { type: 'prize', id: `money_tree:${activityId}:${pick}`, memo: `摇钱树·${name}` },
      `money-tree:${activityId}:pick:${pick}`,
    );
  }
  await db.execute({
    sql: 'UPDATE money_tree_configs SET rewards_granted = 1 WHERE activity_id = ?',
    args: [activityId],
  });
}

export async function moneyTreeView(
  db: Db,
  rawId: string | undefined,
  userId: number | null,
  today = activityToday(),
): Promise<z.input<typeof moneyTreeSchema>> {
  const activity = await activityOr404(db, 'money_tree', rawId, today);
  await settleIfEnded(db, activity.id, activity.status === 'ended');
  const { drawId } = await configOr404(db, activity.id);
  const draw = await readDraw(db, drawId);
  const total = prizeTotal(draw.prizes);
  let me: z.input<typeof moneyTreeSchema>['me'] = null;
  if (userId !== null) {
    const [growth, board, watered] = await Promise.all([
      growthOf(db, activity.id, userId),
      taskBoard(db, userId, today),
      db.execute({
        sql: 'SELECT task_id, period FROM money_tree_waterings WHERE activity_id = ? AND user_id = ?',
        args: [activity.id, userId],
      }),
    ]);
    const wateredKeys = new Set(watered.rows.map((row) => `${row.task_id}:${row.period}`));
    const won = draw.winners.find((winner) => winner.userId === userId);
    me = {
      growth,
      harvested: draw.participants.includes(userId),
      prize: won ? draw.prizes[won.prizeIndex].name : null,
      sources: board.tasks.map((task) => ({
        task_id: task.id,
        title: task.title,
        water: TASK_WATER[task.id],
        done: task.state !== 'todo',
        watered: wateredKeys.has(`${task.id}:${periodOf(task.kind, today)}`),
      })),
    };
  }
  return {
    activity,
    draw_day: addDays(activity.end_day, 1),
    prizes: draw.prizes,
    prize_total: total,
    win_chance_bp: winChanceBp(total, Math.max(draw.participants.length, 1)),
    draw: {
      id: draw.id,
      status: draw.status,
      algorithm: draw.algorithm,
      seed_hash: draw.seedHash,
      seed: draw.seed,
      participants: draw.participants.length,
      winners: draw.winners.map((winner) => ({ nickname: winner.nickname, prize_index: winner.prizeIndex })),
    },
    me,
  };
}

function refuse(message: string): never {
  throw new UpstreamError(1003, message, 409);
}

/** One watering: the task must be finished in its current period and not have watered this tree in it. */
export function waterTree(db: Db, rawId: string | undefined, userId: number, taskId: TaskId, today = activityToday()) {
  return treeQueue(async () => {
    const activity = await activityOr404(db, 'money_tree', rawId, today);
    if (activity.status === 'upcoming') refuse('活动尚未开始');
    if (activity.status === 'ended') refuse('活动已结束');
    const task = (await taskBoard(db, userId, today)).tasks.find((item) => item.id === taskId)!;
    if (task.state === 'todo') refuse(`请先完成任务「${task.title}」`);
    const growth = await growthOf(db, activity.id, userId);
    if (isRipe(growth)) refuse('果实已成熟，请先摘取果实');
    const inserted = await db.execute({
      sql: 'INSERT OR IGNORE INTO money_tree_waterings (activity_id, user_id, task_id, period, water, watered_at) VALUES (?, ?, ?, ?, ?, ?)',
      args: [
        activity.id,
        userId,
        taskId,
        periodOf(task.kind, today),
        growthAfter(growth, TASK_WATER[taskId]) - growth,
        new Date().toISOString(),
      ],
    });
    if (inserted.rowsAffected === 0)
      refuse(task.kind === 'daily' ? '这个任务今天已经浇过水了' : '这个任务已经浇过水了');
    return moneyTreeView(db, rawId, userId, today);
  });
}

/** Picks the ripe fruit: the user enters the tree's draw, once per activity. */
export function harvestTree(db: Db, rawId: string | undefined, userId: number, today = activityToday()) {
  return treeQueue(async () => {
    const activity = await activityOr404(db, 'money_tree', rawId, today);
    if (activity.status !== 'running') refuse(activity.status === 'upcoming' ? '活动尚未开始' : '活动已结束');
    if (!isRipe(await growthOf(db, activity.id, userId))) refuse('果实还没成熟，完成任务浇水吧');
    const { drawId } = await configOr404(db, activity.id);
    if (!(await joinDraw(db, drawId, userId))) refuse('本期已停止摘果');
    return moneyTreeView(db, rawId, userId, today);
  });
}

export function moneyTreeRoutes(router: Router) {
  router.get('/money-trees/:id', async (ctx) =>
    moneyTreeView(ctx.db, ctx.params.id, (await ctx.optionalUser())?.id ?? null),
  );
  router.post('/money-trees/:id/water', async (ctx) => {
    const user = await ctx.requireUser();
    const { task_id: taskId } = parseBody(waterInputSchema, ctx);
    const key = idempotencyKeyOf(ctx);
    return withIdempotency(
      ctx.db,
      { scope: 'money-tree.water', userId: user.id, key, request: { id: ctx.params.id, taskId } },
      () => waterTree(ctx.db, ctx.params.id, user.id, taskId),
    );
  });
  router.post('/money-trees/:id/harvest', async (ctx) => {
    const user = await ctx.requireUser();
    const key = idempotencyKeyOf(ctx);
    return withIdempotency(
      ctx.db,
      { scope: 'money-tree.harvest', userId: user.id, key, request: { id: ctx.params.id } },
      () => harvestTree(ctx.db, ctx.params.id, user.id),
    );
  });
}

async function seedUsers(db: Db): Promise<Map<string, number>> {
  const rows = await db.execute(
    "SELECT id, mobile FROM users WHERE mobile IN ('13800000001', '13800000002', '13800000003', '13800000004', '13800000005')",
  );
  return new Map(rows.rows.map((row) => [String(row.mobile), Number(row.id)]));
}

/** Three trees: 1 running, 2 upcoming, 3 ended (drawn with a seed revealed for the record). */
export async function seedMoneyTrees(db: Db, today: string) {
  const trees = [
    {
      id: 1,
      title: '摇钱树·十一月',
      summary: '做任务浇水，果实成熟即可参与抽奖',
      startDay: addDays(today, -3),
      endDay: addDays(today, 7),
    },
    {
      id: 2,
      title: '摇钱树·十二月',
      summary: '下一期摇钱树，开始后即可浇水',
      startDay: addDays(today, 10),
      endDay: addDays(today, 24),
    },
    {
      id: 3,
      title: '摇钱树·十月',
      summary: '已开奖：中奖名单与随机种子已公示',
      startDay: addDays(today, -30),
      endDay: addDays(today, -12),
    },
  ];
  for (const tree of trees) {
    await registerActivity(db, { kind: 'money_tree', ...tree });
    const seeded =
      tree.id === 3 ? { seed: 'seeded-demo-money-tree-3', openedAt: `${tree.startDay}T00:00:00.000Z` } : {};
    const table = tree.id === 3 ? ENDED_TREE_PRIZES : TREE_PRIZES;
    const drawId = await openDraw(
      db,
      { type: 'money_tree', id: tree.id },
      table.map((item) => item.prize),
      seeded,
    );
    await db.execute({
      sql: 'INSERT INTO money_tree_configs (activity_id, draw_id, rewards) VALUES (?, ?, ?)',
      args: [tree.id, drawId, JSON.stringify(table.map((item) => item.reward))],
    });
  }
  const users = await seedUsers(db);
  const ended = (await configOr404(db, 3)).drawId;
  // 13800000003 is the wallet's seeded "user with a balance": its balance stays as the wallet seed made it.
  for (const [mobile, userId] of users) {
    if (mobile === '13800000003') continue;
    await db.execute({
      sql: "INSERT OR IGNORE INTO money_tree_waterings VALUES (3, ?, 'first_purchase', 'once', 100, ?)",
      args: [userId, `${addDays(today, -20)}T02:00:00.000Z`],
    });
    await joinDraw(db, ended, userId);
  }
  await settleIfEnded(db, 3, true);
  // 13800000003 has watered the running tree with the newbie risk test and today's share (seeded by the task module).
  const grower = users.get('13800000003');
  if (grower !== undefined) {
    const task = (id: TaskId) => TASKS.find((item) => item.id === id)!;
    for (const id of ['risk_test', 'share'] as const) {
      await db.execute({
        sql: 'INSERT OR IGNORE INTO money_tree_waterings VALUES (1, ?, ?, ?, ?, ?)',
        args: [grower, id, periodOf(task(id).kind, today), TASK_WATER[id], new Date().toISOString()],
      });
    }
  }
}
