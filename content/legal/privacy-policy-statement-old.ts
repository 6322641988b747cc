import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

export const privacyPolicyStatementOld: LegalDocument = {
  id: 'privacyPolicyStatementOld',
  title: `${C.app}隐私政策（2022年版）`,
  version: 'V3.1',
  effectiveDate: '2022-11-01',
  kind: 'policy',
  summary: '已失效的2022年版隐私政策，供用户查阅历史版本。',
  preamble: [{ strong: '本版本已于2026年9月1日被《隐私政策》V6.0替代，仅供查阅。' }],
  sections: [
    {
      heading: '一、信息收集',
      blocks: [
        '我们在您注册时收集手机号码；在您使用评论功能时收集您发布的内容；在您付费时收集订单信息。我们会自动收集设备信息和日志信息用于安全保障。',
      ],
    },
    {
      heading: '二、设备权限',
      blocks: [
        '在您使用扫码、上传头像、接收推送等功能时，我们会申请相机、相册、通知等权限。您可以在系统设置中关闭权限，关闭后相应功能将无法使用，但不影响其他功能。',
      ],
    },
    {
      heading: '三、Cookie',
      blocks: ['我们在H5页面中使用Cookie记录您的登录状态和偏好设置，您可以通过浏览器清除Cookie。'],
    },
    {
      heading: '四、信息使用',
      blocks: ['我们使用上述信息提供和改进服务、进行身份验证、客户服务、安全防范及向您推送您可能感兴趣的资讯。'],
    },
    {
      heading: '五、信息共享',
      blocks: ['除支付机构、短信服务商和依法要求提供的情形外，我们不会与任何第三方共享您的个人信息。'],
    },
    {
      heading: '六、信息存储与安全',
      blocks: ['信息存储在中国境内的服务器上，我们采用业界通行的安全措施保护您的信息。'],
    },
    {
      heading: '七、您的权利与联系方式',
      blocks: [`您可以访问、更正、删除您的个人信息或注销账号。如有疑问请联系${C.email}。`],
    },
  ],
};
