import { compareVersions } from '@/lib/bridge/version';

/**
 * SPEC §5 browser check: Chrome older than 42.0.2311.0 gets 请升级浏览器版本. The original compared
 * the version strings as text (so "100.0.0.0" counted as older than "42…"); this compares numerically,
 * segment by segment. Browsers that are not Chrome (and Chromium-based webviews that do not say
 * Chrome/x.y.z.w) are not judged.
 */
export const MIN_CHROME_VERSION = '42.0.2311.0';
export const UPGRADE_BROWSER_MESSAGE = '请升级浏览器版本';

export function chromeVersion(userAgent: string | null | undefined): string | null {
  const match = /\b(?:Chrome|CriOS)\/(\d+(?:\.\d+){0,3})/.exec(userAgent ?? '');
  return match ? match[1] : null;
}

export function isOutdatedChrome(userAgent: string | null | undefined): boolean {
  const version = chromeVersion(userAgent);
  if (!version) return false;
  return compareVersions(version, MIN_CHROME_VERSION) < 0;
}
