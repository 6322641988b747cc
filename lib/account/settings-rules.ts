/**
 * Account self-service rules without zod (devices, privacy, cancellation, broker opening):
 * the pages, the BFF and the local upstream read these, so browser bundles stay small.
 */

/** Days between a cancellation request and the irreversible deletion; a login within them cancels it. */
export const CLOSURE_COOLING_DAYS = 7;
export const CLOSURE_COOLING_MS = CLOSURE_COOLING_DAYS * 24 * 3600 * 1000;
export type ClosureCheckKey =
  'unpaid_orders' | 'refunding_orders' | 'paid_service' | 'cash_balance' | 'pending_withdrawal';

/** What the user loses, shown before they ask (PEERS §1.16: the consequences come first). */
export const CLOSURE_CONSEQUENCES = [
  '账号将无法登录，绑定的手机号、昵称、登录设备和个性化设置将被删除，且无法恢复。',
  '未使用的优惠券、财蛋和任务进度将全部清空，不可找回。',
  '剩余会员权益视为自愿放弃，不予退款。',
  '订单、发票与资金流水按法律法规要求保存必要期限，但不再与您的身份关联。',
  `提交后进入 ${CLOSURE_COOLING_DAYS} 天冷静期，期间重新登录即视为撤销注销申请；冷静期结束后账号将被永久删除。`,
  '冷静期内如有资金到账（如退款、奖励、中奖），注销不会完成，申请将被取消并短信提醒您，请提现后再申请注销；您的资金不会因注销而丢失。',
  '注销后使用同一手机号登录，将注册为一个全新的账号，原账号的数据不会恢复。',
] as const;

/** A check the upstream failed, and where the user can fix it. */
export const CLOSURE_CHECK_FIX: Record<
  ClosureCheckKey,
  { label: string; path: '/orderCenter' | '/walletCenter/withdrawal' | '/walletCenter/cashingRecords' } | null
> = {
  unpaid_orders: { label: '去处理订单', path: '/orderCenter' },
  refunding_orders: { label: '查看退款进度', path: '/orderCenter' },
  paid_service: null,
  cash_balance: { label: '去提现', path: '/walletCenter/withdrawal' },
  pending_withdrawal: { label: '查看提现进度', path: '/walletCenter/cashingRecords' },
};

/** Whether every check passes, a forfeitable one (the paid service) only with the explicit forfeit. */
export function closureAllowed(
  checks: ReadonlyArray<{ passed: boolean; forfeitable: boolean }>,
  forfeit: boolean,
): boolean {
  return checks.every((check) => check.passed || (check.forfeitable && forfeit));
}

/** A model name for the device list from the user agent (the native app's brand header adds the maker). */
export function deviceModelFromUa(ua: string): string {
  if (/\biPad\b/.test(ua)) return 'iPad';
  if (/\biPhone\b/.test(ua)) return 'iPhone';
  const android = /Android [\d.]+;\s*(?:[a-z]{2}[-_][a-z]{2};\s*)?([^;)]+?)(?:\s+Build\/[^;)]*)?\s*[;)]/i.exec(ua);
  if (android && android[1] && !/^wv$/i.test(android[1])) return android[1].trim().slice(0, 40);
  if (/Android/.test(ua)) return 'Android 手机';
  if (/Macintosh/.test(ua)) return 'Mac 电脑';
  if (/Windows/.test(ua)) return 'Windows 电脑';
  if (/Linux/.test(ua)) return 'Linux 电脑';
  return '未知设备';
}

/**
 * The model as an HTTP header value: headers carry bytes, and a model may be Chinese ("Windows 电脑"),
 * so it travels percent-encoded (the upstream decodes it: deviceModelFromHeader).
 */
export function deviceModelHeader(ua: string): string {
  return encodeURIComponent(deviceModelFromUa(ua));
}

/** The model from its header value; anything that does not decode is no model. */
export function deviceModelFromHeader(value: string): string {
  try {
    return decodeURIComponent(value).slice(0, 40);
  } catch {
    return '';
  }
}

/** Makers the UA reading gives when it knows none ('Browser') or only the platform. */
const GENERIC_BRANDS = new Set(['Apple', 'Browser', 'Android']);

/** The device name listed: the maker before the model ("Xiaomi MI 9"), unless the model already names it. */
export function deviceDisplayName(brand: string, model: string): string {
  if (!model) return brand && !GENERIC_BRANDS.has(brand) ? brand : '未知设备';
  if (!brand || GENERIC_BRANDS.has(brand) || model.toLowerCase().startsWith(brand.toLowerCase())) return model;
  return `${brand} ${model}`;
}

const OS_LABEL: Record<string, string> = { ios: 'iOS', android: 'Android', other: '其他' };

/** "iOS 17.0" / "Android 14" / "其他". */
export function osLabel(osName: string, osVersion: string): string {
  const name = OS_LABEL[osName] ?? osName;
  return osVersion ? `${name} ${osVersion}` : name;
}

/** 10.1.2.3 → 10.1.*.*; an IPv6 keeps its first two groups. */
export function maskIp(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.\d+\.\d+$/.exec(ip);
  if (v4) return `${v4[1]}.${v4[2]}.*.*`;
  const groups = ip.split(':').filter(Boolean);
  return groups.length >= 2 ? `${groups[0]}:${groups[1]}:*` : '*';
}

/**
 * The partner broker of /BOpenAccount and where its account opening lives. A deployment sets its
 * partner with NEXT_PUBLIC_BROKER_NAME / NEXT_PUBLIC_BROKER_OPEN_URL (build time); the defaults are a
 * placeholder on the reserved .example domain, so no real firm is named by accident.
 */
export const BROKER = {
  name: process.env.NEXT_PUBLIC_BROKER_NAME || '合作券商（演示）',
  url: process.env.NEXT_PUBLIC_BROKER_OPEN_URL || 'https://open.broker.example/h5/account',
} as const;

/** The host a user is told they are about to leave for. */
export function brokerHost(url: string = BROKER.url): string {
  try {
    return new URL(url).host;
  } catch {
    return '';
  }
}
