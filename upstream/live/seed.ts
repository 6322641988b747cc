import type { Db } from '@/upstream/core/types';
import { createRng } from '@/upstream/core/random';
import { liveNow } from './clock';

/**
 * Deterministic live data: six teachers (four licensed 投顾 with 证书编号, two 达人), one room each,
 * programmes from two days ago to two days ahead, and chat history. Programme times are stored as a
 * day offset and minutes of the day (Asia/Shanghai) and resolved on read, so 今天's schedule stays
 * "today" however old the database file is.
 */
export const LIVE_TABLES = [
  'live_chat_messages',
  'live_reservations',
  'live_follows',
  'live_programs',
  'live_rooms',
  'live_teachers',
];

export const LIVE_SCHEMA = [
  `CREATE TABLE IF NOT EXISTS live_teachers (
     id INTEGER PRIMARY KEY, name TEXT NOT NULL, avatar TEXT NOT NULL, title TEXT NOT NULL, type TEXT NOT NULL,
     licence_no TEXT, institution TEXT NOT NULL, registered_at TEXT, intro TEXT NOT NULL,
     fans INTEGER NOT NULL, popularity INTEGER NOT NULL, views INTEGER NOT NULL, answers INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS live_rooms (
     id INTEGER PRIMARY KEY, teacher_id INTEGER NOT NULL REFERENCES live_teachers(id), title TEXT NOT NULL,
     notice TEXT NOT NULL, poster TEXT NOT NULL, stream_url TEXT, base_viewers INTEGER NOT NULL, heat INTEGER NOT NULL
   )`,
  `CREATE TABLE IF NOT EXISTS live_programs (
     id INTEGER PRIMARY KEY, room_id INTEGER NOT NULL REFERENCES live_rooms(id), title TEXT NOT NULL, summary TEXT NOT NULL,
     day_offset INTEGER NOT NULL, start_minute INTEGER NOT NULL, duration_min INTEGER NOT NULL,
     on_air INTEGER NOT NULL DEFAULT 0, replay_url TEXT, exclusive INTEGER NOT NULL DEFAULT 0, base_reservations INTEGER NOT NULL,
     chapters TEXT NOT NULL DEFAULT '[]',
     start_at TEXT, level TEXT NOT NULL DEFAULT 'education', restricted INTEGER NOT NULL DEFAULT 0,
     filing_no TEXT, filing_status TEXT, filed_at TEXT
   )`,
  `CREATE TABLE IF NOT EXISTS live_reservations (
     user_id INTEGER NOT NULL, program_id INTEGER NOT NULL REFERENCES live_programs(id), created_at TEXT NOT NULL,
     PRIMARY KEY (user_id, program_id)
   )`,
  `CREATE TABLE IF NOT EXISTS live_follows (
     user_id INTEGER NOT NULL, teacher_id INTEGER NOT NULL REFERENCES live_teachers(id), created_at TEXT NOT NULL,
     PRIMARY KEY (user_id, teacher_id)
   )`,
  `CREATE TABLE IF NOT EXISTS live_chat_messages (
     id INTEGER PRIMARY KEY AUTOINCREMENT, room_id INTEGER NOT NULL REFERENCES live_rooms(id), user_id INTEGER NOT NULL,
     nickname TEXT NOT NULL, role TEXT NOT NULL DEFAULT 'viewer', content TEXT NOT NULL, created_at TEXT NOT NULL, removed_at TEXT
   )`,
  'CREATE INDEX IF NOT EXISTS live_chat_room_id ON live_chat_messages (room_id, id)',
];

const PROGRAM_COLUMNS =
  'id, room_id, title, summary, day_offset, start_minute, duration_min, on_air, replay_url, exclusive, base_reservations, chapters';

export const TEST_STREAM = '/live/test/index.m3u8';
export const TEST_POSTER = '/live/poster.jpg';

const TEACHERS: Array<[string, string, 'adviser' | 'influencer', string | null, string, string, string | null]> = [
  [
    '王立新',
    '首席投资顾问 · 趋势研判',
    'adviser',
    'S0260620110001',
    '东岳证券投资顾问部',
    '擅长大势研判与板块轮动，20 年 A 股经验。',
    '2011-06-20',
  ],
  [
    '陈思远',
    '高级投资顾问 · 价值成长',
    'adviser',
    'S1130619080012',
    '南屏证券财富管理部',
    '专注消费与医药行业的基本面研究。',
    '2019-08-12',
  ],
  [
    '刘晓婷',
    '投资顾问 · 量化择时',
    'adviser',
    'S0570621030045',
    '北辰证券投顾中心',
    '以量化模型辅助择时，讲解通俗易懂。',
    '2021-03-15',
  ],
  [
    '赵明辉',
    '投资顾问 · 短线策略',
    'adviser',
    'S0880518070023',
    '西岭证券投顾团队',
    '聚焦热点题材与龙虎榜资金动向。',
    '2018-07-02',
  ],
  [
    '财经小林',
    '财经达人 · 市场科普',
    'influencer',
    null,
    '财知道签约作者',
    '用生活化的语言讲解市场知识，不提供投资建议。',
    null,
  ],
  ['老周说盘', '财经达人 · 复盘分享', 'influencer', null, '财知道签约作者', '每日收盘复盘，分享学习心得。', null],
];

// Room titles name the room's theme, not a time of day: a room is live at any hour.
export const ROOM_TITLES = [
  '趋势研判：把握主线机会',
  '价值成长：消费医药怎么看',
  '量化看市：择时信号解读',
  '龙虎榜资金追踪',
  '新手课堂：看懂K线',
  '复盘笔记：热点回顾',
];
/** What each room talks about; a programme's title is its time slot's name followed by this topic. */
const ROOM_TOPICS = ['主线机会', '消费医药', '择时信号', '龙虎榜资金', '看懂K线', '热点回顾'];
export const NOTICES = [
  '本直播间内容仅供参考，不构成投资建议。文明发言，禁止发布荐股、引流信息。',
  '今晚 20:00 加播《周末策略会》，欢迎预约。',
  '直播中讲解的模型仅用于教学演示。',
  '请勿相信任何私下收费荐股，谨防诈骗。',
  '新手课堂每周一三五更新，回放可随时观看。',
  '复盘内容为个人学习记录，投资需谨慎。',
];
const PROGRAM_TOPICS = ['板块轮动', '资金流向专题', '行业深度研究', '投资者教育课堂', '风险控制'];

/**
 * The name of a programme by the Beijing time it starts (minutes since midnight), so a title never
 * contradicts its time: 早盘策略 in the morning session, 收盘复盘 after the close, 晚间策略会 at night.
 */
export function slotTitle(startMinute: number): string {
  const minute = ((startMinute % 1440) + 1440) % 1440;
  if (minute < 9 * 60 + 30) return '开盘前瞻';
  if (minute < 11 * 60 + 30) return '早盘策略';
  if (minute < 13 * 60) return '午间解盘';
  if (minute < 15 * 60) return '盘中热点解读';
  if (minute < 18 * 60) return '收盘复盘';
  return '晚间策略会';
}

/** The title of a room's on-air programme, resolved when read (its start follows the clock). */
export function onAirTitle(topic: string, startMinute: number): string {
  return `${slotTitle(startMinute)}：${topic}`;
}
export const CHAT_LINES = [
  '老师早上好！',
  '今天大盘怎么看？',
  '学习了，感谢分享',
  '请问半导体板块还能关注吗？',
  '讲得很清楚 👍',
  '北向资金今天流入多少？',
  '新手打卡学习',
  '回放在哪里看？',
  '老师讲讲风险控制吧',
  '已预约周末策略会',
  '量能不足，谨慎一点',
  '这个指标怎么用？',
  '支持老师！',
  '今天的主线是什么？',
  '谢谢老师的耐心讲解',
];
export const VIEWERS = [
  '价值投资小王',
  '趋势交易老李',
  '量化研究员',
  '韭菜成长记',
  '稳健派',
  '长线持有者',
  '学习中的小白',
  '半导体观察员',
];

/** Minutes since local (UTC+8) midnight, for "on air now" programmes. */
function shanghaiMinuteNow(now: Date): number {
  return Math.floor(((now.getTime() + 8 * 3600_000) % 86_400_000) / 60_000);
}

export async function seedLive(db: Db): Promise<void> {
  const rng = createRng('live-v1');
  const statements: Array<{ sql: string; args: Array<string | number | null> }> = [];
  TEACHERS.forEach(([name, title, type, licence, institution, intro, registered], index) => {
    const id = index + 1;
    statements.push({
      sql: 'INSERT INTO live_teachers VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        id,
        name,
        name.slice(0, 1),
        title,
        type,
        licence,
        institution,
        registered,
        intro,
        rng.int(8_000, 260_000),
        rng.int(50_000, 900_000),
        rng.int(100_000, 5_000_000),
        rng.int(20, 4_000),
      ],
    });
    statements.push({
      sql: 'INSERT INTO live_rooms VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        id,
        id,
        ROOM_TITLES[index],
        NOTICES[index],
        TEST_POSTER,
        TEST_STREAM,
        rng.int(300, 6_000),
        rng.int(10_000, 400_000),
      ],
    });
  });

  let programId = 1;
  for (let room = 1; room <= TEACHERS.length; room += 1) {
    for (let day = -2; day <= 2; day += 1) {
      const slots = rng
        .shuffle([570, 690, 810, 930, 1200])
        .slice(0, 2)
        .sort((a, b) => a - b);
      for (const startMinute of slots) {
        const ended = day < 0;
        const chapters = JSON.stringify([
          { at: '00:00', title: '开场与市场概览' },
          { at: '12:30', title: rng.pick(['板块轮动', '资金流向', '个股案例（教学）', '风险提示']) },
          { at: '35:00', title: '互动答疑' },
        ]);
        statements.push({
          sql: `INSERT INTO live_programs (${PROGRAM_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?)`,
          // Ended programmes have their replay (the committed test stream), one in six is still being
          // produced; today's programmes get theirs too, used once they end.
          args: [
            programId,
            room,
            `${slotTitle(startMinute)} · ${rng.pick(PROGRAM_TOPICS)} · 第${programId}期`,
            `${TEACHERS[room - 1][0]}带来${rng.pick(['市场全景', '热点梳理', '策略分享', '知识讲解'])}。`,
            day,
            startMinute,
            rng.pick([60, 90, 120]),
            day === 0 || (ended && rng.int(0, 5) > 0) ? TEST_STREAM : null,
            rng.chance(0.25) ? 1 : 0,
            rng.int(20, 3_000),
            chapters,
          ],
        });
        programId += 1;
      }
    }
  }
  // Rooms 1–3 are on air whenever the upstream runs: their programme spans "now" (resolved on read).
  const minute = shanghaiMinuteNow(new Date(liveNow()));
  for (let room = 1; room <= 3; room += 1) {
    statements.push({
      sql: `INSERT INTO live_programs (${PROGRAM_COLUMNS}) VALUES (?, ?, ?, ?, 0, ?, 180, 1, NULL, 0, ?, ?)`,
      // The stored title is the topic only: read-model prefixes the slot name of the (moving) start.
      args: [
        programId,
        room,
        ROOM_TOPICS[room - 1],
        '正在直播，欢迎进入直播间互动。',
        minute,
        rng.int(200, 4_000),
        '[]',
      ],
    });
    programId += 1;
  }

  const start = Date.now() - 2 * 3600_000;
  for (let room = 1; room <= TEACHERS.length; room += 1) {
    for (let index = 0; index < 24; index += 1) {
      const anchor = index % 8 === 0;
      statements.push({
        sql: 'INSERT INTO live_chat_messages (room_id, user_id, nickname, role, content, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        args: [
          room,
          anchor ? 0 : -1 - rng.int(0, VIEWERS.length - 1),
          anchor ? TEACHERS[room - 1][0] : rng.pick(VIEWERS),
          anchor ? 'anchor' : 'viewer',
          anchor ? '欢迎大家来到直播间，今天我们聊聊市场结构。' : rng.pick(CHAT_LINES),
          new Date(start + index * 4 * 60_000).toISOString(),
        ],
      });
    }
  }
  await db.batch(statements, 'write');
}
