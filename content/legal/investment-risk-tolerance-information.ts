import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const investmentRiskToleranceInformation: LegalDocument = {
  id: 'new-investmentRiskToleranceInformation',
  title: '投资者风险承受能力评估结果告知书',
  version: 'V2.0',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: '风险承受能力等级（C1–C5及最低类别）的含义、评分区间与可匹配的服务风险等级。',
  preamble: [
    `尊敬的投资者：${C.advisor}根据您填写的《个人投资者风险承受能力评估问卷》评估您的风险承受能力，现将评级标准与匹配规则告知如下。`,
  ],
  sections: [
    {
      heading: '一、评级标准',
      blocks: [
        {
          table: {
            head: ['问卷得分', '风险承受能力等级', '可匹配的服务风险等级'],
            rows: [
              ['0–19分，且补充问题回答“否”', 'C1 风险承受能力最低类别', '仅R1'],
              ['0–19分', 'C1 保守型', 'R1'],
              ['20–39分', 'C2 相对保守型', 'R1、R2'],
              ['40–59分', 'C3 稳健型', 'R1–R3'],
              ['60–79分', 'C4 相对积极型', 'R1–R4'],
              ['80–100分', 'C5 积极型', 'R1–R5'],
            ],
          },
        },
      ],
    },
    {
      heading: '二、匹配规则',
      blocks: [
        '我们只向您主动推介与您风险承受能力相匹配的服务。',
        '您主动要求购买高于您风险承受能力的服务的，我们将出具《风险不匹配警示告知书》，您确认后方可购买。',
        { strong: '最低类别投资者只能购买R1级服务，即使本人坚持也不能购买更高风险等级的服务。' },
      ],
    },
    {
      heading: '三、有效期与重新评估',
      blocks: [
        '评估结果有效期为一年（以页面显示的到期日为准）。到期后购买需要适当性管理的服务前须重新评估。您的年龄、收入、资产、投资目标等发生重大变化的，请主动重新评估。',
      ],
    },
    {
      heading: '四、提示',
      blocks: ['评估结果是我们履行适当性义务的依据，不构成对您投资能力的判断，也不代表我们对服务风险或收益的保证。'],
    },
  ],
};
