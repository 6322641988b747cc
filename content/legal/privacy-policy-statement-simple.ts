import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const privacyPolicyStatementSimple: LegalDocument = {
  id: 'privacyPolicyStatementSimple',
  title: `${C.app}隐私政策（简明版）`,
  version: 'V6.0-S',
  effectiveDate: '2026-09-01',
  kind: 'policy',
  summary: '三分钟读懂我们如何对待您的个人信息。',
  preamble: ['这是《隐私政策》的简明版，帮助您快速了解要点；完整规则以《隐私政策》全文为准。'],
  sections: [
    {
      heading: '我们收集什么',
      blocks: [
        { list: ['登录只需要手机号；', '买投顾服务时才需要实名认证和风险测评；', '设备信息用于保护账号安全。'] },
      ],
    },
    {
      heading: '我们不做什么',
      blocks: [
        { list: ['不出售您的个人信息；', '不在您未使用相关功能时调用相机、相册、麦克风；', '不把您的信息传到境外。'] },
      ],
    },
    {
      heading: '您能做什么',
      blocks: [{ list: ['随时查看、修改、导出您的信息；', '随时关闭个性化推荐和系统权限；', '随时注销账号。'] }],
    },
    {
      heading: '哪些信息比较敏感',
      blocks: [
        '身份证号码、人脸信息和您的资产状况属于敏感个人信息。只有在您购买证券投资顾问服务、需要实名认证和风险测评时我们才会收集，并且会单独征得您的同意；人脸原图不保存，只保存认证结果。',
      ],
    },
    {
      heading: '保存多久',
      blocks: [
        '账号注销后15个工作日内删除您的账号信息；交易记录依法保存三年；风险测评和适当性记录依照证券监管规定保存二十年，只用于监管核查。',
      ],
    },
    {
      heading: '找到我们',
      blocks: [`邮箱${C.privacyEmail}，电话${C.phone}，15个工作日内回复。`],
    },
  ],
};
