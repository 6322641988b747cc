import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const confirmation: LegalDocument = {
  id: 'confirmation',
  title: '投资者确认书',
  version: 'V1.2',
  effectiveDate: '2025-12-01',
  kind: 'notice',
  summary: '投资者在购买证券投资顾问服务前对身份、信息真实性与风险知悉情况作出的确认。',
  preamble: [`致：${C.advisor}`, '本人作为拟接受贵公司证券投资顾问服务的投资者，郑重确认如下：'],
  sections: [
    {
      heading: '确认事项',
      blocks: [
        {
          ordered: true,
          list: [
            '本人为具有完全民事行为能力的自然人，使用本人账户、以本人名义购买服务，资金来源合法；',
            '本人在实名认证与风险测评中提供的信息真实、准确、完整，如有变化将及时更新；',
            '本人已阅读《证券投资顾问服务协议》《证券投资咨询风险揭示书》全部内容，理解服务内容、收费方式与风险；',
            '本人知悉投资顾问提供的仅为投资建议，投资决策由本人独立作出，投资损益由本人承担；',
            '本人知悉贵公司及工作人员不得承诺收益、不得代客操作、不得私下收费，如遇此类情况本人将向贵公司或监管部门举报；',
            '本人不是贵公司的从业人员，也未受他人指使购买本服务。',
          ],
        },
      ],
    },
    {
      heading: '签署说明',
      blocks: ['本确认书以电子方式签署，投资者在线确认即视为本人签署，与手写签名具有同等效力。'],
    },
  ],
};
