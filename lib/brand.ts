/**
 * The product's name and the particulars users see (contact mailboxes, store pages): the one place
 * to change them. No imports: client bundles take these without the route manifest. Production sets
 * the deployment's own values through these build-time variables:
 *   NEXT_PUBLIC_BRAND_MAIL_DOMAIN   domain of the service, privacy and complaint mailboxes
 *   NEXT_PUBLIC_APP_STORE_URL       the iOS App Store page
 *   NEXT_PUBLIC_ANDROID_APK_URL     the Android download (app market page or APK)
 */
export const APP_NAME = '财知道';
export const APP_DESCRIPTION = '财知道：龙虎榜、新股日历、北向资金等行情工具，分析师直播与会员服务。';

const MAIL_DOMAIN = process.env.NEXT_PUBLIC_BRAND_MAIL_DOMAIN || 'caizhidao.com.cn';

/** The mailboxes the agreements and the privacy policy give users. */
export const CONTACT_EMAILS = {
  service: `service@${MAIL_DOMAIN}`,
  privacy: `privacy@${MAIL_DOMAIN}`,
  complaint: `complaint@${MAIL_DOMAIN}`,
} as const;

export const APP_STORE_URL = process.env.NEXT_PUBLIC_APP_STORE_URL || 'https://apps.apple.com/cn/app/id6470318255';
export const ANDROID_APK_URL = process.env.NEXT_PUBLIC_ANDROID_APK_URL || 'https://sj.qq.com/appdetail/com.llczd.app';
