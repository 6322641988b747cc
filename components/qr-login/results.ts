import { pageUrl } from '@/lib/routes/hrefs';
/**
 * The QR-code login result pages (SPEC §2 account): what happened and what to do next, per route.
 * A scan always happens in the app; the same page opened elsewhere says so.
 */
export type ResultAction =
  | { kind: 'close'; label: string }
  | { kind: 'rescan'; label: string }
  | { kind: 'login'; label: string }
  | { kind: 'service'; label: string }
  | { kind: 'link'; label: string; href: string; title: string };

export interface QrLoginResult {
  tone: 'success' | 'warning' | 'error';
  title: string;
  description: string;
  tips: string[];
  actions: ResultAction[];
}

export const QR_LOGIN_RESULTS = {
  '/loginSuccessPage': {
    tone: 'success',
    title: '登录成功',
    description: '电脑端已登录财知道，请在电脑上继续操作。',
    tips: ['如非本人操作，请立即在「登录设备管理」中将该设备下线并修改账号安全设置。'],
    actions: [
      { kind: 'close', label: '完成' },
      { kind: 'link', label: '登录设备管理', href: pageUrl('/login-device-manage'), title: '登录设备管理' },
    ],
  },
  '/noAuthPage': {
    tone: 'warning',
    title: '暂无登录权限',
    description: '当前账号没有登录该电脑端的权限，相关服务仅对已开通的用户开放。',
    tips: ['请确认扫码时使用的是已开通服务的账号。', '如需开通或对权限有疑问，请联系客服。'],
    actions: [
      { kind: 'service', label: '联系客服' },
      { kind: 'close', label: '返回' },
    ],
  },
  '/appVersionLow': {
    tone: 'warning',
    title: 'App 版本过低',
    description: '当前 App 版本不支持该功能（例如扫码登录或登录唤起），请升级到最新版本后重试。',
    tips: ['升级后重新打开 App，再次扫码或进入刚才的页面即可。'],
    actions: [
      { kind: 'link', label: '去升级', href: pageUrl('/download'), title: '下载App' },
      { kind: 'close', label: '返回' },
    ],
  },
  '/incorrectQrCode': {
    tone: 'error',
    title: '二维码不正确',
    description: '无法识别该二维码，请扫描财知道电脑端登录页上显示的二维码。',
    tips: ['请勿扫描截图、转发或其他网站的二维码。'],
    actions: [
      { kind: 'rescan', label: '重新扫码' },
      { kind: 'close', label: '返回' },
    ],
  },
  '/qrCodeFailure': {
    tone: 'error',
    title: '二维码已失效',
    description: '二维码已过期或已被使用，请在电脑端点击「刷新二维码」后重新扫描。',
    tips: ['登录二维码仅短时间内有效，且只能使用一次。'],
    actions: [
      { kind: 'rescan', label: '重新扫码' },
      { kind: 'close', label: '返回' },
    ],
  },
  '/scanNoLogin': {
    tone: 'warning',
    title: '请先登录',
    description: '扫码登录电脑端前，需要先登录财知道 App。',
    tips: ['登录后返回电脑端，重新扫描二维码即可。'],
    actions: [
      { kind: 'login', label: '立即登录' },
      { kind: 'close', label: '返回' },
    ],
  },
} as const satisfies Record<string, QrLoginResult>;

export type QrLoginResultPath = keyof typeof QR_LOGIN_RESULTS;
