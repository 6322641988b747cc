import { addDays, chinaToday } from '@/lib/format/date';
import type { z } from 'zod';
import { NOTICE_CATEGORIES, type NoticeCategory, type noticeListSchema, type noticeSchema } from '@/lib/notice/schemas';
import { UpstreamError, type UpstreamModule } from '@/upstream/core/types';

interface SeedNotice {
  category: NoticeCategory;
  title: string;
  body: string[];
  daysAgo: number;
  pinned?: boolean;
}

/** Newest first by `daysAgo`; ids follow this order so the seed is the same on every start. */
export const SEED_NOTICES: SeedNotice[] = [
  {
    category: '风险提示',
    title: '关于防范冒充本平台工作人员诈骗的风险提示',
    daysAgo: 3,
    pinned: true,
    body: [
      '近期有不法分子冒充本平台客服、分析师或投顾人员，以“内幕消息”“保证收益”“代客理财”等名义诱导转账。',
      '本平台不会以任何形式承诺投资收益，也不会要求您向个人账户转账。所有付费服务均在 App 内的正式渠道完成。',
      '如遇可疑情况，请立即停止操作并通过 App 内「联系客服」核实。',
    ],
  },
  {
    category: '系统公告',
    title: 'App 版本升级提示',
    daysAgo: 8,
    body: [
      '为保障账号安全并使用扫码登录、自选股同步等新功能，请将 App 升级到 2.0.60 及以上版本。',
      '旧版本的部分功能将逐步停止服务。',
    ],
  },
  {
    category: '休市安排',
    title: '节假日行情数据更新安排',
    daysAgo: 20,
    body: ['交易所休市期间，龙虎榜、北向资金等数据暂停更新，页面将显示最近一个交易日的数据及其截至时间。'],
  },
  {
    category: '风险提示',
    title: '警惕“荐股群”“跟单返利”类非法证券活动',
    daysAgo: 1,
    body: [
      '近期出现以“免费荐股”“跟单返利”为名拉人入群、诱导下载非正规交易软件的行为。',
      '请通过持牌证券公司的正规渠道进行交易，不要向陌生人透露验证码、交易密码等信息。',
    ],
  },
  {
    category: '系统公告',
    title: '系统维护通知：周六凌晨服务短暂中断',
    daysAgo: 5,
    body: [
      '为提升服务稳定性，平台将于本周六 00:00–04:00 进行系统维护。',
      '维护期间直播、行情数据及消息推送可能短暂不可用，给您带来不便敬请谅解。',
    ],
  },
  {
    category: '活动公告',
    title: '模拟炒股大赛新一期开始报名',
    daysAgo: 2,
    body: [
      '新一期模拟炒股大赛现已开放报名，完成实名认证即可参赛。',
      '比赛采用虚拟资金，不涉及真实交易，排名及奖励规则以活动页说明为准。',
    ],
  },
  {
    category: '活动公告',
    title: '直播间互动有礼活动说明',
    daysAgo: 12,
    body: [
      '活动期间在直播间发言互动可获得积分，积分可在「我的-等级权益」中查看。',
      '直播内容仅供学习交流，不构成任何投资建议。',
    ],
  },
  {
    category: '休市安排',
    title: '关于元旦期间休市安排的公告',
    daysAgo: 15,
    body: [
      '根据交易所安排，元旦假期休市，其间行情数据暂停更新。',
      '休市前最后一个交易日的数据将保留展示，并注明数据截至时间。',
    ],
  },
  {
    category: '系统公告',
    title: '隐私政策更新说明',
    daysAgo: 30,
    body: [
      '我们更新了《隐私政策》，进一步说明了设备信息与自选股同步数据的使用范围。',
      '您可在「我的-设置-隐私政策」中查看全文。',
    ],
  },
];

/** The seeded rows for a given China date: deterministic, dates relative to `today`. */
export function noticeRows(today: string) {
  return SEED_NOTICES.map((notice, index) => ({
    id: index + 1,
    category: notice.category,
    title: notice.title,
    body: JSON.stringify(notice.body),
    publishedAt: addDays(today, -notice.daysAgo),
    pinned: notice.pinned ? 1 : 0,
  }));
}

type Row = Record<string, unknown>;
const toNotice = (row: Row) => ({
  id: Number(row.id),
  // Written only by this module's seed, from NoticeCategory values; the BFF checks it again.
  category: String(row.category) as NoticeCategory,
  title: String(row.title),
  body: JSON.parse(String(row.body)) as string[],
  publishedAt: String(row.published_at),
  pinned: Number(row.pinned) === 1,
});

/** Platform notices (/notice): public reads, pinned first, newest first. */
export const noticeModule: UpstreamModule = {
  name: 'notice',
  version: 1,
  tables: ['notices'],
  schema: [
    `CREATE TABLE IF NOT EXISTS notices (
       id INTEGER PRIMARY KEY,
       category TEXT NOT NULL,
       title TEXT NOT NULL,
       body TEXT NOT NULL,
       published_at TEXT NOT NULL,
       pinned INTEGER NOT NULL DEFAULT 0
     )`,
    'CREATE INDEX IF NOT EXISTS notices_category ON notices (category, published_at)',
  ],
  async seed(db) {
    for (const row of noticeRows(chinaToday())) {
      await db.execute({
        sql: 'INSERT OR REPLACE INTO notices (id, category, title, body, published_at, pinned) VALUES (?, ?, ?, ?, ?, ?)',
        args: [row.id, row.category, row.title, row.body, row.publishedAt, row.pinned],
      });
    }
  },
  routes(router) {
    router.get('/notice/list', async ({ db, query }) => {
      const category = query.get('category') || null;
      if (category && !(NOTICE_CATEGORIES as readonly string[]).includes(category))
        throw new UpstreamError(1003, '缺少相关参数', 400);
      const page = Math.max(1, Math.floor(Number(query.get('page') ?? 1)) || 1);
      const pageSize = Math.min(50, Math.max(1, Math.floor(Number(query.get('pageSize') ?? 20)) || 20));
      const where = category ? 'WHERE category = ?' : '';
      const args = category ? [category] : [];
      const [rows, count] = await Promise.all([
        db.execute({
          sql: `SELECT * FROM notices ${where} ORDER BY pinned DESC, published_at DESC, id ASC LIMIT ? OFFSET ?`,
          args: [...args, pageSize, (page - 1) * pageSize],
        }),
        db.execute({ sql: `SELECT COUNT(*) AS n FROM notices ${where}`, args }),
      ]);
      return {
        items: rows.rows.map(toNotice),
        total: Number(count.rows[0]?.n ?? 0),
        page,
        pageSize,
        asOf: new Date().toISOString(),
      } satisfies z.input<typeof noticeListSchema>;
    });
    router.get('/notice/:id', async ({ db, params }) => {
      const id = Number(params.id);
      if (!Number.isInteger(id) || id <= 0) throw new UpstreamError(1003, '缺少相关参数', 400);
      const rows = await db.execute({ sql: 'SELECT * FROM notices WHERE id = ?', args: [id] });
      if (!rows.rows[0]) throw new UpstreamError(1004, '公告不存在或已下线', 404);
      return toNotice(rows.rows[0]) satisfies z.input<typeof noticeSchema>;
    });
  },
};
