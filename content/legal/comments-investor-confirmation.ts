import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const commentsInvestorConfirmation: LegalDocument = {
  id: 'new-commentsInvestorConfirmation',
  title: '投资者意见确认书（适当性匹配）',
  version: 'V1.5',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: '投资者对其风险承受能力与所购服务风险等级匹配意见的确认。',
  preamble: [`致：${C.advisor}`],
  sections: [
    {
      heading: '一、匹配意见',
      blocks: [
        '贵公司已根据本人提供的信息对本人进行风险承受能力评估，并向本人告知了评估结果、本人适合的产品或服务风险等级，以及本次拟购买服务的风险等级。',
        '经评估，本人的风险承受能力与拟购买服务的风险等级相匹配。',
      ],
    },
    {
      heading: '二、本人意见',
      blocks: [
        {
          list: [
            '本人认可贵公司出具的适当性匹配意见；',
            '本人已知悉，适当性匹配意见不代表贵公司对服务效果作出保证，也不表明服务没有风险；',
            '本人将根据自身判断审慎决策，并自行承担投资风险。',
          ],
        },
      ],
    },
    {
      heading: '三、本人承诺',
      blocks: [
        '本人承诺评估时提供的信息真实、准确、完整；本人的年龄、收入、资产、投资目标等发生重大变化时，将及时重新评估。因本人提供虚假信息或未及时更新导致匹配意见不准确的，由本人承担相应后果。',
      ],
    },
    { heading: '四、有效期', blocks: ['本确认书在本人风险测评结果有效期内有效；测评结果更新后，以新的匹配意见为准。'] },
  ],
};
