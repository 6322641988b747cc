import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

/** The superseded 2023 version, kept online so users can see what they once agreed to. */
export const userServiceAgreementOld: LegalDocument = {
  id: 'userServiceAgreementOld',
  title: `${C.app}用户服务协议（2023年版）`,
  version: 'V4.0',
  effectiveDate: '2023-06-15',
  kind: 'agreement',
  summary: `已于2026年3月1日被V5.2版本替代的${C.app}用户服务协议历史版本。`,
  preamble: [
    { strong: '提示：本版本已于2026年3月1日失效，现行有效版本请查阅《用户服务协议》。本页面仅供查阅历史条款。' },
    `本协议由您与${C.operator}共同缔结，具有合同效力。您勾选“我已阅读并同意”并完成手机号注册后，本协议即在双方之间生效。`,
  ],
  sections: [
    {
      heading: '第一条 服务说明',
      blocks: [
        `${C.app}向您提供财经资讯浏览、自选股管理、行情工具、直播观看与评论等基础服务，以及VIP会员等付费服务。基础服务免费，付费服务以页面标示为准。`,
        '本平台提供的所有信息均来源于公开资料或第三方，平台对其准确性不作保证，用户据此操作的风险自负。',
      ],
    },
    {
      heading: '第二条 注册与账号',
      blocks: [
        '用户以手机号码和短信验证码注册。用户应对账号下的一切活动负责，不得将账号转借他人。',
        '用户发现账号异常时应及时修改绑定手机号或联系客服冻结账号。',
      ],
    },
    {
      heading: '第三条 用户义务',
      blocks: [
        {
          list: [
            '不得发布违法违规信息及与证券投资无关的广告；',
            '不得在评论区、直播间发布荐股、喊单、收益承诺等内容；',
            '不得以任何方式干扰平台正常运营；',
            '不得未经许可转载平台付费内容。',
          ],
        },
      ],
    },
    {
      heading: '第四条 平台权利',
      blocks: [
        '对违反本协议的用户，平台有权不经事先通知删除相关内容、禁言或封禁账号。对因此造成的损失，平台可依法追偿。',
      ],
    },
    {
      heading: '第五条 责任限制',
      blocks: [
        {
          strong:
            '因网络故障、系统升级、第三方原因造成的服务中断，平台不承担赔偿责任。平台对用户的投资损失不承担任何责任。',
        },
      ],
    },
    {
      heading: '第六条 其他',
      blocks: [`本协议适用中华人民共和国法律，争议由平台运营方所在地人民法院管辖。联系电话：${C.phone}。`],
    },
  ],
};
