import type { Row } from '@libsql/client';
import { z } from 'zod';
import { activityPhase } from '@/lib/activity/phase';
import { addDays, chinaToday } from '@/lib/format/date';
import { CHECKIN_REWARDS, EVENT_ERRORS, EVENT_IDS, type EventKind } from '@/lib/events/rules';
import { reminderInputSchema, teaPartySignupInputSchema, type eventSchema } from '@/lib/events/schemas';
import { parseBody } from '@/upstream/core/body';
import { createSerialQueue, idempotencyKeyOf, withIdempotency } from '@/upstream/core/idempotency';
import { UpstreamError, type Db, type HandlerContext, type Router, type UpstreamModule } from '@/upstream/core/types';
import { grant } from '@/upstream/shared/ledger';
import { taskToday } from './task';

/**
 * Event activities: the investor tea party (limited seats, one per user: the seat is taken
 * by one INSERT … SELECT that counts and numbers the seats in the same statement, so concurrent
 * sign-ups never exceed the capacity), the strategy meeting (reminder reservations) and the dragon-inn
 * check-in (one check-in a day, cai-dan through the ledger's `grant`, 7 in all).
 */
type Event = z.input<typeof eventSchema>;
const fail = (error: { code: number; message: string }, status = 409) =>
  new UpstreamError(error.code, error.message, status);
const eventQueue = createSerialQueue();

const EVENT_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS activity_events (
     id INTEGER PRIMARY KEY, kind TEXT NOT NULL, title TEXT NOT NULL, intro TEXT NOT NULL, host TEXT NOT NULL, venue TEXT NOT NULL,
     start_at TEXT NOT NULL, end_at TEXT NOT NULL, meet_at TEXT, capacity INTEGER, agenda TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS activity_event_signups (
     event_id INTEGER NOT NULL, user_id INTEGER NOT NULL, seat_no INTEGER NOT NULL, name TEXT NOT NULL, phone TEXT NOT NULL, at TEXT NOT NULL,
     PRIMARY KEY (event_id, user_id), UNIQUE (event_id, seat_no)
   )`,
  'CREATE TABLE IF NOT EXISTS activity_event_reminders (event_id INTEGER NOT NULL, user_id INTEGER NOT NULL, at TEXT NOT NULL, PRIMARY KEY (event_id, user_id))',
  'CREATE TABLE IF NOT EXISTS activity_event_checkins (event_id INTEGER NOT NULL, user_id INTEGER NOT NULL, day TEXT NOT NULL, at TEXT NOT NULL, PRIMARY KEY (event_id, user_id, day))',
];

async function eventRow(db: Db, id: number): Promise<Row> {
  const row = (await db.execute({ sql: 'SELECT * FROM activity_events WHERE id = ?', args: [id] })).rows[0];
  if (!row) throw fail(EVENT_ERRORS.notFound, 404);
  return row;
}

const count = async (db: Db, sql: string, args: Array<string | number>) =>
  Number((await db.execute({ sql, args })).rows[0].n);

export async function readEvent(db: Db, id: number, userId: number | null): Promise<Event> {
  const row = await eventRow(db, id);
  const [taken, reminders] = await Promise.all([
    count(db, 'SELECT COUNT(*) AS n FROM activity_event_signups WHERE event_id = ?', [id]),
    count(db, 'SELECT COUNT(*) AS n FROM activity_event_reminders WHERE event_id = ?', [id]),
  ]);
  let me: Event['me'] = null;
  if (userId !== null) {
    const [seat, reminded, checkins, today] = await Promise.all([
      db.execute({
        sql: 'SELECT seat_no FROM activity_event_signups WHERE event_id = ? AND user_id = ?',
        args: [id, userId],
      }),
      db.execute({
        sql: 'SELECT 1 FROM activity_event_reminders WHERE event_id = ? AND user_id = ?',
        args: [id, userId],
      }),
      count(db, 'SELECT COUNT(*) AS n FROM activity_event_checkins WHERE event_id = ? AND user_id = ?', [id, userId]),
      db.execute({
        sql: 'SELECT 1 FROM activity_event_checkins WHERE event_id = ? AND user_id = ? AND day = ?',
        args: [id, userId, taskToday()],
      }),
    ]);
    me = {
      seatNo: seat.rows[0] ? Number(seat.rows[0].seat_no) : null,
      reminded: Boolean(reminded.rows[0]),
      checkins,
      checkedInToday: Boolean(today.rows[0]),
    };
  }
  return {
    id,
    kind: String(row.kind) as EventKind,
    title: String(row.title),
    intro: String(row.intro),
    host: String(row.host),
    venue: String(row.venue),
    startAt: String(row.start_at),
    endAt: String(row.end_at),
    meetAt: row.meet_at === null ? null : String(row.meet_at),
    phase: activityPhase(String(row.start_at), String(row.end_at)),
    signupOpen: signupOpen(row),
    agenda: JSON.parse(String(row.agenda)) as Event['agenda'],
    capacity: row.capacity === null ? null : Number(row.capacity),
    taken,
    reminders,
    checkinRewards: row.kind === 'checkin' ? [...CHECKIN_REWARDS] : [],
    me,
  };
}

function signupOpen(row: Row): boolean {
  return (
    row.kind === 'tea_party' &&
    activityPhase(String(row.start_at), String(row.end_at)) === 'running' &&
    (row.meet_at === null || Date.parse(String(row.meet_at)) > Date.now())
  );
}

function requireOpen(row: Row, kind: EventKind): void {
  if (String(row.kind) !== kind) throw fail(EVENT_ERRORS.notFound, 404);
  const phase = activityPhase(String(row.start_at), String(row.end_at));
  if (phase === 'upcoming') throw fail(EVENT_ERRORS.notStarted);
  if (phase === 'ended') throw fail(EVENT_ERRORS.ended);
}

/** One seat per user; seat numbers 1…capacity, never more (one statement counts and inserts). */
async function signUp(
  db: Db,
  id: number,
  userId: number,
  input: z.infer<typeof teaPartySignupInputSchema>,
): Promise<Event> {
  const row = await eventRow(db, id);
  requireOpen(row, 'tea_party');
  if (!signupOpen(row)) throw fail(EVENT_ERRORS.signupClosed);
  if (
    (
      await db.execute({
        sql: 'SELECT 1 FROM activity_event_signups WHERE event_id = ? AND user_id = ?',
        args: [id, userId],
      })
    ).rows[0]
  )
    throw fail(EVENT_ERRORS.signedUp);
  const inserted = await db.execute({
    sql: `INSERT OR IGNORE INTO activity_event_signups (event_id, user_id, seat_no, name, phone, at)
          SELECT ?, ?, COALESCE(MAX(seat_no), 0) + 1, ?, ?, ? FROM activity_event_signups WHERE event_id = ?
          HAVING COUNT(*) < (SELECT capacity FROM activity_events WHERE id = ?)`,
    args: [id, userId, input.name, input.phone, new Date().toISOString(), id, id],
  });
  if (inserted.rowsAffected === 0) {
    const mine = (
      await db.execute({
        sql: 'SELECT 1 FROM activity_event_signups WHERE event_id = ? AND user_id = ?',
        args: [id, userId],
      })
    ).rows[0];
    throw fail(mine ? EVENT_ERRORS.signedUp : EVENT_ERRORS.full);
  }
  return readEvent(db, id, userId);
}

async function setReminder(db: Db, id: number, userId: number, on: boolean): Promise<Event> {
  const row = await eventRow(db, id);
  if (String(row.kind) !== 'strategy') throw fail(EVENT_ERRORS.notFound, 404);
  if (activityPhase(String(row.start_at), String(row.end_at)) === 'ended') throw fail(EVENT_ERRORS.ended);
  await db.execute(
    on
      ? {
          sql: 'INSERT OR IGNORE INTO activity_event_reminders (event_id, user_id, at) VALUES (?, ?, ?)',
          args: [id, userId, new Date().toISOString()],
        }
      : { sql: 'DELETE FROM activity_event_reminders WHERE event_id = ? AND user_id = ?', args: [id, userId] },
  );
  return readEvent(db, id, userId);
}

/** Today's check-in and its cai-dan (the n-th check-in pays CHECKIN_REWARDS[n-1]). */
function checkIn(db: Db, id: number, userId: number): Promise<Event> {
  return eventQueue(async () => {
    const row = await eventRow(db, id);
    requireOpen(row, 'checkin');
    const day = taskToday();
    const done = await count(
      db,
      'SELECT COUNT(*) AS n FROM activity_event_checkins WHERE event_id = ? AND user_id = ?',
      [id, userId],
    );
    if (
      (
        await db.execute({
          sql: 'SELECT 1 FROM activity_event_checkins WHERE event_id = ? AND user_id = ? AND day = ?',
          args: [id, userId, day],
        })
      ).rows[0]
    )
      throw fail(EVENT_ERRORS.checkedIn);
    if (done >= CHECKIN_REWARDS.length) throw fail(EVENT_ERRORS.checkinDone);
    await db.execute({
      sql: 'INSERT INTO activity_event_checkins (event_id, user_id, day, at) VALUES (?, ?, ?, ?)',
      args: [id, userId, day, new Date().toISOString()],
    });
    await grant(
      db,
      userId,
      { type: 'caidan', units: CHECKIN_REWARDS[done] },
      { type: 'activity', id: `event:${id}`, memo: `${String(row.title)} 第 ${done + 1} 天打卡` },
      `event-${id}-checkin-${day}`,
    );
  }).then(() => readEvent(db, id, userId));
}

function idParam(ctx: HandlerContext): number {
  const value = Number(ctx.params.id);
  if (!Number.isSafeInteger(value) || value <= 0) throw fail(EVENT_ERRORS.notFound, 404);
  return value;
}

function routes(router: Router): void {
  router.get('/activity/events/:id', async (ctx) =>
    readEvent(ctx.db, idParam(ctx), (await ctx.optionalUser())?.id ?? null),
  );
  router.post('/activity/events/:id/signups', async (ctx) => {
    const user = await ctx.requireUser();
    const id = idParam(ctx);
    const input = parseBody(teaPartySignupInputSchema, ctx);
    return withIdempotency(
      ctx.db,
      { scope: 'event.signup', userId: user.id, key: idempotencyKeyOf(ctx), request: { id, input } },
      () => signUp(ctx.db, id, user.id, input),
    );
  });
  router.post('/activity/events/:id/reminder', async (ctx) => {
    const user = await ctx.requireUser();
    return setReminder(ctx.db, idParam(ctx), user.id, parseBody(reminderInputSchema, ctx).on);
  });
  router.post('/activity/events/:id/checkins', async (ctx) =>
    checkIn(ctx.db, idParam(ctx), (await ctx.requireUser()).id),
  );
  // Sandbox only: a fresh tea party of a given capacity (tests race for seats without using up the seeded one).
  router.post('/__dev/activity/events', async (ctx) => {
    if (process.env.UPSTREAM_DEV_ROUTES === '0') throw new UpstreamError(404, '接口不存在', 404);
    const { capacity } = parseBody(z.object({ capacity: z.number().int().positive().max(1000) }), ctx);
    const id =
      Math.max(
        1000,
        Number((await ctx.db.execute('SELECT COALESCE(MAX(id), 0) AS n FROM activity_events')).rows[0].n),
      ) + 1;
    const now = Date.now();
    await ctx.db.execute({
      sql: "INSERT INTO activity_events (id, kind, title, intro, host, venue, start_at, end_at, meet_at, capacity, agenda) VALUES (?, 'tea_party', ?, '测试用活动', '测试', '线上', ?, ?, ?, ?, '[]')",
      args: [
        id,
        `测试茶话会 ${id}`,
        new Date(now - 86_400_000).toISOString(),
        new Date(now + 2 * 86_400_000).toISOString(),
        new Date(now + 86_400_000).toISOString(),
        capacity,
      ],
    });
    return readEvent(ctx.db, id, null);
  });
}

async function seed(db: Db): Promise<void> {
  // From the real day, not MARKET_TODAY: whether an activity is upcoming, running or ended is judged
  // against the real clock (activityPhase), so the seeded states hold on whatever day the tests run
  // (from the pinned day, the tea party would read as ended from 2026-12-02 on).
  const base = chinaToday();
  const at = (days: number, hm: string) => new Date(`${addDays(base, days)}T${hm}:00+08:00`).toISOString();
  const events: Array<
    [number, EventKind, string, string, string, string, string, string, string | null, number | null, Event['agenda']]
  > = [
    [
      EVENT_IDS.teaParty,
      'tea_party',
      '投资者茶话会 · 上海站',
      '与资深投顾面对面聊 2027 年的资产配置：限 30 席，免费报名，每人限 1 席。',
      '财经小林（投顾）',
      '上海市浦东新区世纪大道 100 号 21 楼',
      at(-5, '10:00'),
      at(12, '17:00'),
      at(12, '14:00'),
      30,
      [
        { time: '14:00', title: '签到与茶歇', speaker: '主办方' },
        { time: '14:30', title: '2027 年资产配置：股债如何平衡', speaker: '财经小林' },
        { time: '15:30', title: '自由问答：你的持仓我来看', speaker: '财经小林' },
      ],
    ],
    [
      EVENT_IDS.strategy,
      'strategy',
      '2027 年度投资策略会',
      '四位分析师连续两晚直播解读宏观、行业与个股机会，预约后开播前提醒你。',
      '研究所联合直播',
      '直播间在线观看',
      at(-3, '09:00'),
      at(15, '22:00'),
      at(14, '19:30'),
      null,
      [
        { time: '第一晚 19:30', title: '宏观展望：利率、汇率与增长', speaker: '王立新' },
        { time: '第一晚 20:30', title: '行业机会：科技与高端制造', speaker: '陈思远' },
        { time: '第二晚 19:30', title: '消费复苏的节奏与方向', speaker: '财经小林' },
        { time: '第二晚 20:30', title: '组合构建与风险控制', speaker: '李慧' },
      ],
    ],
    [
      EVENT_IDS.dragonInn,
      'checkin',
      '龙门客栈 · 七日打卡',
      '每天来客栈打卡一次，累计 7 天，财蛋奖励逐日升级，第 7 天得 100 财蛋。',
      '活动运营组',
      '线上',
      at(-2, '00:00'),
      at(20, '23:59'),
      null,
      null,
      [],
    ],
  ];
  for (const [id, kind, title, intro, host, venue, startAt, endAt, meetAt, capacity, agenda] of events) {
    await db.execute({
      sql: 'INSERT INTO activity_events (id, kind, title, intro, host, venue, start_at, end_at, meet_at, capacity, agenda) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      args: [id, kind, title, intro, host, venue, startAt, endAt, meetAt, capacity, JSON.stringify(agenda)],
    });
  }
  // 12 seats already taken by seeded koi users; a few reminders.
  const users = (await db.execute("SELECT id FROM users WHERE mobile LIKE '1370000%' ORDER BY id LIMIT 12")).rows.map(
    (row) => Number(row.id),
  );
  for (const [index, userId] of users.entries()) {
    await db.execute({
      sql: 'INSERT OR IGNORE INTO activity_event_signups (event_id, user_id, seat_no, name, phone, at) VALUES (?, ?, ?, ?, ?, ?)',
      args: [
        EVENT_IDS.teaParty,
        userId,
        index + 1,
        '已报名用户',
        `1370000${String(index).padStart(4, '0')}`,
        at(-4, '12:00'),
      ],
    });
    if (index < 8)
      await db.execute({
        sql: 'INSERT OR IGNORE INTO activity_event_reminders (event_id, user_id, at) VALUES (?, ?, ?)',
        args: [EVENT_IDS.strategy, userId, at(-2, '12:00')],
      });
  }
}

export const eventsModule: UpstreamModule = {
  name: 'activity-events',
  version: 1,
  tables: ['activity_event_checkins', 'activity_event_reminders', 'activity_event_signups', 'activity_events'],
  schema: EVENT_SCHEMA,
  seed,
  routes,
};
