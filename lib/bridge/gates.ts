import type { OsName } from './native-context';
import { isAtLeast } from './version';

/**
 * Native version gates of SPEC §5, one function per rule. Each takes the app version (null outside
 * the app) and the OS; an unknown version never passes. Where iOS and Android differ, an app on an
 * unrecognised OS must meet the higher of the two.
 */
export interface AppVersionInfo {
  appVersion: string | null;
  os: OsName;
}

function byOs({ appVersion, os }: AppVersionInfo, ios: string, android: string): boolean {
  if (os === 'ios') return isAtLeast(appVersion, ios);
  if (os === 'android') return isAtLeast(appVersion, android);
  return isAtLeast(appVersion, ios) && isAtLeast(appVersion, android);
}

export const VERSION_TOO_LOW_MESSAGE = '当前版本号过低';

/** Add-calendar: 2.0.20 or later. */
export function canAddCalendar({ appVersion }: AppVersionInfo): boolean {
  return isAtLeast(appVersion, '2.0.20');
}

/** Native VIP popup: iOS 2.0.34, Android 2.0.37. */
export function canShowNativeVipPopup(info: AppVersionInfo): boolean {
  return byOs(info, '2.0.34', '2.0.37');
}

/** Stock-detail jump: iOS 2.0.36, Android 2.0.38. */
export function canOpenNativeStockDetail(info: AppVersionInfo): boolean {
  return byOs(info, '2.0.36', '2.0.38');
}

/** Optional (self-selected) stocks sync: iOS 2.0.53, Android 2.0.54. */
export function canSyncOptionalStocks(info: AppVersionInfo): boolean {
  return byOs(info, '2.0.53', '2.0.54');
}

/** Stock keyboard: 2.0.55; its newer form from 2.0.57. */
export type StockKeyboardForm = 'none' | 'classic' | 'new';

export function stockKeyboardForm({ appVersion }: AppVersionInfo): StockKeyboardForm {
  if (isAtLeast(appVersion, '2.0.57')) return 'new';
  if (isAtLeast(appVersion, '2.0.55')) return 'classic';
  return 'none';
}

/** Text-update callbacks from the app: 2.0.59. */
export function supportsTextUpdateCallbacks({ appVersion }: AppVersionInfo): boolean {
  return isAtLeast(appVersion, '2.0.59');
}

/** Customer-service chat: iOS 2.0.15, Android 2.0.18. */
export function canOpenCustomerServiceChat(info: AppVersionInfo): boolean {
  return byOs(info, '2.0.15', '2.0.18');
}
