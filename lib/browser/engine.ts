import { compareVersions, parseVersion } from '@/lib/bridge/version';
import { LEGACY_POLYFILLS } from './legacy-polyfills';

/**
 * The engines the client bundle is built for — package.json "browserslist", which SWC (syntax) and
 * Lightning CSS read: the system WebView / Chrome of Android phones from Chrome 78, and iOS 15 (every
 * iOS browser and webview, WeChat's included, is the system WebKit). Below that the bundle cannot run.
 */
export const OLDEST_SUPPORTED = { chromium: '78', webkit: '15.0' } as const;

export type EngineFamily = 'chromium' | 'webkit';
export interface Engine {
  family: EngineFamily;
  version: string;
}

/**
 * The rendering engine a user agent names. On iOS every browser is WebKit whatever it calls itself
 * (CriOS, WeChat, the app): its version is the OS version. Elsewhere a Chrome/x token is Chromium —
 * Android's system WebView, WeChat's XWeb and vendor browsers all carry one. Anything else: null.
 */
export function detectEngine(userAgent: string | null | undefined): Engine | null {
  const ua = userAgent ?? '';
  const ios = /\b(?:iPhone|iPad|iPod)\b[^)]*? OS (\d+)[_.](\d+)(?:[_.](\d+))?/.exec(ua);
  if (ios) return { family: 'webkit', version: `${ios[1]}.${ios[2]}` };
  const chromium = /\b(?:Chrome|Chromium)\/(\d+(?:\.\d+){0,3})/.exec(ua);
  if (chromium) return { family: 'chromium', version: chromium[1] };
  const safari = /\bVersion\/(\d+(?:\.\d+)?)[^)]*\bSafari\//.exec(ua);
  if (safari && /\bMacintosh\b/.test(ua)) return { family: 'webkit', version: safari[1] };
  return null;
}

function below(engine: Engine, minimum: string): boolean {
  return parseVersion(engine.version) !== null && compareVersions(engine.version, minimum) < 0;
}

/** An engine older than the build target: the page's scripts cannot run there (it gets a notice instead). */
export function isBelowTarget(userAgent: string | null | undefined): boolean {
  const engine = detectEngine(userAgent);
  return engine !== null && below(engine, OLDEST_SUPPORTED[engine.family]);
}

/** A supported engine that lacks one of LEGACY_POLYFILLS: the page loads the polyfill script before it hydrates. */
export function needsLegacyPolyfills(userAgent: string | null | undefined): boolean {
  const engine = detectEngine(userAgent);
  if (!engine || below(engine, OLDEST_SUPPORTED[engine.family])) return false;
  return LEGACY_POLYFILLS.some((polyfill) => below(engine, polyfill[engine.family]));
}
