import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const way: LegalDocument = {
  id: 'way',
  title: '官方服务渠道公示',
  version: 'V1.3',
  effectiveDate: '2026-04-01',
  kind: 'notice',
  summary: '唯一的官方App、网站、客服、收款方式公示，谨防假冒。',
  preamble: [{ strong: `${C.app}仅通过以下渠道提供服务和收取费用。通过其他渠道“购买服务”的，与我们无关，请勿上当。` }],
  sections: [
    {
      heading: '一、官方App',
      blocks: [
        `${C.app}App可在苹果App Store及华为、小米、OPPO、vivo、荣耀应用商店下载，开发者为${C.operator}。我们不通过短信链接、聊天群发送App安装包。`,
      ],
    },
    {
      heading: '二、官方客服',
      blocks: [
        `客服热线：${C.phone}（${C.serviceHours}）。客服不会要求您提供银行卡密码、短信验证码，不会要求您向个人账户转账。`,
      ],
    },
    {
      heading: '三、收费方式',
      blocks: [
        '所有付费服务均在App或官方H5页面内下单，通过微信支付、支付宝、App Store完成支付，收款方为我公司或关联持牌机构。我们从不通过个人微信、个人支付宝或个人银行卡收款。',
      ],
    },
    {
      heading: '四、投资顾问',
      blocks: [
        '我们的投资顾问只在App内直播间和专属会话中服务您，其姓名与执业编号在主页公示。投资顾问不会添加您的个人微信提供服务。',
      ],
    },
    {
      heading: '五、公众号与企业微信',
      blocks: [`官方公众号名称为“${C.app}”，带有微信认证标识；企业微信客服名片显示“${C.operator}”认证主体。`],
    },
  ],
};
