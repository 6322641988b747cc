import { COMPANY as C } from './company';
import type { LegalDocument } from './types';

/** The privacy statement of the H5 site itself (web pages, share pages, WeChat), narrower than the App policy. */
export const privacyPolicyStatement: LegalDocument = {
  id: 'privacyPolicyStatement',
  title: `${C.app}网页端隐私政策声明`,
  version: 'V4.3',
  effectiveDate: '2026-05-20',
  kind: 'policy',
  summary: '在浏览器、微信中打开的H5页面如何处理您的个人信息：登录凭证、Cookie、分享、访问统计。',
  preamble: [
    `本声明适用于您通过浏览器、微信或其他应用内置浏览器访问${C.app}H5页面（网址路径以/h5开头）时的个人信息处理。您在${C.app}App内使用服务的，同时适用《隐私政策》全文。`,
  ],
  sections: [
    {
      heading: '1. 访问H5页面时处理的信息',
      blocks: [
        {
          table: {
            head: ['信息', '场景', '目的'],
            rows: [
              ['IP地址、浏览器类型、访问时间、访问的页面', '打开任意页面', '保障网络安全、统计访问量、排查故障'],
              ['手机号码、短信验证码', '登录', '验证身份并建立登录状态'],
              ['微信昵称、头像（仅在您授权时）', '在微信中参与活动', '展示活动排名与分享卡片'],
              ['页面点击与曝光事件', '浏览页面', '改进页面设计，不与您的身份直接关联'],
            ],
          },
        },
      ],
    },
    {
      heading: '2. 登录凭证与Cookie',
      blocks: [
        '您登录后，我们在浏览器中写入一个经过加密和签名的会话Cookie，令牌仅保存在服务器可解密的会话中，页面脚本无法读取，以防止令牌泄露。会话在您退出登录、超过有效期或在“登录设备管理”中被移除时失效。',
        '我们还使用Cookie记住您选择的深色模式与字号。这些Cookie不含个人身份信息。',
      ],
    },
    {
      heading: '3. 分享与微信能力',
      blocks: [
        '当您分享页面时，我们请求微信JS-SDK签名，仅向微信提交当前页面地址。分享卡片中的标题和图片由我们生成，不包含您的手机号等信息。',
      ],
    },
    {
      heading: '4. 第三方',
      blocks: [
        'H5页面不嵌入第三方广告或跨站追踪代码。支付时会跳转至支付机构页面，支付机构对您在其页面提交的信息独立负责。',
      ],
    },
    {
      heading: '5. 您的选择',
      blocks: ['您可以随时退出登录、清除浏览器Cookie，或在App中注销账号。关闭Cookie后仍可浏览公开页面，但无法登录。'],
    },
    {
      heading: '6. 联系方式',
      blocks: [`对本声明有任何疑问，请发送邮件至${C.privacyEmail}。`],
    },
  ],
};
