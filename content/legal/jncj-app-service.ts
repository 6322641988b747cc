import { COMPANY as C } from './company';
import type { LegalDocument, LegalSection } from './types';

/** Sections shared by the App service agreement and its priced variants (their own terms come first). */
function commonSections(): LegalSection[] {
  return [
    {
      heading: '服务内容',
      blocks: [
        'App增值服务包括：Level-2十档行情、龙虎榜机构席位追踪、北向资金板块流向、条件选股高级条件、相似K线检索、AI诊股不限次数，以及投资者教育课程。具体权益以开通页面展示为准。',
      ],
    },
    {
      heading: '用户义务',
      blocks: [
        '您应以本人账号使用增值服务，不得共享账号、转售权益或以技术手段批量获取数据。Level-2行情仅供本人在一台设备上查看，不得截图对外传播。',
      ],
    },
    {
      heading: '服务性质与风险',
      blocks: [
        {
          strong:
            '增值服务提供的是数据与工具，不是投资建议。工具结果基于历史数据计算，不预示未来走势。投资决策由您独立作出，风险自担。',
        },
      ],
    },
    {
      heading: '服务中断',
      blocks: [
        '因交易所行情源、网络或系统维护导致服务中断的，我们将尽快恢复；单次中断超过一个交易日的，顺延相应服务天数。',
      ],
    },
    {
      heading: '争议解决',
      blocks: [`因本协议产生的争议，双方协商解决；协商不成的，提交${C.court}诉讼解决。客服电话${C.phone}。`],
    },
  ];
}

export const jncjAppService: LegalDocument = {
  id: 'new-jncjAppService',
  title: 'App增值服务协议',
  version: 'V3.0',
  effectiveDate: '2026-06-01',
  kind: 'agreement',
  summary: `${C.app}App增值服务（Level-2行情、数据工具等）的服务内容、开通方式、期限与退款规则。`,
  preamble: [
    `本协议是您与${C.operator}就开通${C.app}App增值服务订立的协议。增值服务提供月度、季度、年度三种周期，各周期的价格与续费方式另见对应的周期协议。`,
  ],
  sections: [
    {
      heading: '开通方式',
      blocks: ['您可在“会员中心-增值服务”选择周期并完成支付开通。开通成功后权益立即生效，服务期自开通之时起算。'],
    },
    ...commonSections(),
    {
      heading: '退款',
      blocks: [
        '开通后3日内未使用任何增值权益的，可申请全额退款；已使用的，按剩余天数折算退款。自动续费扣款后24小时内取消并申请退款的，退还当期费用。',
      ],
    },
  ],
};

export type ServicePeriod = 'month' | 'season' | 'year';

const PERIODS: Record<ServicePeriod, { name: string; days: number; renewal: string; refund: string; version: string }> =
  {
    month: {
      name: '月度',
      days: 31,
      renewal:
        '月度服务默认开启自动续费：每期到期前1日按当期价格自动扣款续订一个月。我们将在扣款前至少5日通过短信和站内信提醒您扣款金额与时间。您可随时在“我的-会员-自动续费管理”中关闭，关闭后当期服务到期不再扣款。',
      refund: '自动续费扣款后24小时内关闭自动续费并申请退款的，全额退还当期费用；超过24小时的，按剩余天数折算退款。',
      version: 'V3.0-M',
    },
    season: {
      name: '季度',
      days: 92,
      renewal:
        '季度服务不默认开启自动续费。您可在开通时主动勾选“到期自动续费”，勾选后每期到期前3日自动扣款续订一个季度，扣款前7日提醒您；可随时关闭。',
      refund:
        '开通后7日内未使用任何权益的全额退款；已使用的按剩余天数折算，并扣除季度优惠部分（即按月度标准价计算已使用月份的费用）。',
      version: 'V3.0-S',
    },
    year: {
      name: '年度',
      days: 366,
      renewal: '年度服务不自动续费。服务到期前30日、7日、1日我们将提醒您手动续费，续费可享老用户优惠。',
      refund: '开通后15日内可无理由申请退款，全额退还；15日后按剩余整月数折算退款，已赠送的财蛋与优惠券按标价扣除。',
      version: 'V3.0-Y',
    },
  };

/** The query's price, when it is a plausible amount in yuan (at most two decimals); otherwise null. */
export function parsePriceParam(value: string | string[] | undefined | null): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw || !/^\d{1,6}(\.\d{1,2})?$/.test(raw)) return null;
  const amount = Number(raw);
  return amount > 0 ? amount.toFixed(2) : null;
}

/** The App service agreement for one period, with the price the purchase page passes in the query. */
export function jncjAppServiceWithParams(period: ServicePeriod, params: { price?: string | null } = {}): LegalDocument {
  const spec = PERIODS[period];
  const price = params.price ? `人民币${params.price}元` : '购买页面展示的价格';
  const suffix = period === 'month' ? 'Month' : period === 'season' ? 'Season' : 'Year';
  return {
    id: `new-jncjAppServiceWithParams${suffix}`,
    title: `App增值服务协议（${spec.name}）`,
    version: spec.version,
    effectiveDate: '2026-06-01',
    kind: 'agreement',
    summary: `${C.app}App增值服务${spec.name}服务的价格、服务期限、续费与退款约定。`,
    preamble: [
      `本协议是《App增值服务协议》的${spec.name}版本，约定您开通${spec.name}增值服务的价格、期限与续费方式。`,
      { strong: `您本次开通的是${spec.name}增值服务，服务期限为${spec.days}日，服务费用为${price}。` },
    ],
    sections: [
      {
        heading: `${spec.name}服务价格与期限`,
        blocks: [
          `服务费用：${price}（含税）。服务期限：自开通之时起${spec.days}日。价格如有调整，仅对调整后新开通或续费的订单生效，不影响已支付的服务期。`,
        ],
      },
      { heading: '续费规则', blocks: [spec.renewal] },
      ...commonSections(),
      { heading: `${spec.name}服务退款`, blocks: [spec.refund] },
    ],
  };
}
