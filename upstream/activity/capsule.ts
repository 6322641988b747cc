import { createHash } from 'node:crypto';
import type { z } from 'zod';
import {
  averageBp,
  CAPSULE_MAX_PICKS,
  capsulePhase,
  capsulePickLimit,
  capsulePicksProblem,
  returnBp,
} from '@/lib/activity-hub/rules';
import {
  helpInputSchema,
  inviteCodeSchema,
  sealInputSchema,
  stockCodeSchema,
  type capsuleHelpTargetSchema,
  type capsuleHistorySchema,
  type capsuleInviteSchema,
  type capsuleSchema,
  type capsuleStockSchema,
} from '@/lib/activity-hub/schemas';
import { addDays, chinaToday } from '@/lib/format/date';
import { parseBody } from '@/upstream/core/body';
import { createSerialQueue, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type Router } from '@/upstream/core/types';
import { datasetFor, type MarketDataset } from '@/upstream/market/dataset';
import { maskNickname } from '@/upstream/shared/draw';
import { activityOr404, activityToday, registerActivity } from './registry';

/**
 * The stock-picking time capsule. During the activity's days a user seals up to three
 * picks from the pool (one more per friend who helped, five at most); each pick keeps the close of
 * the day it was sealed. The capsule stays shut until its open day, then shows each pick's return to
 * that day's close against the 上证指数 over the same days, from the market dataset the market pages
 * use (MARKET_TODAY when set), so the numbers agree with theirs.
 */
export const CAPSULE_TABLES = ['capsule_helps', 'capsule_invites', 'capsule_picks', 'capsule_seals', 'capsule_configs'];
export const CAPSULE_SCHEMA = [
  'CREATE TABLE IF NOT EXISTS capsule_configs (activity_id INTEGER PRIMARY KEY, open_day TEXT NOT NULL)',
  `CREATE TABLE IF NOT EXISTS capsule_seals (
     activity_id INTEGER NOT NULL, user_id INTEGER NOT NULL, seal_day TEXT NOT NULL, sealed_at TEXT NOT NULL, PRIMARY KEY (activity_id, user_id)
   )`,
  `CREATE TABLE IF NOT EXISTS capsule_picks (
     activity_id INTEGER NOT NULL, user_id INTEGER NOT NULL, code TEXT NOT NULL, basis_fen INTEGER NOT NULL, PRIMARY KEY (activity_id, user_id, code)
   )`,
  'CREATE TABLE IF NOT EXISTS capsule_invites (code TEXT PRIMARY KEY, activity_id INTEGER NOT NULL, user_id INTEGER NOT NULL)',
  `CREATE TABLE IF NOT EXISTS capsule_helps (
     activity_id INTEGER NOT NULL, helper_id INTEGER NOT NULL, inviter_id INTEGER NOT NULL, helped_at TEXT NOT NULL, PRIMARY KEY (activity_id, helper_id)
   )`,
];

/** The pool: the large caps every market page knows. */
export const CAPSULE_POOL = ['600519', '601318', '600036', '000001', '000858', '002594', '300750', '688981'];
const INDEX_NAME = '上证指数';

const capsuleQueue = createSerialQueue();
const marketDay = () => process.env.MARKET_TODAY ?? chinaToday();

/** The dataset's last trading day on or before `day` (the first day when `day` is earlier). */
function dayIndexAtOrBefore(ds: MarketDataset, day: string): number {
  let index = ds.days.length - 1;
  while (index > 0 && ds.days[index] > day) index -= 1;
  return index;
}

function closeFen(ds: MarketDataset, code: string, day: string): number {
  const series = ds.prices.get(code);
  return series ? Math.round(series.close[dayIndexAtOrBefore(ds, day)] * 100) : 0;
}

function indexPoints100(ds: MarketDataset, day: string): number {
  return Math.round(ds.flows.sh[dayIndexAtOrBefore(ds, day)].indexClose * 100);
}

async function openDayOf(db: Db, activityId: number): Promise<string> {
  const row = (
    await db.execute({ sql: 'SELECT open_day FROM capsule_configs WHERE activity_id = ?', args: [activityId] })
  ).rows[0];
  if (!row) throw new UpstreamError(404, '活动不存在', 404);
  return String(row.open_day);
}

async function capsuleOr404(db: Db, rawId: string | undefined, today = activityToday()) {
  const activity = await activityOr404(db, 'capsule', rawId, today);
  const openDay = await openDayOf(db, activity.id);
  return { activity, openDay, phase: capsulePhase(today, activity.start_day, activity.end_day, openDay) };
}

async function helpsOf(db: Db, activityId: number, userId: number): Promise<number> {
  return Number(
    (
      await db.execute({
        sql: 'SELECT COUNT(*) AS n FROM capsule_helps WHERE activity_id = ? AND inviter_id = ?',
        args: [activityId, userId],
      })
    ).rows[0].n,
  );
}

interface SealRecord {
  userId: number;
  sealDay: string;
  picks: { code: string; basis_fen: number }[];
}

async function sealsOf(db: Db, activityId: number, userId?: number): Promise<SealRecord[]> {
  const filter = userId === undefined ? '' : ' AND s.user_id = ?';
  const rows = await db.execute({
    sql: `SELECT s.user_id, s.seal_day, p.code, p.basis_fen FROM capsule_seals s JOIN capsule_picks p ON p.activity_id = s.activity_id AND p.user_id = s.user_id WHERE s.activity_id = ?${filter} ORDER BY s.user_id, p.code`,
    args: userId === undefined ? [activityId] : [activityId, userId],
  });
  const byUser = new Map<number, SealRecord>();
  for (const row of rows.rows) {
    const id = Number(row.user_id);
    const record = byUser.get(id) ?? { userId: id, sealDay: String(row.seal_day), picks: [] };
    record.picks.push({ code: String(row.code), basis_fen: Number(row.basis_fen) });
    byUser.set(id, record);
  }
  return [...byUser.values()];
}

/** A sealed capsule as its owner sees it: results only once opened (it is a time capsule). */
function sealResult(ds: MarketDataset, seal: SealRecord, openDay: string, opened: boolean) {
  const picks = seal.picks.map((pick) => {
    const resultFen = opened ? closeFen(ds, pick.code, openDay) : null;
    return {
      code: pick.code,
      name: ds.byCode.get(pick.code)?.name ?? pick.code,
      basis_fen: pick.basis_fen,
      result_fen: resultFen,
      return_bp: resultFen === null ? null : returnBp(pick.basis_fen, resultFen),
    };
  });
  const average = opened ? averageBp(picks.map((pick) => pick.return_bp ?? 0)) : null;
  const indexReturn = opened ? returnBp(indexPoints100(ds, seal.sealDay), indexPoints100(ds, openDay)) : null;
  return { picks, average_bp: average, index_return_bp: indexReturn };
}

export async function capsuleView(
  db: Db,
  rawId: string | undefined,
  userId: number | null,
  today = activityToday(),
): Promise<z.input<typeof capsuleSchema>> {
  const { activity, openDay, phase } = await capsuleOr404(db, rawId, today);
  const ds = datasetFor(marketDay());
  const opened = phase === 'opened';
  const seals = await sealsOf(db, activity.id);
  const pickCounts = new Map<string, number>();
  for (const seal of seals)
    for (const pick of seal.picks) pickCounts.set(pick.code, (pickCounts.get(pick.code) ?? 0) + 1);
  const last = ds.days.length - 1;
  const pool = CAPSULE_POOL.map((code) => {
    const series = ds.prices.get(code)!;
    return {
      code,
      name: series.security.name,
      industry: series.security.industry,
      close_fen: Math.round(series.close[last] * 100),
      pct: series.pct[last],
      picks: pickCounts.get(code) ?? 0,
    };
  });
  let me: z.input<typeof capsuleSchema>['me'] = null;
  if (userId !== null) {
    const helps = await helpsOf(db, activity.id, userId);
    const mine = seals.find((seal) => seal.userId === userId);
    const result = mine
      ? sealResult(ds, mine, openDay, opened)
      : { picks: [], average_bp: null, index_return_bp: null };
    me = {
      sealed: Boolean(mine),
      seal_day: mine?.sealDay ?? null,
      helps,
      pick_limit: capsulePickLimit(helps),
      ...result,
    };
  }
  let result: z.input<typeof capsuleSchema>['result'] = null;
  if (opened && seals.length > 0) {
    const all = seals.map((seal) => sealResult(ds, seal, openDay, true));
    const best = all
      .flatMap((item) => item.picks)
      .reduce<{ code: string; name: string; return_bp: number } | null>(
        (top, pick) =>
          top === null || (pick.return_bp ?? 0) > top.return_bp
            ? { code: pick.code, name: pick.name, return_bp: pick.return_bp ?? 0 }
            : top,
        null,
      );
    result = {
      average_bp: averageBp(all.map((item) => item.average_bp ?? 0)),
      index_return_bp: averageBp(all.map((item) => item.index_return_bp ?? 0)),
      users: all.length,
      users_beat_index: all.filter((item) => (item.average_bp ?? 0) > (item.index_return_bp ?? 0)).length,
      best,
    };
  }
  return { activity, open_day: openDay, phase, index_name: INDEX_NAME, sealed_users: seals.length, pool, me, result };
}

function refuse(message: string, status = 409): never {
  throw new UpstreamError(1003, message, status);
}

/** Seals the picks once, at the close of the latest trading day; the seal and its picks are one write. */
export function sealCapsule(
  db: Db,
  rawId: string | undefined,
  userId: number,
  codes: string[],
  today = activityToday(),
) {
  return capsuleQueue(async () => {
    const { activity, phase } = await capsuleOr404(db, rawId, today);
    if (phase === 'upcoming') refuse('封存尚未开始');
    if (phase !== 'sealing') refuse('封存已结束');
    const sealed = await db.execute({
      sql: 'SELECT 1 FROM capsule_seals WHERE activity_id = ? AND user_id = ?',
      args: [activity.id, userId],
    });
    if (sealed.rows[0]) refuse('你已封存过本期胶囊，封存后不能修改');
    const problem = capsulePicksProblem(codes, CAPSULE_POOL, capsulePickLimit(await helpsOf(db, activity.id, userId)));
    if (problem) refuse(problem, 400);
    const ds = datasetFor(marketDay());
    const sealDay = ds.days[dayIndexAtOrBefore(ds, today)];
    await db.batch(
      [
        {
          sql: 'INSERT INTO capsule_seals (activity_id, user_id, seal_day, sealed_at) VALUES (?, ?, ?, ?)',
          args: [activity.id, userId, sealDay, new Date().toISOString()],
        },
        ...codes.map((code) => ({
          sql: 'INSERT INTO capsule_picks (activity_id, user_id, code, basis_fen) VALUES (?, ?, ?, ?)',
          args: [activity.id, userId, code, closeFen(ds, code, sealDay)],
        })),
      ],
      'write',
    );
    return capsuleView(db, rawId, userId, today);
  });
}

export async function capsuleStock(
  db: Db,
  rawId: string | undefined,
  rawCode: string | undefined,
  today = activityToday(),
): Promise<z.input<typeof capsuleStockSchema>> {
  const { activity, openDay, phase } = await capsuleOr404(db, rawId, today);
  const ds = datasetFor(marketDay());
  const code = stockCodeSchema.safeParse(rawCode);
  const series = code.success ? ds.prices.get(code.data) : undefined;
  if (!code.success || !series) throw new UpstreamError(404, '股票不存在', 404);
  // From the first day of sealing to the open day (or the latest close before it).
  const fromIndex = dayIndexAtOrBefore(ds, activity.start_day);
  const toIndex = Math.max(fromIndex, dayIndexAtOrBefore(ds, phase === 'opened' ? openDay : today));
  const closes = ds.days
    .slice(fromIndex, toIndex + 1)
    .map((day, offset) => ({ day, close_fen: Math.round(series.close[fromIndex + offset] * 100) }));
  const picks = Number(
    (
      await db.execute({
        sql: 'SELECT COUNT(*) AS n FROM capsule_picks WHERE activity_id = ? AND code = ?',
        args: [activity.id, code.data],
      })
    ).rows[0].n,
  );
  const fromFen = closes[0].close_fen;
  const toFen = closes.at(-1)!.close_fen;
  return {
    activity,
    phase,
    code: code.data,
    name: series.security.name,
    industry: series.security.industry,
    in_pool: CAPSULE_POOL.includes(code.data),
    picks,
    from_day: closes[0].day,
    to_day: closes.at(-1)!.day,
    from_fen: fromFen,
    to_fen: toFen,
    return_bp: returnBp(fromFen, toFen),
    index_return_bp: returnBp(indexPoints100(ds, closes[0].day), indexPoints100(ds, closes.at(-1)!.day)),
    closes,
  };
}

export async function capsuleHistory(
  db: Db,
  userId: number,
  today = activityToday(),
): Promise<z.input<typeof capsuleHistorySchema>> {
  const ds = datasetFor(marketDay());
  const rows = await db.execute({
    sql: 'SELECT activity_id FROM capsule_seals WHERE user_id = ? ORDER BY sealed_at DESC',
    args: [userId],
  });
  const items = [];
  for (const row of rows.rows) {
    const { activity, openDay, phase } = await capsuleOr404(db, String(row.activity_id), today);
    const [seal] = await sealsOf(db, activity.id, userId);
    items.push({
      activity,
      phase,
      open_day: openDay,
      seal_day: seal.sealDay,
      ...sealResult(ds, seal, openDay, phase === 'opened'),
    });
  }
  return { items };
}

const inviteCodeOf = (activityId: number, userId: number) =>
  createHash('sha256').update(`capsule-invite:${activityId}:${userId}`).digest('hex').slice(0, 10);

async function nicknameOf(db: Db, userId: number): Promise<string> {
  const row = (await db.execute({ sql: 'SELECT nickname FROM users WHERE id = ?', args: [userId] })).rows[0];
  return maskNickname(row ? String(row.nickname) : `用户${userId}`);
}

export async function capsuleInvite(
  db: Db,
  rawId: string | undefined,
  userId: number,
  today = activityToday(),
): Promise<z.input<typeof capsuleInviteSchema>> {
  const { activity } = await capsuleOr404(db, rawId, today);
  const code = inviteCodeOf(activity.id, userId);
  await db.execute({
    sql: 'INSERT OR IGNORE INTO capsule_invites (code, activity_id, user_id) VALUES (?, ?, ?)',
    args: [code, activity.id, userId],
  });
  const helpers = await db.execute({
    sql: 'SELECT helper_id FROM capsule_helps WHERE activity_id = ? AND inviter_id = ? ORDER BY helped_at',
    args: [activity.id, userId],
  });
  const names = await Promise.all(helpers.rows.map((row) => nicknameOf(db, Number(row.helper_id))));
  return { activity, code, helps: names.length, pick_limit: capsulePickLimit(names.length), helpers: names };
}

async function inviterOr404(db: Db, activityId: number, rawCode: unknown): Promise<number> {
  const code = inviteCodeSchema.safeParse(rawCode);
  const row = code.success
    ? (
        await db.execute({
          sql: 'SELECT user_id FROM capsule_invites WHERE code = ? AND activity_id = ?',
          args: [code.data, activityId],
        })
      ).rows[0]
    : undefined;
  if (!row) throw new UpstreamError(404, '邀请不存在或已失效', 404);
  return Number(row.user_id);
}

export async function capsuleHelpTarget(
  db: Db,
  rawId: string | undefined,
  rawCode: unknown,
  viewerId: number | null,
  today = activityToday(),
): Promise<z.input<typeof capsuleHelpTargetSchema>> {
  const { activity, phase } = await capsuleOr404(db, rawId, today);
  const inviterId = await inviterOr404(db, activity.id, rawCode);
  const helped =
    viewerId === null
      ? false
      : Boolean(
          (
            await db.execute({
              sql: 'SELECT 1 FROM capsule_helps WHERE activity_id = ? AND helper_id = ?',
              args: [activity.id, viewerId],
            })
          ).rows[0],
        );
  return { activity, phase, inviter: await nicknameOf(db, inviterId), self: viewerId === inviterId, helped };
}

/** One help per helper per capsule, for someone else, while they can still use the extra pick. */
export function helpFriend(
  db: Db,
  rawId: string | undefined,
  rawCode: unknown,
  helperId: number,
  today = activityToday(),
) {
  return capsuleQueue(async () => {
    const { activity, phase } = await capsuleOr404(db, rawId, today);
    const inviterId = await inviterOr404(db, activity.id, rawCode);
    if (phase !== 'sealing') refuse(phase === 'upcoming' ? '封存尚未开始' : '封存已结束，无法助力');
    if (inviterId === helperId) refuse('不能为自己助力');
    const sealed = await db.execute({
      sql: 'SELECT 1 FROM capsule_seals WHERE activity_id = ? AND user_id = ?',
      args: [activity.id, inviterId],
    });
    if (sealed.rows[0]) refuse('好友已完成封存，无需助力');
    if (capsulePickLimit(await helpsOf(db, activity.id, inviterId)) >= CAPSULE_MAX_PICKS) refuse('好友的选股名额已满');
    const inserted = await db.execute({
      sql: 'INSERT OR IGNORE INTO capsule_helps (activity_id, helper_id, inviter_id, helped_at) VALUES (?, ?, ?, ?)',
      args: [activity.id, helperId, inviterId, new Date().toISOString()],
    });
    if (inserted.rowsAffected === 0) refuse('本期你已助力过好友');
    return capsuleHelpTarget(db, rawId, rawCode, helperId, today);
  });
}

export function capsuleRoutes(router: Router) {
  router.get('/capsules/history', async (ctx) => capsuleHistory(ctx.db, (await ctx.requireUser()).id));
  router.get('/capsules/:id', async (ctx) =>
    capsuleView(ctx.db, ctx.params.id, (await ctx.optionalUser())?.id ?? null),
  );
  router.get('/capsules/:id/stocks/:code', async (ctx) => capsuleStock(ctx.db, ctx.params.id, ctx.params.code));
  router.get('/capsules/:id/invite', async (ctx) => capsuleInvite(ctx.db, ctx.params.id, (await ctx.requireUser()).id));
  router.get('/capsules/:id/help', async (ctx) =>
    capsuleHelpTarget(ctx.db, ctx.params.id, ctx.query.get('code'), (await ctx.optionalUser())?.id ?? null),
  );
  router.post('/capsules/:id/seal', async (ctx) => {
    const user = await ctx.requireUser();
    const { codes } = parseBody(sealInputSchema, ctx);
    const key = idempotencyKeyOf(ctx);
    return withIdempotency(
      ctx.db,
      { scope: 'capsule.seal', userId: user.id, key, request: { id: ctx.params.id, codes } },
      () => sealCapsule(ctx.db, ctx.params.id, user.id, codes),
    );
  });
  router.post('/capsules/:id/help', async (ctx) => {
    const user = await ctx.requireUser();
    const { code } = parseBody(helpInputSchema, ctx);
    const key = idempotencyKeyOf(ctx);
    return withIdempotency(
      ctx.db,
      { scope: 'capsule.help', userId: user.id, key, request: { id: ctx.params.id, code } },
      () => helpFriend(ctx.db, ctx.params.id, code, user.id),
    );
  });
}

/** Capsule 1 seals now and opens in a month, 2 is upcoming, 3 sealed two months ago and has opened. */
export async function seedCapsules(db: Db, today: string) {
  const capsules = [
    {
      id: 1,
      title: '选股时光胶囊·冬季',
      summary: '封存你看好的股票，30天后开启，看看能否跑赢大盘',
      startDay: addDays(today, -3),
      endDay: addDays(today, 4),
      openDay: addDays(today, 30),
    },
    {
      id: 2,
      title: '选股时光胶囊·新年',
      summary: '新年胶囊，开始后即可封存',
      startDay: addDays(today, 10),
      endDay: addDays(today, 17),
      openDay: addDays(today, 45),
    },
    {
      id: 3,
      title: '选股时光胶囊·秋季',
      summary: '已开启：看看大家的选股跑赢了指数吗',
      startDay: addDays(today, -70),
      endDay: addDays(today, -60),
      openDay: addDays(today, -20),
    },
  ];
  for (const capsule of capsules) {
    await registerActivity(db, {
      kind: 'capsule',
      id: capsule.id,
      title: capsule.title,
      summary: capsule.summary,
      startDay: capsule.startDay,
      endDay: capsule.endDay,
    });
    await db.execute({
      sql: 'INSERT INTO capsule_configs (activity_id, open_day) VALUES (?, ?)',
      args: [capsule.id, capsule.openDay],
    });
  }
  const users = (
    await db.execute(
      "SELECT id, mobile FROM users WHERE mobile IN ('13800000001', '13800000002', '13800000003', '13800000004', '13800000005') ORDER BY mobile",
    )
  ).rows;
  const ds = datasetFor(marketDay());
  const sealAt = (activityId: number, userId: number, day: string, codes: string[]) => {
    const sealDay = ds.days[dayIndexAtOrBefore(ds, day)];
    return db.batch(
      [
        {
          sql: 'INSERT OR IGNORE INTO capsule_seals VALUES (?, ?, ?, ?)',
          args: [activityId, userId, sealDay, `${sealDay}T07:30:00.000Z`],
        },
        ...codes.map((code) => ({
          sql: 'INSERT OR IGNORE INTO capsule_picks VALUES (?, ?, ?, ?)',
          args: [activityId, userId, code, closeFen(ds, code, sealDay)],
        })),
      ],
      'write',
    );
  };
  for (const [index, row] of users.entries()) {
    const userId = Number(row.id);
    const codes = [CAPSULE_POOL[index % 8], CAPSULE_POOL[(index + 3) % 8], CAPSULE_POOL[(index + 5) % 8]];
    await sealAt(3, userId, addDays(today, -70 + index * 2), codes);
    // 13800000002 has already sealed the running capsule.
    if (row.mobile === '13800000002') await sealAt(1, userId, addDays(today, -2), codes.slice(0, 2));
  }
}
