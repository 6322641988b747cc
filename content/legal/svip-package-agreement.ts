import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const svipPackageAgreement: LegalDocument = {
  id: 'svipPackageAgreement',
  title: 'SVIP套餐服务协议',
  version: 'V1.8',
  effectiveDate: '2026-04-01',
  kind: 'agreement',
  summary: 'SVIP套餐包含的权益、组合购买、升级补差与到期规则。',
  preamble: [
    `本协议是您与${C.operator}就购买SVIP套餐所订立的协议，是《会员服务协议》的补充。SVIP套餐中的证券投资顾问服务部分另适用《证券投资顾问服务协议（SVIP专属版）》。`,
  ],
  sections: [
    {
      heading: '一、套餐构成',
      blocks: [
        {
          table: {
            head: ['权益', 'VIP', 'SVIP'],
            rows: [
              ['龙虎榜机构席位追踪', '✓', '✓'],
              ['条件选股高级条件', '5个', '不限'],
              ['AI诊股次数', '每日10次', '每日不限'],
              ['投顾直播', '公开场次', '公开场次 + 专属场次'],
              ['一对一专属投顾', '—', '✓'],
              ['深度研究报告', '—', '每月不少于4篇'],
            ],
          },
        },
      ],
    },
    {
      heading: '二、升级与补差',
      blocks: [
        'VIP会员在有效期内升级为SVIP的，按VIP剩余天数折算抵扣SVIP价格，补差价后SVIP有效期自升级之日起计算。升级后不可降级。',
      ],
    },
    {
      heading: '三、适当性要求',
      blocks: [
        'SVIP套餐含R4级服务，购买前须完成风险测评；测评结果低于C4的须签署风险不匹配警示确认，最低类别投资者不能购买。',
      ],
    },
    {
      heading: '四、套餐赠品',
      blocks: [
        '套餐赠送的财蛋、优惠券等随套餐发放，有效期以发放页面为准；套餐退款时已使用的赠品按标价扣除，未使用的收回。',
      ],
    },
    {
      heading: '五、到期与续费',
      blocks: ['套餐到期前7日、3日、1日我们将通过站内信提醒。到期后专属会话保留90日只读，研究报告下载权限随之关闭。'],
    },
  ],
};
