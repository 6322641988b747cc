import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const exclusiveService: LegalDocument = {
  id: 'exclusiveService',
  title: '专属服务协议（2024年版）',
  version: 'V1.0',
  effectiveDate: '2024-03-01',
  kind: 'agreement',
  summary: '粉丝团专属直播与主播专属内容的订阅规则（2024年版）。',
  preamble: [`本协议适用于您在${C.app}直播间订阅主播“专属服务”（专属直播、专属内容与粉丝团权益）。`],
  sections: [
    {
      heading: '一、专属服务是什么',
      blocks: [
        '专属服务是主播面向其粉丝团成员提供的专属直播和图文内容。加入粉丝团并完成相应任务或支付财蛋后，您可在有效期内观看专属内容。',
      ],
    },
    {
      heading: '二、内容性质',
      blocks: [
        {
          strong:
            '专属内容为主播个人观点，不构成投资建议。非持牌主播不得在专属内容中提供个股买卖建议；如发现，请举报。',
        },
      ],
    },
    {
      heading: '三、订阅与到期',
      blocks: ['订阅以自然月计算，到期未续订的自动失效；订阅期内主播停播超过15日的，按比例退还财蛋。'],
    },
    {
      heading: '四、粉丝团权益',
      blocks: [
        '粉丝团成员按亲密度分为不同等级，等级越高可解锁的专属内容越多。亲密度通过观看直播、互动、完成粉丝团任务获得，连续7日未互动的亲密度将逐日衰减。粉丝团等级与专属内容不涉及任何投资收益承诺。',
      ],
    },
    {
      heading: '五、未成年人',
      blocks: ['未成年人不得使用财蛋订阅专属服务；监护人发现未成年人订阅的，可联系客服申请退还。'],
    },
    { heading: '六、禁止行为', blocks: ['不得录屏、转发、售卖专属内容；违反的，取消订阅资格且不予退还。'] },
  ],
};
