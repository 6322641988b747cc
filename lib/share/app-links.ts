/**
 * The official WeChat account and enterprise-WeChat contact the QR dialogs point at. Production sets
 * them through NEXT_PUBLIC_* variables at build time; the defaults are the public profile pages.
 */
export const OFFICIAL_ACCOUNT_NAME = '财知道';
export const OFFICIAL_ACCOUNT_URL =
  process.env.NEXT_PUBLIC_WECHAT_OFFICIAL_ACCOUNT_URL ||
  'https://mp.weixin.qq.com/mp/profile_ext?action=home&__biz=llczd';
export const ENTERPRISE_WECHAT_URL =
  process.env.NEXT_PUBLIC_ENTERPRISE_WECHAT_URL || 'https://work.weixin.qq.com/ca/llczd-service';
/** Where "open in the app" goes (custom scheme); the download page is the fallback. */
export const APP_SCHEME = process.env.NEXT_PUBLIC_APP_SCHEME || 'llczd://';
/** The store pages come from the brand configuration (lib/brand.ts), with their variables. */
export { ANDROID_APK_URL, APP_STORE_URL } from '@/lib/brand';
