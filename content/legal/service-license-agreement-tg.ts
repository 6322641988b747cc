import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

/** TG = 投顾: the licence under which advisers use the platform's tools to serve their clients. */
export const serviceLicenseAgreementTG: LegalDocument = {
  id: 'serviceLicenseAgreementTG',
  title: '投资顾问平台服务许可协议',
  version: 'V1.3',
  effectiveDate: '2025-10-01',
  kind: 'agreement',
  summary: '持牌投资顾问入驻平台开设直播、发布观点与服务客户时的许可与合规要求。',
  preamble: [
    `本协议由${C.operator}（“平台”）与在平台注册并通过资质审核的证券投资顾问（“投顾”）签订，约定投顾使用平台直播、观点发布、客户服务工具的许可与义务。`,
  ],
  sections: [
    {
      heading: '第一条 入驻资质',
      blocks: [
        '投顾须取得中国证券业协会登记的证券投资咨询（投资顾问）执业资格，并由其所属持牌机构出具授权书。资质失效、变更的，投顾应在3个工作日内告知平台。',
      ],
    },
    {
      heading: '第二条 许可内容',
      blocks: [
        '平台许可投顾在执业范围内使用直播间、图文观点、粉丝团、专属会话及数据工具。许可不可转让，不得由他人代为操作账号。',
      ],
    },
    {
      heading: '第三条 执业信息公示',
      blocks: ['投顾在直播、观点及会话中应显著展示姓名、执业编号与所属机构；平台在投顾主页同步公示，供投资者核验。'],
    },
    {
      heading: '第四条 合规要求',
      blocks: [
        {
          list: [
            '观点须基于公开信息，不得使用内幕信息或未公开信息；',
            '不得承诺收益、保本或预测具体涨跌幅度；',
            '不得在平台外与客户私下联系或收取费用；',
            '发布的观点由所属机构合规部门事前或事后审核，并留存记录；',
            '不得对自己或关联方持有的证券发表推荐意见。',
          ],
        },
      ],
    },
    {
      heading: '第五条 违规处理',
      blocks: [
        '投顾违反前条规定的，平台有权下架内容、暂停直播、解除许可，并向所属机构及监管部门报告；给平台或投资者造成损失的，投顾及其所属机构承担赔偿责任。',
      ],
    },
    { heading: '第六条 期限', blocks: ['本协议期限一年，期满双方无异议的自动续期一年。'] },
  ],
};
