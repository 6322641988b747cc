import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

/** The anchor's agreement (/occupancy-agreement/v2) and the version it replaced (/occupancy-agreementOld/v2). */
export const occupancyAgreement: LegalDocument = {
  id: 'occupancyAgreement',
  title: `${C.app}主播入驻协议`,
  version: 'V2.0',
  effectiveDate: '2026-09-01',
  kind: 'agreement',
  summary: '主播入驻条件、直播内容规范、福袋与优惠券等互动规则、数据与收益、违规处理。',
  preamble: [
    `本协议由你与${C.app}运营方订立。你申请成为主播、开通直播间或使用创作者工具，即表示你已阅读并同意本协议。`,
  ],
  sections: [
    {
      heading: '一、入驻条件',
      blocks: [
        {
          ordered: true,
          list: [
            '投顾主播须持有有效的证券投资咨询执业资格，并在主页展示证书编号；执业状态变化应在 3 个工作日内告知平台。',
            '达人主播不得提供投资建议，节目内容限于投资者教育与复盘解读。',
            '申请资料须真实、准确；平台有权核验并要求补充材料。',
          ],
        },
      ],
    },
    {
      heading: '二、直播内容规范',
      blocks: [
        { strong: '主播不得承诺收益、不得推荐具体证券的买卖时点、不得引导观众脱离平台交易或私下收费。' },
        '每个节目在开播前提交备案；节目内容级别须与主播资质一致，投资建议类节目仅限持证投顾主持。',
        '直播间须遵守《社区规范》，主播应及时处理违规弹幕。',
      ],
    },
    {
      heading: '三、福袋与互动',
      blocks: [
        '福袋的奖品、人数、范围与参与条件在发起时公布且不可修改。开奖由平台服务器完成：发起时公布随机种子的哈希，开奖后公布种子，任何人可复算中奖名单。',
        '福袋、连麦等互动不得以荐股、加群或付费为条件。',
      ],
    },
    {
      heading: '四、数据与收益',
      blocks: [
        '平台在数据中心向主播提供直播场次、观看、互动与转化数据。观众的个人信息仅以脱敏形式展示，主播不得导出或另作他用。',
      ],
    },
    {
      heading: '五、违规处理',
      blocks: [
        {
          table: {
            head: ['情形', '处理'],
            rows: [
              ['荐股喊单、收益承诺', '下架节目，暂停主播账号 7–30 天'],
              ['资质失效仍主持投资建议类节目', '暂停主播账号直至资质恢复'],
              ['虚假抽奖或操纵福袋', '终止合作并追究责任'],
            ],
          },
        },
      ],
    },
  ],
  related: [{ title: '社区规范', path: '/communityNorms' }],
};

export const occupancyAgreementOld: LegalDocument = {
  id: 'occupancyAgreementOld',
  title: `${C.app}主播入驻协议（旧版）`,
  version: 'V1.0',
  effectiveDate: '2024-03-01',
  kind: 'agreement',
  summary: '2026 年 9 月 1 日前适用的主播入驻协议。',
  preamble: ['本版本已于 2026 年 9 月 1 日由 V2.0 替代，仅供查阅。'],
  sections: [
    { heading: '一、入驻条件', blocks: ['投顾主播须持有证券投资咨询执业资格；达人主播须完成实名认证。'] },
    {
      heading: '二、内容规范',
      blocks: [{ strong: '主播不得承诺收益、不得荐股喊单。' }, '直播内容须遵守平台社区规范。'],
    },
    { heading: '三、违规处理', blocks: ['平台可视情节下架内容、暂停或终止主播资格。'] },
  ],
};
