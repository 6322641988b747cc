import type { z } from 'zod';
import type {
  AgreementRef,
  campaignSchema,
  planSchema,
  rightsMatrixSchema,
  unionPartnerSchema,
} from '@/lib/member/schemas';
import { bundlePrice, isCouponGiftSku, isPrepaySku, perDayFen } from '@/lib/member/rules';

/**
 * The membership catalogue of the local upstream: plans (fen prices, R-levels, agreements, skus incl.
 * the SPEC §9 pre-pay and coupon-gift skus), the sale and conversion campaigns (each its own hero,
 * copy and plan set) and the VIP/SVIP rights matrix. Seeded into the member module's tables.
 */
const MEMBERSHIP: AgreementRef = {
  id: 'new-membershipService',
  title: '会员服务协议',
  version: 'V4.1',
  path: '/new/membershipService',
};
const APP_SERVICE = {
  month: {
    id: 'new-jncjAppServiceWithParamsMonth',
    title: 'App增值服务协议（月度）',
    version: 'V3.0-M',
    path: '/new/jncjAppServiceWithParamsMonth',
  },
  season: {
    id: 'new-jncjAppServiceWithParamsSeason',
    title: 'App增值服务协议（季度）',
    version: 'V3.0-S',
    path: '/new/jncjAppServiceWithParamsSeason',
  },
  year: {
    id: 'new-jncjAppServiceWithParamsYear',
    title: 'App增值服务协议（年度）',
    version: 'V3.0-Y',
    path: '/new/jncjAppServiceWithParamsYear',
  },
} satisfies Record<string, AgreementRef>;
const SVIP_PACKAGE: AgreementRef = {
  id: 'svipPackageAgreement',
  title: 'SVIP套餐服务协议',
  version: 'V1.8',
  path: '/svipPackageAgreement',
};
const ADVISER: AgreementRef = {
  id: 'securitiesInvestmentConsultantSvip',
  title: '证券投资顾问服务协议（SVIP专属版）',
  version: 'V2.1',
  path: '/securitiesInvestmentConsultantSvip',
};
const ADVISORY_RISK: AgreementRef = {
  id: 'new-securitiesInvestmentAdvisoryRisk',
  title: '证券投资咨询服务风险揭示书',
  version: 'V3.0',
  path: '/new/securitiesInvestmentAdvisoryRisk',
};

const VIP_BENEFITS = [
  '龙虎榜机构席位深度解读',
  'AI诊股不限次数',
  '会员专属直播间',
  '条件选股高级条件',
  '北向资金异动提醒',
];
const SVIP_BENEFITS = [
  '包含全部VIP权益',
  '一对一专属投顾服务',
  '每周金牌策略研报',
  'SVIP闭门直播与回放',
  '个股深度诊断报告',
];

type PlanInput = {
  id: string;
  sku: number;
  tier: 'VIP' | 'SVIP';
  name: string;
  duration: 'month' | 'quarter' | 'half' | 'year';
  days: number;
  price: number;
  original: number;
  renew?: number;
  badge?: string;
};

function plan(p: PlanInput): z.input<typeof planSchema> {
  const svip = p.tier === 'SVIP';
  const period =
    p.duration === 'month' ? APP_SERVICE.month : p.duration === 'year' ? APP_SERVICE.year : APP_SERVICE.season;
  return {
    id: p.id,
    sku_id: p.sku,
    tier: p.tier,
    name: p.name,
    duration: p.duration,
    days: p.days,
    price_fen: p.price,
    original_fen: p.original,
    per_day_fen: perDayFen(p.price, p.days),
    auto_renew: p.renew !== undefined,
    renew_fen: p.renew ?? null,
    benefits: svip ? SVIP_BENEFITS : VIP_BENEFITS,
    // VIP sells information tools (R2); SVIP includes securities advisory service (R3).
    risk_level: svip ? 3 : 2,
    agreements: svip ? [MEMBERSHIP, period, SVIP_PACKAGE, ADVISER, ADVISORY_RISK] : [MEMBERSHIP, period],
    iap_product_id: `com.llczd.member.${p.id.replace(/-/g, '.')}`,
    badge: p.badge ?? null,
    prepay: isPrepaySku(p.sku),
    coupon_gift: isCouponGiftSku(p.sku),
  };
}

export const PLANS: z.input<typeof planSchema>[] = [
  plan({
    id: 'vip-month',
    sku: 601,
    tier: 'VIP',
    name: 'VIP连续包月',
    duration: 'month',
    days: 30,
    price: 2800,
    original: 3800,
    renew: 2800,
  }),
  plan({
    id: 'vip-quarter',
    sku: 602,
    tier: 'VIP',
    name: 'VIP季卡',
    duration: 'quarter',
    days: 90,
    price: 7800,
    original: 11400,
  }),
  plan({
    id: 'vip-year',
    sku: 603,
    tier: 'VIP',
    name: 'VIP年卡',
    duration: 'year',
    days: 365,
    price: 26800,
    original: 45600,
    badge: '最受欢迎',
  }),
  plan({
    id: 'svip-month',
    sku: 611,
    tier: 'SVIP',
    name: 'SVIP连续包月',
    duration: 'month',
    days: 30,
    price: 9800,
    original: 12800,
    renew: 9800,
  }),
  plan({
    id: 'svip-quarter',
    sku: 612,
    tier: 'SVIP',
    name: 'SVIP季卡',
    duration: 'quarter',
    days: 90,
    price: 26800,
    original: 38400,
  }),
  plan({
    id: 'svip-year',
    sku: 613,
    tier: 'SVIP',
    name: 'SVIP年卡',
    duration: 'year',
    days: 365,
    price: 88800,
    original: 153600,
    badge: '超值推荐',
  }),
  plan({
    id: 'vip-year-prepay',
    sku: 636,
    tier: 'VIP',
    name: 'VIP年卡·199预付',
    duration: 'year',
    days: 365,
    price: 19900,
    original: 45600,
    badge: '限时预付',
  }),
  plan({
    id: 'svip-half-prepay',
    sku: 638,
    tier: 'SVIP',
    name: 'SVIP半年卡·预付',
    duration: 'half',
    days: 180,
    price: 49900,
    original: 76800,
    badge: '专享预付',
  }),
  plan({
    id: 'svip-year-gift',
    sku: 658,
    tier: 'SVIP',
    name: 'SVIP年卡·预付赠券',
    duration: 'year',
    days: 365,
    price: 79900,
    original: 153600,
    badge: '赠2张券',
  }),
  plan({
    id: 'vip-quarter-gift',
    sku: 659,
    tier: 'VIP',
    name: 'VIP季卡·赠券',
    duration: 'quarter',
    days: 90,
    price: 8800,
    original: 11400,
    badge: '赠券',
  }),
];

/*
 * The skus of the four pay popups (course, butler, dragon, merge), in the same plan/sku model: each is a
 * plan with `product` set (and `tier` only when it grants membership). Bought through the same
 * quote → order → pay flow; the paid order's fulfilment records what it granted (upstream/commerce/pay.ts).
 */
const PRODUCT_LICENSE: AgreementRef = {
  id: 'new-productServiceLicense',
  title: '产品服务许可协议',
  version: 'V1.1',
  path: '/new/productServiceLicense',
};
const APP_SERVICE_BASIC: AgreementRef = {
  id: 'new-jncjAppService',
  title: 'App增值服务协议',
  version: 'V3.0',
  path: '/new/jncjAppService',
};
const CONSULTANT: AgreementRef = {
  id: 'securitiesInvestmentConsultant',
  title: '证券投资顾问服务协议',
  version: 'V3.4',
  path: '/securitiesInvestmentConsultant',
};
const ADVISER_LICENSE: AgreementRef = {
  id: 'serviceLicenseAgreementTG',
  title: '投资顾问平台服务许可协议',
  version: 'V1.3',
  path: '/serviceLicenseAgreementTG',
};

type ProductInput = Omit<
  z.input<typeof planSchema>,
  'per_day_fen' | 'auto_renew' | 'renew_fen' | 'iap_product_id' | 'prepay' | 'coupon_gift' | 'badge' | 'duration'
> & { badge?: string };

function productPlan(p: ProductInput): z.input<typeof planSchema> {
  return {
    ...p,
    duration: p.days >= 365 ? 'year' : p.days >= 180 ? 'half' : p.days >= 90 ? 'quarter' : 'month',
    per_day_fen: perDayFen(p.price_fen, p.days),
    auto_renew: false,
    renew_fen: null,
    iap_product_id: `com.llczd.sku.${p.id.replace(/-/g, '.')}`,
    badge: p.badge ?? null,
    prepay: false,
    coupon_gift: false,
  };
}

const COURSE_KLINE = productPlan({
  id: 'course-kline',
  sku_id: 701,
  tier: null,
  name: 'K线形态实战课（20讲）',
  days: 365,
  price_fen: 19900,
  original_fen: 29900,
  benefits: ['20节视频课，购买后365天内不限次观看', '每讲配套课件与课后练习', '课程群内助教答疑'],
  risk_level: 1,
  agreements: [PRODUCT_LICENSE, ADVISORY_RISK],
  badge: '畅销课',
  product: {
    kind: 'course',
    teacher: '周立衡',
    cert_no: 'A0680622010015',
    lessons: 20,
    outline: ['K线基础与量价关系', '反转形态：头肩、双底与圆弧', '持续形态：旗形与三角形', '实战复盘：形态失败的识别'],
  },
});
const COURSE_VALUE = productPlan({
  id: 'course-value',
  sku_id: 702,
  tier: null,
  name: '价值投资入门课（12讲）',
  days: 365,
  price_fen: 9900,
  original_fen: 15900,
  benefits: ['12节视频课，购买后365天内不限次观看', '财报三张表速读模板'],
  risk_level: 1,
  agreements: [PRODUCT_LICENSE, ADVISORY_RISK],
  product: {
    kind: 'course',
    teacher: '林嘉禾',
    cert_no: 'A0680619070042',
    lessons: 12,
    outline: [
      '读懂利润表、资产负债表与现金流量表',
      '估值入门：PE、PB与股息率',
      '护城河与行业格局',
      '建立自己的观察清单',
    ],
  },
});
const BUTLER_30 = productPlan({
  id: 'butler-30',
  sku_id: 721,
  tier: null,
  name: '投顾管家·30天',
  days: 30,
  price_fen: 59900,
  original_fen: 79900,
  benefits: ['持牌投顾一对一服务30天', '持仓诊断与调仓建议', '交易日盘中异动提醒'],
  risk_level: 3,
  agreements: [CONSULTANT, ADVISER_LICENSE, ADVISORY_RISK],
  product: {
    kind: 'butler',
    adviser: '陈思远',
    cert_no: 'A0680620110028',
    includes: ['一对一持仓诊断（每周1次）', '交易日盘中异动提醒', '工作日当日回复的投顾问答', '月度组合复盘报告'],
    qualification:
      '本服务由具备证券投资咨询业务资格的机构提供，投资顾问已在中国证券业协会注册登记，可在协会官网按证书编号查询。',
  },
});
const BUTLER_90 = productPlan({
  id: 'butler-90',
  sku_id: 722,
  tier: null,
  name: '投顾管家·90天',
  days: 90,
  price_fen: 149900,
  original_fen: 239700,
  badge: '省898元',
  benefits: ['持牌投顾一对一服务90天', '持仓诊断与调仓建议', '季度组合复盘'],
  risk_level: 3,
  agreements: [CONSULTANT, ADVISER_LICENSE, ADVISORY_RISK],
  product: {
    kind: 'butler',
    adviser: '陈思远',
    cert_no: 'A0680620110028',
    includes: ['一对一持仓诊断（每周1次）', '交易日盘中异动提醒', '工作日当日回复的投顾问答', '季度组合复盘报告'],
    qualification:
      '本服务由具备证券投资咨询业务资格的机构提供，投资顾问已在中国证券业协会注册登记，可在协会官网按证书编号查询。',
  },
});
const DRAGON_FEATURES = [
  '龙虎榜机构与游资席位明细',
  '知名游资席位追踪与胜率统计',
  '上榜个股次日表现回测',
  '盘后龙虎榜推送提醒',
];
const DRAGON_30 = productPlan({
  id: 'dragon-30',
  sku_id: 741,
  tier: null,
  name: '龙虎榜高级数据·30天',
  days: 30,
  price_fen: 3900,
  original_fen: 5900,
  benefits: ['龙虎榜高级数据30天'],
  risk_level: 2,
  agreements: [APP_SERVICE_BASIC],
  product: { kind: 'dragon', tool: '龙虎榜高级数据', features: DRAGON_FEATURES },
});
const DRAGON_90 = productPlan({
  id: 'dragon-90',
  sku_id: 742,
  tier: null,
  name: '龙虎榜高级数据·90天',
  days: 90,
  price_fen: 9900,
  original_fen: 17700,
  badge: '每天1.1元',
  benefits: ['龙虎榜高级数据90天'],
  risk_level: 2,
  agreements: [APP_SERVICE_BASIC],
  product: { kind: 'dragon', tool: '龙虎榜高级数据', features: DRAGON_FEATURES },
});

type Part = z.input<typeof planSchema>;
/** A bundle of a membership plan and a product sku, at `ratePermille`‰ of their list price (lib/member/rules bundlePrice). */
function bundle(input: {
  id: string;
  sku_id: number;
  name: string;
  member: Part;
  other: Part;
  ratePermille: number;
  badge: string;
}): z.input<typeof planSchema> {
  const price = bundlePrice([input.member.price_fen, input.other.price_fen], input.ratePermille);
  const agreements = [...input.member.agreements, ...input.other.agreements].filter(
    (a, i, all) => all.findIndex((b) => b.id === a.id) === i,
  );
  const part = (p: Part) => ({
    plan_id: p.id,
    kind: p.product?.kind ?? ('member' as const),
    name: p.name,
    price_fen: p.price_fen,
    days: p.days,
  });
  return productPlan({
    id: input.id,
    sku_id: input.sku_id,
    tier: input.member.tier,
    name: input.name,
    days: input.member.days,
    price_fen: price.price_fen,
    original_fen: price.list_fen,
    badge: input.badge,
    benefits: [
      `${input.member.name}：${input.member.benefits.slice(0, 2).join('、')}`,
      `${input.other.name}：${input.other.benefits[0]}`,
    ],
    risk_level: Math.max(input.member.risk_level, input.other.risk_level),
    agreements,
    product: {
      kind: 'merge',
      parts: [part(input.member), part(input.other)],
      list_fen: price.list_fen,
      saving_fen: price.saving_fen,
    },
  });
}
const planById = (id: string) => PLANS.find((p) => p.id === id)!;

export const PRODUCT_PLANS: z.input<typeof planSchema>[] = [
  COURSE_KLINE,
  COURSE_VALUE,
  BUTLER_30,
  BUTLER_90,
  DRAGON_30,
  DRAGON_90,
  bundle({
    id: 'merge-svip-course',
    sku_id: 761,
    name: 'SVIP季卡 + K线形态实战课',
    member: planById('svip-quarter'),
    other: COURSE_KLINE,
    ratePermille: 850,
    badge: '组合立减',
  }),
  bundle({
    id: 'merge-vip-dragon',
    sku_id: 762,
    name: 'VIP年卡 + 龙虎榜高级数据90天',
    member: planById('vip-year'),
    other: DRAGON_90,
    ratePermille: 800,
    badge: '组合立减',
  }),
];

type CampaignInput = Omit<z.input<typeof campaignSchema>, 'plans'> & { plan_ids: string[] };

const CONVERSION: Array<[string, string, string, string]> = [
  ['Zb', '直播', '看直播，更要看懂直播', '会员专属直播间、老师实盘思路回放，直播间里的每一次分析都不错过。'],
  ['Cyb', '创业板', '创业板机会，提前一步发现', '创业板个股异动、龙虎榜机构席位与北向资金动向，一屏看全。'],
  ['Course', '课程', '从入门到进阶的投资课', '会员专享系统课程与每周直播答疑，学完即可用在自己的选股上。'],
  ['Gen', '通用', '开通会员，解锁全部工具', 'AI诊股、条件选股高级条件、龙虎榜深度解读，一个会员全部拥有。'],
  ['Per', '个人专属', '为您准备的专属会员方案', '按您常用的功能整理，开通后立即生效，随时可在会员中心查看。'],
];

function conversionCampaigns(): CampaignInput[] {
  return CONVERSION.flatMap(([key, label, title, text]) => [
    {
      slug: `conversition${key}Vip`,
      tier: 'VIP' as const,
      kind: 'conversion' as const,
      source: `conv_${key.toLowerCase()}_vip`,
      hero_title: `${title}·VIP`,
      hero_subtitle: `来自「${label}」的会员方案`,
      highlights: [
        { title: '会员直播', text: text },
        { title: '数据工具', text: '龙虎榜、北向资金、条件选股高级功能全部开放' },
      ],
      notes: ['会员权益开通后立即生效', '连续包月可随时取消自动续费'],
      cta: '立即开通VIP',
      ends_at: null,
      plan_ids: key === 'Per' ? ['vip-year', 'vip-month'] : ['vip-month', 'vip-quarter', 'vip-year'],
    },
    {
      slug: `conversition${key}Svip`,
      tier: 'SVIP' as const,
      kind: 'conversion' as const,
      source: `conv_${key.toLowerCase()}_svip`,
      hero_title: `${title}·SVIP`,
      hero_subtitle: `来自「${label}」的SVIP方案：含投顾服务`,
      highlights: [
        { title: '专属投顾', text: '持牌投资顾问一对一服务，问题当日回复' },
        { title: '深度研究', text: text },
      ],
      notes: ['SVIP含证券投资顾问服务，购买前需完成风险测评', '投资有风险，服务内容仅供参考'],
      cta: '立即开通SVIP',
      ends_at: null,
      plan_ids: key === 'Per' ? ['svip-year', 'svip-quarter'] : ['svip-month', 'svip-quarter', 'svip-year'],
    },
  ]);
}

const SALE_DAYS = 7 * 24 * 60 * 60 * 1000;

export function campaigns(now: number): CampaignInput[] {
  const endsAt = new Date(now + SALE_DAYS).toISOString();
  return [
    {
      slug: 'openMember',
      tier: 'SVIP',
      kind: 'open',
      source: 'open_member',
      hero_title: '开通会员，看懂每一次涨跌',
      hero_subtitle: 'VIP数据工具 + SVIP专属投顾，按需选择',
      highlights: [
        { title: 'VIP', text: '龙虎榜深度解读、AI诊股不限次、会员直播' },
        { title: 'SVIP', text: '在VIP基础上，专属投顾与每周金牌研报' },
      ],
      notes: ['价格以确认订单页为准', '已是VIP的用户升级SVIP，按剩余天数折算抵扣'],
      cta: '立即开通',
      ends_at: null,
      plan_ids: ['vip-month', 'vip-quarter', 'vip-year', 'svip-month', 'svip-quarter', 'svip-year'],
    },
    ...conversionCampaigns(),
    {
      slug: 'vip-sale1',
      tier: 'VIP',
      kind: 'sale',
      source: 'vip_sale_1',
      hero_title: '新客首月28元',
      hero_subtitle: 'VIP连续包月，随时可取消',
      highlights: [
        { title: '首月体验', text: '开通即享全部VIP工具' },
        { title: '随时取消', text: '在会员中心一键关闭自动续费' },
      ],
      notes: ['续费价格28元/月，扣款前5日提醒'],
      cta: '28元开通',
      ends_at: null,
      plan_ids: ['vip-month'],
    },
    {
      slug: 'vip-sale2',
      tier: 'VIP',
      kind: 'sale',
      source: 'vip_sale_2',
      hero_title: 'VIP季卡 低至每天8毛7',
      hero_subtitle: '一个季度，陪你走完一轮行情',
      highlights: [
        { title: '季度更省', text: '比原价立省36元，折合每天0.87元' },
        { title: '工具全开', text: '龙虎榜、北向资金、AI诊股' },
      ],
      notes: ['季卡不自动续费'],
      cta: '开通VIP季卡',
      ends_at: endsAt,
      plan_ids: ['vip-quarter', 'vip-quarter-gift'],
    },
    {
      slug: 'vip-sale3',
      tier: 'VIP',
      kind: 'sale',
      source: 'vip_sale_3',
      hero_title: 'VIP年卡 限时直降',
      hero_subtitle: '一年只要268元',
      highlights: [
        { title: '全年无忧', text: '365天全部VIP权益' },
        { title: '老用户续费', text: '到期前续费，时长自动顺延' },
      ],
      notes: ['年卡不自动续费，到期前提醒'],
      cta: '开通VIP年卡',
      ends_at: endsAt,
      plan_ids: ['vip-year'],
    },
    {
      slug: 'vip-sale4',
      tier: 'VIP',
      kind: 'sale',
      source: 'vip_sale_4',
      hero_title: '买VIP 赠优惠券',
      hero_subtitle: 'VIP季卡赠满60减10续费券',
      highlights: [
        { title: '购买即赠', text: '支付成功后优惠券自动发放到账户' },
        { title: '续费可用', text: '赠券可用于下次开通VIP' },
      ],
      notes: ['赠券有效期90天'],
      cta: '开通并领券',
      ends_at: endsAt,
      plan_ids: ['vip-quarter-gift', 'vip-year'],
    },
    {
      slug: 'svip-sale1',
      tier: 'SVIP',
      kind: 'sale',
      source: 'svip_sale_1',
      hero_title: 'SVIP首月98元',
      hero_subtitle: '持牌投顾陪你一个月',
      highlights: [
        { title: '专属投顾', text: '工作日当日回复' },
        { title: '闭门直播', text: 'SVIP专享直播与回放' },
      ],
      notes: ['SVIP含投顾服务，需完成风险测评'],
      cta: '98元开通SVIP',
      ends_at: null,
      plan_ids: ['svip-month'],
    },
    {
      slug: 'svip-sale2',
      tier: 'SVIP',
      kind: 'sale',
      source: 'svip_sale_2',
      hero_title: 'SVIP季卡 立省116元',
      hero_subtitle: '三个月深度陪伴',
      highlights: [
        { title: '季度研报', text: '每周金牌策略研报' },
        { title: '投顾问答', text: '不限次数提问' },
      ],
      notes: ['季卡不自动续费'],
      cta: '开通SVIP季卡',
      ends_at: endsAt,
      plan_ids: ['svip-quarter', 'svip-year'],
    },
    {
      slug: 'svip-sale3',
      tier: 'SVIP',
      kind: 'sale',
      source: 'svip_sale_3',
      hero_title: 'SVIP年卡 每天2.43元',
      hero_subtitle: '全年投顾服务最划算',
      highlights: [
        { title: '全年服务', text: '365天SVIP全部权益' },
        { title: 'VIP升级', text: 'VIP剩余天数折算抵扣' },
      ],
      notes: ['VIP用户升级按剩余天数折算'],
      cta: '开通SVIP年卡',
      ends_at: endsAt,
      plan_ids: ['svip-year'],
    },
    {
      slug: 'svip-sale4',
      tier: 'SVIP',
      kind: 'sale',
      source: 'svip_sale_4',
      hero_title: 'SVIP年卡预付 赠2张券',
      hero_subtitle: '预付锁定价格，另赠满500减80券',
      highlights: [
        { title: '预付锁价', text: '服务期在当前SVIP到期后开始' },
        { title: '购买赠券', text: '两张SVIP满500减80' },
      ],
      notes: ['预付商品不可叠加优惠券'],
      cta: '预付并领券',
      ends_at: endsAt,
      plan_ids: ['svip-year-gift'],
    },
    {
      slug: 'svip-sale-special',
      tier: 'SVIP',
      kind: 'sale',
      source: 'svip_sale_special',
      hero_title: 'SVIP半年卡 专享预付',
      hero_subtitle: '半年深度服务，仅限本期',
      highlights: [
        { title: '半年卡', text: '180天SVIP权益' },
        { title: '专享价', text: '499元，原价768元' },
      ],
      notes: ['预付商品不可叠加优惠券'],
      cta: '专享预付',
      ends_at: endsAt,
      plan_ids: ['svip-half-prepay'],
    },
    {
      slug: 'special2',
      tier: 'VIP',
      kind: 'sale',
      source: 'special_2',
      hero_title: '会员特惠专场',
      hero_subtitle: 'VIP与SVIP年卡同场特惠',
      highlights: [
        { title: 'VIP年卡', text: '268元全年' },
        { title: 'SVIP年卡', text: '888元全年含投顾' },
      ],
      notes: ['两种会员可对比后选择'],
      cta: '选择会员',
      ends_at: endsAt,
      plan_ids: ['vip-year', 'svip-year'],
    },
    {
      slug: 'special-199',
      tier: 'VIP',
      kind: 'sale',
      source: 'special_199',
      hero_title: '199元 VIP年卡预付',
      hero_subtitle: '一年VIP，一次预付',
      highlights: [
        { title: '只要199', text: '原价456元' },
        { title: '预付顺延', text: '已是VIP的，在当前到期后开始' },
      ],
      notes: ['预付商品不可叠加优惠券'],
      cta: '199元预付',
      ends_at: endsAt,
      plan_ids: ['vip-year-prepay'],
    },
  ];
}

export const RIGHTS: z.input<typeof rightsMatrixSchema>['rows'] = [
  { id: 1, group: '数据工具', name: '龙虎榜深度解读', description: '机构席位追踪与营业部画像', vip: '✓', svip: '✓' },
  { id: 2, group: '数据工具', name: 'AI诊股', description: '多维度个股诊断', vip: '不限次', svip: '不限次+深度报告' },
  { id: 3, group: '数据工具', name: '条件选股', description: '高级条件与结果提醒', vip: '✓', svip: '✓' },
  { id: 4, group: '数据工具', name: '北向资金异动提醒', description: '成交与净买入异动推送', vip: '✓', svip: '✓' },
  { id: 5, group: '直播课程', name: '会员专属直播', description: '会员直播间与回放', vip: '✓', svip: '✓' },
  { id: 6, group: '直播课程', name: 'SVIP闭门直播', description: '小范围深度交流', vip: '—', svip: '✓' },
  { id: 7, group: '投顾服务', name: '一对一专属投顾', description: '持牌投资顾问服务', vip: '—', svip: '✓' },
  { id: 8, group: '投顾服务', name: '每周金牌研报', description: '策略与行业研究', vip: '—', svip: '每周1篇' },
  { id: 9, group: '专属福利', name: '联合会员', description: '合作伙伴权益领取', vip: '1项', svip: '全部' },
  { id: 10, group: '专属福利', name: '财蛋加速', description: '任务财蛋奖励加成', vip: '1.2倍', svip: '1.5倍' },
];

export const UNION_PARTNERS: z.input<typeof unionPartnerSchema>[] = [
  {
    id: 1,
    name: '财经早报·月卡',
    benefit: '财经早报电子刊 1个月',
    description: '每日开盘前推送的财经早报电子刊，含隔夜外盘与政策要闻。',
    tier: 'VIP',
    value_fen: 1500,
    steps: ['点击领取获得兑换码', '打开财经早报小程序', '在“我的-兑换”中输入兑换码'],
  },
  {
    id: 2,
    name: '投资读书会·季卡',
    benefit: '投资读书会会员 3个月',
    description: '经典投资书籍精讲音频，每周更新两本。',
    tier: 'SVIP',
    value_fen: 4500,
    steps: ['点击领取获得兑换码', '下载读书会App并登录', '在“会员中心”兑换'],
  },
  {
    id: 3,
    name: '云笔记·高级版',
    benefit: '云笔记高级版 1个月',
    description: '投资笔记多端同步，研报批注与收藏。',
    tier: 'SVIP',
    value_fen: 1200,
    steps: ['点击领取获得兑换码', '打开云笔记App', '在“设置-兑换码”中输入'],
  },
];

export const UNION_RULES = [
  'VIP会员可领取1项VIP联合权益，SVIP会员可领取全部联合权益。',
  '每项权益每个会员期内限领1次，兑换码领取后30天内有效。',
  '兑换码一经领取不可退换；会员退款时已领取权益按面值扣除。',
  '联合权益由合作方提供，使用问题请联系合作方客服。',
];
