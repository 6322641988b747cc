import { readNativeContext, NATIVE_HEADERS, type OsName } from '@/lib/bridge/native-context';

/** The H5 asset version (SPEC §1) reported as app version outside the native app. */
export const H5_VERSION = '3.15.89';
/** First-party cookie carrying a browser's device id outside the app (set by the BFF). */
export const DEVICE_ID_COOKIE = 'h5_did';

/** Device headers of SPEC §3, as the native app sends them and as the BFF forwards them. */
export const DEVICE_HEADERS = {
  deviceId: 'x-device-id',
  osName: NATIVE_HEADERS.osName,
  brand: 'x-device-brand',
  osVersion: 'x-device-os-version',
  appVersion: NATIVE_HEADERS.appVersion,
  channel: 'x-app-channel',
} as const;

export interface DeviceInfo {
  deviceId: string;
  osName: OsName;
  brand: string;
  osVersion: string;
  appVersion: string;
  channel: string;
}

interface HeaderSource {
  get(name: string): string | null;
}

/** Header values are client-controlled: keep a short printable token or drop it. */
export function cleanHeaderValue(value: string | null | undefined, max = 64): string | null {
  if (!value) return null;
  const trimmed = value.trim();
  return /^[\w.\-:+/ ()]{1,}$/.test(trimmed) && trimmed.length <= max ? trimmed : null;
}

function osVersionFromUa(ua: string, os: OsName): string {
  if (os === 'ios') return /OS (\d+[_.]\d+(?:[_.]\d+)?)/.exec(ua)?.[1]?.replace(/_/g, '.') ?? '';
  if (os === 'android') return /Android (\d+(?:\.\d+)*)/.exec(ua)?.[1] ?? '';
  return '';
}

function brandFromUa(ua: string, os: OsName): string {
  if (os === 'ios') return 'Apple';
  return /;\s*([A-Za-z]+)[\w ]*Build\//.exec(ua)?.[1] ?? (os === 'android' ? 'Android' : 'Browser');
}

/** What the incoming request says about its device; the app's own headers win inside the app. */
export function deviceFromRequest(headers: HeaderSource, cookieDeviceId: string | null): DeviceInfo {
  const native = readNativeContext(headers);
  const ua = headers.get('user-agent') ?? '';
  const fromApp = (name: string) => (native.inApp ? cleanHeaderValue(headers.get(name)) : null);
  const environmentChannel = native.environment === 'wechat' ? 'wechat' : 'h5';
  return {
    deviceId: fromApp(DEVICE_HEADERS.deviceId) ?? cleanHeaderValue(cookieDeviceId) ?? 'unknown',
    osName: native.os,
    brand: fromApp(DEVICE_HEADERS.brand) ?? brandFromUa(ua, native.os),
    osVersion: fromApp(DEVICE_HEADERS.osVersion) ?? osVersionFromUa(ua, native.os),
    appVersion: native.appVersion ?? H5_VERSION,
    channel: fromApp(DEVICE_HEADERS.channel) ?? environmentChannel,
  };
}

/** SPEC §7: deviceType is 2 for iOS, 1 for Android, 3 otherwise. */
export function deviceTypeOf(os: OsName): 1 | 2 | 3 {
  if (os === 'ios') return 2;
  if (os === 'android') return 1;
  return 3;
}

export function newDeviceId(): string {
  return `h5-${crypto.randomUUID()}`;
}
