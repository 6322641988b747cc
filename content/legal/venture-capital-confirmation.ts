import type { LegalDocument } from './types';

export const ventureCapitalConfirmation: LegalDocument = {
  id: 'new-ventureCapitalConfirmation',
  title: '高风险服务风险确认书',
  version: 'V1.3',
  effectiveDate: '2026-01-01',
  kind: 'notice',
  summary: '购买R4、R5级（中高风险、高风险）服务前，投资者对高风险特征的逐项确认。',
  preamble: [
    '本确认书适用于风险等级为R4（中高风险）和R5（高风险）的服务，例如短线策略、题材热点跟踪、涨停股池复盘类服务。',
  ],
  sections: [
    {
      heading: '一、高风险特征',
      blocks: [
        {
          list: [
            '服务涉及的标的多为高波动个股，单日涨跌幅可达10%至20%（创业板、科创板），北交所可达30%；',
            '短线策略持有期短、交易频繁，交易成本较高，可能出现连续亏损；',
            '题材热点具有时效性，热点退潮时相关个股可能快速回落；',
            '部分标的可能被实施风险警示（ST）或面临退市。',
          ],
        },
      ],
    },
    {
      heading: '二、投资者确认',
      blocks: [
        {
          ordered: true,
          list: [
            '本人已完成风险测评，知悉本人风险承受能力等级与本服务风险等级的匹配情况；',
            '本人能够承受本金大幅亏损乃至全部亏损的后果；',
            '本人不会使用借贷资金、养老金或其他必要生活资金进行投资；',
            '本人已充分理解上述高风险特征并自愿购买本服务。',
          ],
        },
      ],
    },
    {
      heading: '三、特别提示',
      blocks: [
        { strong: '如您的风险承受能力为C1或属于最低类别，请勿购买本类服务；我们也不会向最低类别投资者提供本类服务。' },
      ],
    },
  ],
};
