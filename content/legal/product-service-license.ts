import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const productServiceLicense: LegalDocument = {
  id: 'new-productServiceLicense',
  title: '产品服务许可协议',
  version: 'V1.1',
  effectiveDate: '2026-02-15',
  kind: 'agreement',
  summary: '付费数据工具（龙虎榜追踪、条件选股、相似K线、AI诊股）的使用许可与限制。',
  preamble: [
    `本协议约定您购买${C.app}付费数据工具后取得的使用许可。付费数据工具包括龙虎榜机构追踪、条件选股高级条件、相似K线检索、AI诊股等（以下简称“工具”）。`,
  ],
  sections: [
    {
      heading: '一、许可内容',
      blocks: ['您在付费期限内取得工具的个人使用许可，可在本人账号登录的设备上使用。每个账号同时在线设备不超过3台。'],
    },
    {
      heading: '二、工具输出的性质',
      blocks: [
        {
          strong:
            '工具输出（如选股结果、相似K线匹配、AI诊断评分）是基于历史数据和预设算法的计算结果，不含任何人工判断，不构成投资建议，历史相似不代表未来走势相同。',
        },
      ],
    },
    {
      heading: '三、使用限制',
      blocks: [
        '不得将工具结果以任何形式对外发布、出售，不得以自动化方式批量调用工具。检测到异常调用的，我们将限制使用并保留追究权利。',
      ],
    },
    {
      heading: '四、服务等级',
      blocks: ['我们争取每个交易日工具可用率不低于99%。因数据源故障导致工具不可用超过一个交易日的，顺延相应服务天数。'],
    },
    {
      heading: '五、费用与退款',
      blocks: ['价格以购买页为准；开通后7日内未使用的可全额退款，已使用的按剩余天数比例退款。'],
    },
  ],
};
