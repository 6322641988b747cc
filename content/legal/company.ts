import { CONTACT_EMAILS } from '@/lib/brand';

/**
 * The operator's particulars as every document quotes them. One place to change them: the values
 * below are the sandbox's; production replaces them with the licensed entity's registered details.
 */
export const COMPANY = {
  app: '财知道',
  operator: '财知道信息科技有限公司',
  advisor: '财知道证券投资咨询有限公司',
  advisorLicense: '证券投资咨询业务资格（经营证券期货业务许可证编号以中国证监会公示信息为准）',
  address: '广东省深圳市南山区粤海街道科技园路1号财知道大厦18层',
  phone: '400-820-1234',
  serviceHours: '交易日 8:30–21:00，非交易日 9:00–18:00',
  // The mailboxes are the brand configuration's (lib/brand.ts, NEXT_PUBLIC_BRAND_MAIL_DOMAIN).
  email: CONTACT_EMAILS.service,
  privacyEmail: CONTACT_EMAILS.privacy,
  complaintEmail: CONTACT_EMAILS.complaint,
  court: '广东省深圳市南山区人民法院',
  regulator: '中国证券监督管理委员会深圳监管局',
  icp: '粤ICP备2026012345号-1',
  telecomLicense: '增值电信业务经营许可证 粤B2-20260123',
  psb: '粤公网安备44030502012345号',
  algorithmFiling: '深度合成服务算法备案 网信算备440305012345601260011号',
} as const;
