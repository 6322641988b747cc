import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const securitiesInvestmentAdvisoryRisk: LegalDocument = {
  id: 'new-securitiesInvestmentAdvisoryRisk',
  title: '证券投资咨询服务风险揭示书',
  version: 'V3.0',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: `接受${C.advisor}证券投资咨询服务前，投资者应逐条阅读的风险揭示。`,
  preamble: [
    { strong: '本风险揭示书依据《证券投资顾问业务暂行规定》第十六条的要求制作。请您逐条阅读并在理解后签署。' },
  ],
  sections: [
    {
      heading: '一、关于服务提供者',
      blocks: [
        `${C.advisor}依法取得证券投资咨询业务资格。我们的投资顾问均已在中国证券业协会登记，您可核验其执业编号。任何个人不得以我公司名义收费或私下提供服务。`,
      ],
    },
    {
      heading: '二、关于投资建议',
      blocks: [
        '投资建议基于我们认为可靠的公开信息，但我们不能保证信息的准确性和完整性；建议具有时效性，市场变化后建议可能不再适用。投资顾问可能同时向多名客户提供相同或相似建议，可能导致相关证券价格波动。',
      ],
    },
    {
      heading: '三、关于利益冲突',
      blocks: [
        '我们已建立防范利益冲突的制度：投资顾问不得买卖其推荐的证券；我们不接受上市公司委托进行推荐；研究与销售相互隔离。',
      ],
    },
    {
      heading: '四、关于收益',
      blocks: [
        {
          strong:
            '我们不向您承诺或保证任何投资收益，不与您约定分享收益或分担损失。任何宣称“稳赚”“保本”“翻倍”的宣传均违反规定，请您警惕并举报。',
        },
      ],
    },
    {
      heading: '五、关于适当性',
      blocks: [
        '我们将根据您的风险承受能力提供相匹配的服务。您提供虚假信息导致匹配结果不准确的，由此产生的后果由您承担。',
      ],
    },
    {
      heading: '六、关于服务费用',
      blocks: [
        '服务费用与投资收益无关。您支付服务费用后，无论投资盈亏，服务费用不因投资结果而调整，但您可按协议约定申请退款。',
      ],
    },
    { heading: '七、投资者声明', blocks: ['本人已认真阅读并充分理解上述风险揭示内容，愿意承担投资风险。'] },
  ],
};
