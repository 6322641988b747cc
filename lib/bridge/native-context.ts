import { parseVersion } from './version';

/**
 * "Native header data" (SPEC §4, §6): how the native app identifies its webview.
 *
 * Protocol chosen for this product (the SPEC does not show one):
 * - the webview's User-Agent carries `LlczdApp/<version>` (for example `LlczdApp/2.0.60`);
 * - every request from the webview carries these headers:
 *     x-app-version     app version, e.g. 2.0.60
 *     x-device-os-name  ios | android
 *     x-app-theme       light | dark
 *     x-app-font-size   small | standard | large | xlarge
 *     x-app-token       the app's access token (server-side only; establishes the session)
 * Outside the app the theme and font size may come from the query (?theme=dark&fontSize=large).
 */
export const APP_UA_MARKER = /\bLlczdApp\/(\d+(?:\.\d+)*)/;

export const NATIVE_HEADERS = {
  appVersion: 'x-app-version',
  osName: 'x-device-os-name',
  theme: 'x-app-theme',
  fontSize: 'x-app-font-size',
  token: 'x-app-token',
} as const;

export type Theme = 'light' | 'dark';
export type FontSize = 'small' | 'standard' | 'large' | 'xlarge';
export type OsName = 'ios' | 'android' | 'other';
export type Environment = 'app' | 'wechat' | 'browser';

export const FONT_SCALE: Record<FontSize, number> = { small: 0.9, standard: 1, large: 1.12, xlarge: 1.25 };

export interface NativeContext {
  environment: Environment;
  inApp: boolean;
  appVersion: string | null;
  os: OsName;
}

interface HeaderSource {
  get(name: string): string | null;
}

export function parseTheme(value: string | null | undefined): Theme | null {
  return value === 'dark' || value === 'light' ? value : null;
}

export function parseFontSize(value: string | null | undefined): FontSize | null {
  return value && value in FONT_SCALE ? (value as FontSize) : null;
}

function osFromUserAgent(ua: string): OsName {
  if (/iPhone|iPad|iPod|iOS/i.test(ua)) return 'ios';
  if (/Android/i.test(ua)) return 'android';
  return 'other';
}

export function detectEnvironment(ua: string, inApp: boolean): Environment {
  if (inApp) return 'app';
  return /MicroMessenger/i.test(ua) ? 'wechat' : 'browser';
}

/** Reads the native context from a request's headers (server) or a UA string (client). */
export function readNativeContext(headers: HeaderSource): NativeContext {
  const ua = headers.get('user-agent') ?? '';
  const uaVersion = APP_UA_MARKER.exec(ua)?.[1] ?? null;
  const headerVersion = headers.get(NATIVE_HEADERS.appVersion);
  const inApp = uaVersion !== null;
  const appVersion = inApp ? (parseVersion(headerVersion) ? headerVersion : uaVersion) : null;
  const osHeader = headers.get(NATIVE_HEADERS.osName)?.toLowerCase();
  const os: OsName = osHeader === 'ios' || osHeader === 'android' ? osHeader : osFromUserAgent(ua);
  return { environment: detectEnvironment(ua, inApp), inApp, appVersion, os };
}
