import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

/** A plain-language digest shown in the sign-up dialog; the full agreement prevails. */
export const userServiceAgreementSimple: LegalDocument = {
  id: 'userServiceAgreementSimple',
  title: `${C.app}用户服务协议（摘要）`,
  version: 'V5.2-S',
  effectiveDate: '2026-03-01',
  kind: 'agreement',
  summary: '用一页纸读懂用户服务协议的要点：账号、服务、行为规范、付费、个人信息与注销。',
  preamble: [
    '为方便您快速了解，我们将《用户服务协议》的核心内容摘要如下。摘要不能替代协议全文，二者不一致时以全文为准。',
  ],
  sections: [
    {
      heading: '您需要知道的六件事',
      blocks: [
        {
          ordered: true,
          list: [
            '账号是您本人的：用本人手机号注册，不要出借、转让，验证码不要告诉任何人。',
            '内容仅供参考：行情、资讯和直播观点都不是投资建议，投资盈亏由您自己承担。',
            '文明发言：不发布荐股喊单、收益承诺、谣言和广告，不冒充分析师或工作人员。',
            '付费透明：价格、期限以购买页为准；自动续费扣款前至少提前5天提醒，可随时取消。',
            '个人信息：我们只收集提供服务必要的信息，不会出售您的个人信息，详见《隐私政策》。',
            '可以注销：设置中即可申请，15天冷静期后永久删除。',
          ],
        },
      ],
    },
    {
      heading: '特别提醒',
      blocks: [
        {
          strong:
            '我们和我们的工作人员不会以任何理由索要您的验证码、银行卡密码，也不会要求您向个人账户转账。平台上只有公示了执业编号的持牌投资顾问才能提供投资建议，任何私下“带单”“荐股”都与我们无关。',
        },
        '购买证券投资顾问服务前，您需要完成实名认证和风险承受能力测评，我们会根据测评结果告诉您哪些服务适合您。',
      ],
    },
    {
      heading: '遇到问题怎么办',
      blocks: [`拨打客服电话${C.phone}（${C.serviceHours}），或发送邮件至${C.email}，我们将在15个工作日内答复。`],
    },
  ],
};
