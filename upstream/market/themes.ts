import type { Security } from '@/lib/market/security-schemas';
import { padBoardCode } from '@/lib/format/market-code';
import { createRng } from '@/upstream/core/random';

/** A theme (题材) of the seeded market: which industries it draws from and the words its texts use. */
interface ThemeDef {
  name: string;
  industries: string[];
  keyword: string;
  intro: string;
  catalysts: string[];
}

const DEFS: ThemeDef[] = [
  {
    name: '人工智能',
    industries: ['计算机', '电子', '通信', '传媒'],
    keyword: 'AI大模型应用',
    intro: '大模型、智能体与AI应用落地相关公司。',
    catalysts: [
      '国内多家厂商发布新一代大模型',
      '工信部提出推进人工智能+行动',
      '头部云厂商上调AI资本开支指引',
      'AI应用月活用户突破新高',
    ],
  },
  {
    name: '算力',
    industries: ['计算机', '通信', '电子'],
    keyword: '算力服务器与光模块',
    intro: '服务器、光模块、液冷与算力租赁相关公司。',
    catalysts: [
      '全国一体化算力网建设方案发布',
      '海外光模块订单指引上修',
      '多地算力中心集中开工',
      '液冷标准征求意见稿发布',
    ],
  },
  {
    name: '半导体',
    industries: ['电子'],
    keyword: '芯片设计与制造',
    intro: '芯片设计、制造、封测与设备材料。',
    catalysts: ['大基金三期公布新一批投资', '存储芯片价格连续上涨', '先进封装产能扩张', '国产设备招标份额提升'],
  },
  {
    name: '消费电子',
    industries: ['电子', '通信'],
    keyword: '消费电子零部件',
    intro: '手机、PC、可穿戴设备产业链。',
    catalysts: ['新款旗舰手机发布', 'AI手机出货量预测上调', '以旧换新补贴覆盖数码产品', 'AR眼镜新品集中发布'],
  },
  {
    name: '机器人',
    industries: ['机械设备', '计算机', '汽车'],
    keyword: '人形机器人零部件',
    intro: '人形机器人、减速器、伺服与传感器。',
    catalysts: [
      '人形机器人运动会举办',
      '头部企业公布机器人量产计划',
      '地方出台具身智能扶持政策',
      '灵巧手供应链定点落地',
    ],
  },
  {
    name: '低空经济',
    industries: ['国防军工', '机械设备', '交通运输'],
    keyword: 'eVTOL与低空物流',
    intro: 'eVTOL、无人机与低空基础设施。',
    catalysts: ['低空飞行服务保障体系建设推进', 'eVTOL获颁型号合格证', '多城开通无人机物流航线', '低空经济发展司成立'],
  },
  {
    name: '固态电池',
    industries: ['电力设备', '有色金属', '基础化工'],
    keyword: '固态电解质',
    intro: '固态电池材料、设备与电芯。',
    catalysts: ['车企公布固态电池装车时间表', '硫化物电解质中试线投产', '固态电池国家标准立项', '锂价企稳回升'],
  },
  {
    name: '新能源车',
    industries: ['汽车', '电力设备'],
    keyword: '新能源整车与零部件',
    intro: '整车、三电与智能驾驶零部件。',
    catalysts: ['月度新能源车销量创新高', '购置税减免政策延续', '智能驾驶功能大规模推送', '充电基础设施建设提速'],
  },
  {
    name: '创新药',
    industries: ['医药生物'],
    keyword: '创新药研发管线',
    intro: '创新药研发、CXO与BD出海。',
    catalysts: [
      '创新药出海授权交易金额创新高',
      '医保谈判新增创新药目录',
      '重磅临床数据在国际会议公布',
      '商保创新药目录落地',
    ],
  },
  {
    name: '医疗器械',
    industries: ['医药生物'],
    keyword: '高端医疗器械',
    intro: '高端影像、耗材与设备更新。',
    catalysts: ['医疗设备更新贷款落地', '集采规则优化', '国产影像设备中标份额提升', '脑机接口临床试验推进'],
  },
  {
    name: '数据要素',
    industries: ['计算机', '传媒'],
    keyword: '数据资产与数据交易',
    intro: '数据确权、交易与数据资产入表。',
    catalysts: ['数据资产入表首批披露', '公共数据授权运营办法出台', '数据交易所成交额攀升', '数据标注基地建设推进'],
  },
  {
    name: '军工',
    industries: ['国防军工'],
    keyword: '军工装备',
    intro: '航空航天、船舶与军工电子。',
    catalysts: ['商业航天发射计划密集', '大型舰艇下水', '卫星互联网组网加速', '军品订单交付节奏加快'],
  },
  {
    name: '黄金有色',
    industries: ['有色金属'],
    keyword: '黄金与工业金属',
    intro: '黄金、铜铝与小金属。',
    catalysts: ['国际金价创历史新高', '央行连续增持黄金', '铜库存降至低位', '稀土出口管制调整'],
  },
  {
    name: '大消费',
    industries: ['食品饮料', '纺织服饰', '轻工制造', '农林牧渔'],
    keyword: '消费品牌',
    intro: '食品饮料、服饰与家居消费。',
    catalysts: ['提振消费专项行动方案发布', '节假日消费数据超预期', '以旧换新扩围至家居', '白酒批价企稳'],
  },
  {
    name: '金融科技',
    industries: ['非银金融', '银行', '计算机'],
    keyword: '金融IT与跨境支付',
    intro: '券商、金融IT与跨境支付。',
    catalysts: ['成交额连续破万亿', '跨境支付系统扩容', '券商并购重组推进', '数字人民币试点扩大'],
  },
  {
    name: '环保电力',
    industries: ['环保', '公用事业', '建筑装饰'],
    keyword: '绿色电力与节能环保',
    intro: '绿电运营、节能环保与电网建设。',
    catalysts: ['电网投资计划上调', '绿证交易机制完善', '碳市场扩容至新行业', '特高压项目密集核准'],
  },
  {
    name: '并购重组',
    industries: [],
    keyword: '资产重组',
    intro: '筹划并购重组、控制权变更的公司。',
    catalysts: ['并购六条发布', '多家公司披露重组预案', '跨界并购审核提速', '重组审核周期缩短'],
  },
];

export interface Theme {
  code: string;
  name: string;
  intro: string;
  keyword: string;
  members: string[];
  /** Catalyst titles by trading-day offset from the latest day (0 = latest). */
  catalysts: { daysAgo: number; title: string }[];
}

export interface ThemeBook {
  themes: Theme[];
  byCode: Map<string, Theme>;
  /** The themes of a stock, most relevant first, and its 入选原因 per theme. */
  ofStock: Map<string, { theme: Theme; reason: string }[]>;
}

const REASONS = [
  (name: string, k: string) => `${name}在投资者互动平台表示，公司${k}相关产品已实现批量供货。`,
  (name: string, k: string) => `${name}年报披露，公司布局${k}业务，相关收入占比持续提升。`,
  (name: string, k: string) => `${name}与行业龙头签署${k}领域战略合作协议。`,
  (name: string, k: string) => `${name}募投项目涉及${k}，预计明年投产。`,
];

/** Theme membership of the seeded securities: by industry, deterministic, every stock in at least one. */
export function buildThemes(securities: Security[]): ThemeBook {
  const rng = createRng('market:themes:v1');
  const themes: Theme[] = DEFS.map((d, i) => ({
    code: padBoardCode(801 + i)!,
    name: d.name,
    intro: d.intro,
    keyword: d.keyword,
    members: [],
    catalysts: d.catalysts.map((title, k) => ({ daysAgo: k * 6 + rng.int(0, 4), title })),
  }));
  const ofStock = new Map<string, { theme: Theme; reason: string }[]>();
  const merger = themes[themes.length - 1];
  for (const security of securities) {
    const fits = themes.filter((t, i) => DEFS[i].industries.includes(security.industry));
    const chosen = fits.filter(() => rng.chance(0.6));
    if (!chosen.length) chosen.push(fits.length ? rng.pick(fits) : merger);
    if (rng.chance(0.08) && !chosen.includes(merger)) chosen.push(merger);
    const entries = chosen.map((theme) => ({ theme, reason: rng.pick(REASONS)(security.name, theme.keyword) }));
    for (const entry of entries) entry.theme.members.push(security.code);
    ofStock.set(security.code, entries);
  }
  return { themes, byCode: new Map(themes.map((t) => [t.code, t])), ofStock };
}
