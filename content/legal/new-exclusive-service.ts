import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const newExclusiveService: LegalDocument = {
  id: 'new-exclusiveService',
  title: '专属服务协议',
  version: 'V2.0',
  effectiveDate: '2026-05-01',
  kind: 'agreement',
  summary: '专属服务（专属投顾直播、专属策略与专属商品）的购买、履约、适当性与退款规则。',
  preamble: [
    `本协议由您与${C.advisor}签订，适用于您在“专属服务”页面购买的专属投顾直播、专属策略及其他专属商品（以下简称“专属服务”）。`,
  ],
  sections: [
    {
      heading: '第一条 专属服务范围',
      blocks: [
        '专属服务的具体内容、服务投顾、服务期限和价格以商品详情页为准。专属服务由持牌投资顾问提供，执业编号在商品详情页公示。',
      ],
    },
    {
      heading: '第二条 适当性管理',
      blocks: [
        '专属服务在商品详情页标示风险等级（R1–R5）。购买前我们将核对您的风险测评结果：匹配的可直接购买；不匹配的，须阅读并确认《风险不匹配警示告知书》；最低类别投资者只能购买R1级专属服务；测评过期的须重新测评。',
      ],
    },
    {
      heading: '第三条 履约',
      blocks: [
        '我们按详情页承诺的频次提供服务，并在“我的-订单”中展示履约记录。因投顾原因未按约定提供服务的，按缺失次数等比例顺延服务期或退款，由您选择。',
      ],
    },
    {
      heading: '第四条 冷静期与退款',
      blocks: ['付款后5个自然日为冷静期，可全额退款；冷静期后按未履行部分退款。订单退款规则同时适用《退款协议》。'],
    },
    { heading: '第五条 禁止行为', blocks: ['专属服务内容不得转发、转售；投顾不得承诺收益、代客操作或私下收费。'] },
    { heading: '第六条 记录留存', blocks: ['服务过程记录、适当性匹配记录与本协议签署记录保存不少于二十年。'] },
  ],
};
