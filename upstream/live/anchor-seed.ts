import type { Db } from '@/upstream/core/types';
import { createRng } from '@/upstream/core/random';
import { openDraw, joinDraw, performDraw } from '@/upstream/shared/draw';
import { bagAwardStatements } from './lucky-bag-awards';

/**
 * Anchors and their workbench data. Anchor users log in like anyone (SMS); the profile here
 * makes them anchors: 王立新 and 陈思远 licensed 投顾, 财经小林 a 达人, 赵明辉 suspended. 观众小陈 is a plain viewer.
 */
export const ANCHOR_TABLES = [
  'live_room_posters',
  'live_materials',
  'live_chat_removals',
  'live_mutes',
  'live_presence',
  'live_fan_task_claims',
  'live_anchor_settings',
  'live_applications',
  'live_viewable_users',
  'live_broadcasts',
  'live_fan_members',
  'live_watch',
  'live_bag_awards',
  'live_lucky_bags',
  'live_anchors',
];

export const ANCHOR_SCHEMA = [
  // Posters anchors upload (the photo picker in the app, a file elsewhere), served at /live/rooms/{id}/poster.
  `CREATE TABLE IF NOT EXISTS live_room_posters (
     room_id INTEGER PRIMARY KEY, mime TEXT NOT NULL, data TEXT NOT NULL, updated_at TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS live_anchors (
     user_id INTEGER PRIMARY KEY, teacher_id INTEGER NOT NULL UNIQUE REFERENCES live_teachers(id), type TEXT NOT NULL,
     licence_no TEXT, status TEXT NOT NULL, cover TEXT NOT NULL DEFAULT 'poster', broadcasting INTEGER NOT NULL DEFAULT 0, stream_key TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS live_lucky_bags (
     id INTEGER PRIMARY KEY AUTOINCREMENT, room_id INTEGER NOT NULL REFERENCES live_rooms(id), anchor_user_id INTEGER NOT NULL,
     prize_name TEXT NOT NULL, prize_kind TEXT NOT NULL, winner_count INTEGER NOT NULL, range TEXT NOT NULL, condition TEXT NOT NULL,
     watch_minutes INTEGER, password TEXT, opened_at TEXT NOT NULL, draw_at TEXT NOT NULL, draw_id INTEGER,
     prize_value INTEGER NOT NULL DEFAULT 0, coupon_template_id INTEGER
   )`,
  'CREATE INDEX IF NOT EXISTS live_lucky_bags_room ON live_lucky_bags (room_id, id)',
  // One row per winner, written with the draw: what was won, its value, and whether it reached the winner.
  `CREATE TABLE IF NOT EXISTS live_bag_awards (
     draw_id INTEGER NOT NULL, pick INTEGER NOT NULL, bag_id INTEGER NOT NULL, user_id INTEGER NOT NULL, kind TEXT NOT NULL,
     value INTEGER NOT NULL, status TEXT NOT NULL CHECK (status IN ('PENDING', 'CREDITED', 'AWAITING_ADDRESS', 'ADDRESS_SUBMITTED')),
     grant_key TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, credited_at TEXT, address TEXT, PRIMARY KEY (draw_id, pick)
   )`,
  'CREATE INDEX IF NOT EXISTS live_bag_awards_user ON live_bag_awards (user_id, bag_id)',
  `CREATE TABLE IF NOT EXISTS live_watch (
     user_id INTEGER NOT NULL, room_id INTEGER NOT NULL, day TEXT NOT NULL, seconds INTEGER NOT NULL, last_beat_at INTEGER NOT NULL,
     PRIMARY KEY (user_id, room_id, day)
   )`,
  `CREATE TABLE IF NOT EXISTS live_fan_members (
     user_id INTEGER NOT NULL, teacher_id INTEGER NOT NULL, intimacy INTEGER NOT NULL, joined_at TEXT NOT NULL, PRIMARY KEY (user_id, teacher_id)
   )`,
  // Removals get their own sequence so a long-poll can ask "what was removed after N" (gone for all within 1 s).
  `CREATE TABLE IF NOT EXISTS live_chat_removals (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, room_id INTEGER NOT NULL, message_id INTEGER NOT NULL UNIQUE, removed_by INTEGER NOT NULL, removed_at TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS live_mutes (
     room_id INTEGER NOT NULL, user_id INTEGER NOT NULL, until TEXT NOT NULL, PRIMARY KEY (room_id, user_id)
   )`,
  // Each BFF instance reports how many viewers it streams to; the room's count is the sum of fresh reports.
  `CREATE TABLE IF NOT EXISTS live_presence (
     room_id INTEGER NOT NULL, instance TEXT NOT NULL, count INTEGER NOT NULL, reported_at INTEGER NOT NULL, PRIMARY KEY (room_id, instance)
   )`,
  `CREATE TABLE IF NOT EXISTS live_materials (
     id INTEGER PRIMARY KEY AUTOINCREMENT, anchor_user_id INTEGER NOT NULL, title TEXT NOT NULL, summary TEXT NOT NULL, body TEXT NOT NULL,
     level TEXT NOT NULL, published INTEGER NOT NULL, updated_at TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS live_fan_task_claims (
     user_id INTEGER NOT NULL, teacher_id INTEGER NOT NULL, task TEXT NOT NULL, day TEXT NOT NULL, PRIMARY KEY (user_id, teacher_id, task, day)
   )`,
  `CREATE TABLE IF NOT EXISTS live_broadcasts (
     id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL, title TEXT NOT NULL, started_at TEXT NOT NULL, minutes INTEGER NOT NULL,
     peak INTEGER NOT NULL, viewers INTEGER NOT NULL, views INTEGER NOT NULL, watch_minutes INTEGER NOT NULL, follows INTEGER NOT NULL,
     comments INTEGER NOT NULL, bag_joins INTEGER NOT NULL, coupons INTEGER NOT NULL, orders INTEGER NOT NULL, gmv_fen INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS live_viewable_users (
     program_id INTEGER NOT NULL, mobile TEXT NOT NULL, added_at TEXT NOT NULL, PRIMARY KEY (program_id, mobile)
   )`,
  `CREATE TABLE IF NOT EXISTS live_applications (
     id INTEGER PRIMARY KEY AUTOINCREMENT, user_id INTEGER NOT NULL UNIQUE, real_name TEXT NOT NULL, type TEXT NOT NULL, licence_no TEXT,
     institution TEXT NOT NULL, intro TEXT NOT NULL, status TEXT NOT NULL, submitted_at TEXT NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS live_anchor_settings (
     user_id INTEGER NOT NULL, kind TEXT NOT NULL, data TEXT NOT NULL, updated_at TEXT NOT NULL, PRIMARY KEY (user_id, kind)
   )`,
];

export const SEED_ANCHORS = [
  {
    mobile: '13900000001',
    nickname: '王立新',
    teacherId: 1,
    type: 'adviser',
    licenceNo: 'S0260620110001',
    status: 'active',
  },
  {
    mobile: '13900000002',
    nickname: '陈思远',
    teacherId: 2,
    type: 'adviser',
    licenceNo: 'S1130619080012',
    status: 'active',
  },
  { mobile: '13900000005', nickname: '财经小林', teacherId: 5, type: 'influencer', licenceNo: null, status: 'active' },
  {
    mobile: '13900000004',
    nickname: '赵明辉',
    teacherId: 4,
    type: 'adviser',
    licenceNo: 'S0880518070023',
    status: 'suspended',
  },
  // The anchor of tests/contract/live-anchor-create.spec.ts (coupons and idempotent creates), room 3.
  {
    mobile: '13900000003',
    nickname: '刘晓婷',
    teacherId: 3,
    type: 'adviser',
    licenceNo: 'S0570621030045',
    status: 'active',
  },
] as const;
export const SEED_VIEWER = { mobile: '13900000099', nickname: '观众小陈' } as const;

async function userIdOf(db: Db, mobile: string, nickname: string): Promise<number> {
  await db.execute({
    sql: "INSERT OR IGNORE INTO users (mobile, nickname, vip_level, created_at) VALUES (?, ?, 'NONE', ?)",
    args: [mobile, nickname, new Date().toISOString()],
  });
  return Number((await db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] })).rows[0].id);
}

export async function seedAnchors(db: Db): Promise<void> {
  const rng = createRng('anchors-v1');
  const anchorIds: number[] = [];
  for (const anchor of SEED_ANCHORS) {
    const id = await userIdOf(db, anchor.mobile, anchor.nickname);
    anchorIds.push(id);
    await db.execute({
      sql: 'INSERT INTO live_anchors (user_id, teacher_id, type, licence_no, status) VALUES (?, ?, ?, ?, ?)',
      args: [id, anchor.teacherId, anchor.type, anchor.licenceNo, anchor.status],
    });
  }
  const viewerId = await userIdOf(db, SEED_VIEWER.mobile, SEED_VIEWER.nickname);
  const viewers = (await db.execute("SELECT id FROM users WHERE mobile LIKE '138000000%' ORDER BY id")).rows.map(
    (row) => Number(row.id),
  );

  // Every seeded programme has a filing record (备案号) already approved.
  await db.execute(
    "UPDATE live_programs SET filing_no = 'BA2026' || printf('%05d', id), filing_status = 'approved', filed_at = '2026-11-01T02:00:00.000Z'",
  );
  const statements = viewers.slice(1, 3).map((userId, index) => ({
    sql: 'INSERT INTO live_fan_members VALUES (?, 1, ?, ?)',
    args: [userId, 320 + index * 150, '2026-10-01T02:00:00.000Z'],
  }));
  for (let room = 1; room <= 6; room += 1) {
    for (let day = 1; day <= 10; day += 1) {
      const viewersCount = rng.int(800, 9_000);
      const started = new Date(Date.UTC(2026, 10, 20 - day, 12, 0));
      statements.push({
        sql: 'INSERT INTO live_broadcasts VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        args: [
          room * 100 + day,
          room,
          `第${11 - day}场 · ${rng.pick(['盘前策略', '收盘复盘', '晚间策略会'])}`,
          started.toISOString(),
          rng.pick([60, 90, 120]),
          Math.round(viewersCount * rng.float(0.2, 0.4)),
          viewersCount,
          Math.round(viewersCount * rng.float(1.2, 2.1)),
          viewersCount * rng.int(8, 25),
          rng.int(20, 400),
          rng.int(200, 4_000),
          rng.int(50, 900),
          rng.int(10, 300),
          rng.int(0, 60),
          rng.int(0, 60) * 19_900,
        ] as Array<string | number>,
      });
    }
  }
  await db.batch(statements, 'write');

  // 理财秘籍: two materials of 王立新 (one published), one of 财经小林.
  await db.batch(
    [
      [
        anchorIds[0],
        '仓位管理三原则',
        '用仓位控制风险的入门方法。',
        '一、单只个股仓位不超过总资金的 20%。\n二、亏损达到预设止损线时严格执行。\n三、盈利后分批止盈，保留底仓。\n以上内容仅为投资者教育，不构成投资建议。',
        'education',
        1,
      ],
      [
        anchorIds[0],
        '读懂北向资金',
        '北向资金数据的含义与常见误读。',
        '北向资金是通过沪深港通流入 A 股的资金。单日净流入不等于看多，需结合持续性与板块分布观察。',
        'review',
        0,
      ],
      [
        anchorIds[2],
        '新手看盘五件事',
        '开盘前后该看什么。',
        '1. 隔夜外盘；2. 集合竞价；3. 成交量；4. 板块轮动；5. 自己的持仓计划。',
        'education',
        1,
      ],
    ].map((args) => ({
      sql: 'INSERT INTO live_materials (anchor_user_id, title, summary, body, level, published, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      args: [...args, '2026-11-18T02:00:00.000Z'] as Array<string | number>,
    })),
    'write',
  );

  // Room 1 has one bag already drawn (its record is verifiable on the rule page).
  await db.execute("DELETE FROM draw_winners WHERE draw_id IN (SELECT id FROM draws WHERE owner_type = 'lucky_bag')");
  await db.execute(
    "DELETE FROM draw_participants WHERE draw_id IN (SELECT id FROM draws WHERE owner_type = 'lucky_bag')",
  );
  await db.execute("DELETE FROM draws WHERE owner_type = 'lucky_bag'");
  const opened = new Date(Date.now() - 3 * 3600_000);
  const bag = await db.execute({
    sql: "INSERT INTO live_lucky_bags (room_id, anchor_user_id, prize_name, prize_kind, winner_count, range, condition, watch_minutes, password, opened_at, draw_at, prize_value) VALUES (1, ?, '财蛋 500 个', 'caidan', 2, 'all', 'password', NULL, '学习打卡', ?, ?, 500) RETURNING id",
    args: [anchorIds[0], opened.toISOString(), new Date(opened.getTime() + 5 * 60_000).toISOString()],
  });
  const bagId = Number(bag.rows[0].id);
  const drawId = await openDraw(db, { type: 'lucky_bag', id: bagId }, [{ name: '财蛋 500 个', count: 2 }], {
    seed: 'seeded-demo-seed-room1-bag1',
    openedAt: opened.toISOString(),
  });
  await db.execute({ sql: 'UPDATE live_lucky_bags SET draw_id = ? WHERE id = ?', args: [drawId, bagId] });
  for (const userId of [...viewers, viewerId]) await joinDraw(db, drawId, userId);
  // The ledger is seeded after the live module: the seeded prizes are recorded pending, and credited on the bag's first read.
  await performDraw(db, drawId, (winners) =>
    bagAwardStatements(
      { bagId, kind: 'caidan', value: 500, prizeName: '财蛋 500 个', couponTemplateId: null },
      drawId,
      winners,
      { creditNow: false },
    ),
  );
}
