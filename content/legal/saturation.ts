import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const saturation: LegalDocument = {
  id: 'saturation',
  title: '投资者适当性管理制度说明',
  version: 'V2.1',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: `${C.advisor}如何对投资者分类、对服务分级并进行适当性匹配。`,
  preamble: [
    '依据《证券期货投资者适当性管理办法》，我们建立了投资者适当性管理制度，核心是“了解您、了解服务、把合适的服务提供给合适的您”。',
  ],
  sections: [
    {
      heading: '一、了解您：投资者分类',
      blocks: [
        '我们通过风险承受能力评估问卷了解您的年龄、收入来源、资产负债、投资经验、投资目标与风险偏好，将您评定为C1（含最低类别）至C5五个等级。专业投资者须另行提供证明材料认定。',
      ],
    },
    {
      heading: '二、了解服务：服务分级',
      blocks: [
        {
          table: {
            head: ['服务风险等级', '典型服务'],
            rows: [
              ['R1 低风险', '投资者教育课程、公开市场资讯'],
              ['R2 中低风险', '基础数据工具会员、指数与行业分析'],
              ['R3 中风险', '证券投资顾问服务（VIP）、个股分析观点'],
              ['R4 中高风险', 'SVIP专属投顾、策略组合跟踪'],
              ['R5 高风险', '短线题材策略、高频调仓提示'],
            ],
          },
        },
      ],
    },
    {
      heading: '三、匹配：适当性意见',
      blocks: [
        '您购买服务时，系统自动比对您的等级与服务等级并给出匹配意见：匹配的，可直接购买；不匹配的，出具书面警示并由您确认；最低类别投资者只能购买R1服务；未测评或测评过期的，须先完成测评。',
        '我们不会主动向您推介不匹配的服务，销售人员的考核也不与不匹配销售挂钩。',
      ],
    },
    {
      heading: '四、动态管理',
      blocks: ['测评结果有效期一年。我们会在到期前提醒您重新测评；发现您的信息可能发生重大变化时，也会提示您更新。'],
    },
    {
      heading: '五、记录留存',
      blocks: ['测评问卷、匹配意见、警示与确认记录、服务协议及服务过程记录保存不少于二十年，确保可追溯。'],
    },
  ],
  related: [
    { title: '适当性匹配意见书', path: '/saturation2' },
    { title: '投资者风险承受能力评估结果告知书', path: '/new/investmentRiskToleranceInformation' },
    { title: '风险不匹配警示告知书', path: '/notificationLetter' },
  ],
};
