import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const saturation2: LegalDocument = {
  id: 'saturation2',
  title: '适当性匹配意见书',
  version: 'V1.2',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: '购买服务时向投资者出具的适当性匹配意见的格式与含义。',
  preamble: [`${C.advisor}根据投资者的风险承受能力评估结果和拟购买服务的风险等级，出具如下适当性匹配意见：`],
  sections: [
    {
      heading: '一、匹配意见的三种结论',
      blocks: [
        {
          table: {
            head: ['结论', '含义', '下一步'],
            rows: [
              ['适当', '服务风险等级不高于您的风险承受能力', '可阅读协议后购买'],
              [
                '不适当（可购买）',
                '服务风险等级高于您的风险承受能力，您不属于最低类别',
                '须阅读风险警示并签署确认后方可购买',
              ],
              ['不适当（不可购买）', '您属于风险承受能力最低类别，服务高于R1', '不能购买，可选择R1级服务'],
            ],
          },
        },
      ],
    },
    {
      heading: '二、意见的依据',
      blocks: [
        '匹配意见依据您在有效期内的最近一次测评结果作出。测评已过期或未测评的，无法出具匹配意见，须先完成测评。',
      ],
    },
    {
      heading: '三、意见的局限',
      blocks: [
        {
          strong:
            '匹配意见是依法履行适当性义务的结论，不代表我们对服务收益的保证，也不表明服务没有风险。投资者应审慎决策。',
        },
      ],
    },
    {
      heading: '四、查阅',
      blocks: ['您可在“我的-风险测评”查看当前测评结果，在订单详情中查看每笔订单的匹配意见与确认记录。'],
    },
  ],
};
