import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const commentsInvestorConfirmationMediumRisk: LegalDocument = {
  id: 'new-commentsInvestorConfirmationMediumRisk',
  title: '投资者意见确认书（中风险服务）',
  version: 'V1.5',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: '购买R3级（中风险）服务时，投资者对风险等级与自身匹配情况的确认，含不匹配时的坚持购买声明。',
  preamble: [
    `致：${C.advisor}`,
    '本人拟购买的服务风险等级为R3（中风险），适合风险承受能力为C3（稳健型）、C4（相对积极型）、C5（积极型）的投资者。',
  ],
  sections: [
    {
      heading: '一、匹配情形（C3及以上投资者适用）',
      blocks: [
        '本人的风险承受能力等级为C3或以上，与本服务风险等级相匹配。本人已阅读服务协议与风险揭示书，自愿购买本服务。',
      ],
    },
    {
      heading: '二、不匹配情形（C1、C2投资者适用）',
      blocks: [
        {
          strong:
            '本人的风险承受能力等级低于本服务风险等级。贵公司已向本人出具《风险不匹配警示告知书》，明确告知本服务可能产生超出本人承受能力的损失，并建议本人不购买。',
        },
        '本人在充分知悉上述警示后，基于本人独立判断，仍坚持购买本服务，并自愿承担由此产生的一切风险与损失。本人确认贵公司未主动向本人推介本服务。',
        '风险承受能力为最低类别的投资者不适用本条，不能购买本服务。',
      ],
    },
    { heading: '三、声明', blocks: ['以上确认均为本人真实意思表示，本人在线确认即视为签署。'] },
  ],
};
