import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const opinion: LegalDocument = {
  id: 'opinion',
  title: '投诉与建议处理规则',
  version: 'V2.0',
  effectiveDate: '2025-10-01',
  kind: 'notice',
  summary: '投诉建议的渠道、受理范围、处理时限与升级路径。',
  preamble: ['我们重视您的每一条意见。本规则说明您如何提出投诉或建议，以及我们如何处理。'],
  sections: [
    {
      heading: '一、受理渠道',
      blocks: [
        {
          table: {
            head: ['渠道', '方式', '时间'],
            rows: [
              ['在线反馈', 'App“我的-帮助与反馈”', '全天受理'],
              ['客服热线', C.phone, C.serviceHours],
              ['电子邮件', C.complaintEmail, '全天受理'],
              ['信函', C.address, '—'],
            ],
          },
        },
      ],
    },
    {
      heading: '二、受理范围',
      blocks: ['服务质量、收费与退款、投资顾问执业行为、个人信息保护、内容侵权、账号封禁申诉等。'],
    },
    {
      heading: '三、处理时限',
      blocks: [
        {
          list: [
            '受理确认：收到后1个工作日内；',
            '一般投诉：5个工作日内答复；',
            '复杂投诉：15个工作日内答复，需延长的告知理由，最长不超过30个工作日；',
            '个人信息请求：15个工作日内处理。',
          ],
        },
      ],
    },
    {
      heading: '四、处理流程',
      blocks: [
        '登记 → 分派专人 → 调查核实（调取服务记录、通话录音）→ 提出处理方案 → 与您沟通确认 → 执行并回访。全过程记录留存。',
      ],
    },
    {
      heading: '五、对处理结果不满意',
      blocks: [
        `您可申请复核，由合规部门另行指派人员处理；也可向${C.regulator}、中国证券业协会投诉或申请调解，或依法提起诉讼。`,
      ],
    },
  ],
};
