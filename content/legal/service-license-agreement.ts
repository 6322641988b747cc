import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const serviceLicenseAgreement: LegalDocument = {
  id: 'serviceLicenseAgreement',
  title: '软件及服务许可协议',
  version: 'V1.6',
  effectiveDate: '2025-04-01',
  kind: 'agreement',
  summary: `${C.app}客户端软件的使用许可范围、限制与知识产权保护。`,
  preamble: [
    `${C.operator}授予您一项个人的、不可转让、非独占、可撤销的许可，以使用${C.app}软件（包括App、H5页面及相关文档）。`,
  ],
  sections: [
    {
      heading: '1. 许可范围',
      blocks: ['您可以在本人拥有或合法控制的终端设备上下载、安装和使用本软件，用于非商业目的的个人信息获取与学习。'],
    },
    {
      heading: '2. 使用限制',
      blocks: [
        {
          list: [
            '不得对本软件进行反向工程、反编译、反汇编或试图获取源代码；',
            '不得复制、修改、出租、出借、转售本软件或以本软件为基础开发衍生作品；',
            '不得使用爬虫、脚本等自动化手段批量获取平台数据或绕过付费限制；',
            '不得去除本软件中的版权声明、商标或其他权利标识；',
            '不得将行情数据再分发给第三方或用于构建同类产品。',
          ],
        },
      ],
    },
    {
      heading: '3. 行情数据的授权',
      blocks: [
        '本软件展示的证券行情数据经交易所及其授权信息商授权，仅供您个人查看。任何再分发、商业展示行为均需取得交易所信息授权。',
      ],
    },
    {
      heading: '4. 软件更新',
      blocks: ['为保障安全和功能完善，我们可能发布更新版本。旧版本可能无法继续使用部分功能，届时页面将提示您升级。'],
    },
    { heading: '5. 许可终止', blocks: ['您违反本协议的，许可自动终止，您应立即停止使用并删除本软件。'] },
    { heading: '6. 适用法律', blocks: [`本协议适用中华人民共和国法律，争议提交${C.court}管辖。`] },
  ],
};
