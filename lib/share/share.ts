'use client';

import { nativeShare } from '@/lib/bridge/calls';
import type { Environment } from '@/lib/bridge/native-context';
import { resolveShareConfig, type ShareConfig, type ShareType } from './config';
import { wechatShareQueue } from './wechat';

/**
 * The page's share config in all three environments: in WeChat it goes to the JS-SDK queue (applied
 * once the SDK is ready); in the app it is what the native share sheet receives; in a browser the
 * Web Share API or the clipboard gets it.
 */
let current: { config: ShareConfig; shareType: ShareType; path: string } | null = null;

export function setPageShare(partial: Partial<ShareConfig>, shareType: ShareType = 'url'): ShareConfig {
  const config = resolveShareConfig(partial, window.location.href, window.location.origin);
  current = { config, shareType, path: window.location.pathname };
  if (document.documentElement.dataset.env === 'wechat') wechatShareQueue().set(config);
  return config;
}

/** The SPEC §3 defaults for a page that declares no share card of its own (set on navigation). */
export function setDefaultPageShare(): void {
  if (current?.path === window.location.pathname) return;
  setPageShare({});
}

export function pageShare(): { config: ShareConfig; shareType: ShareType } {
  if (current?.path === window.location.pathname) return current;
  return { config: resolveShareConfig({}, window.location.href, window.location.origin), shareType: 'url' };
}

export type ShareOutcome = 'native' | 'wechat-menu' | 'system' | 'copied' | 'failed';

/**
 * Shares a poster (the link's QR code with the title). In the app it goes to the share sheet as an
 * image (share type erCodeImage, the poster as imgUrl); elsewhere the page's link is shared as usual.
 */
export async function sharePoster(
  environment: Environment,
  partial: Partial<ShareConfig> & { link: string },
): Promise<ShareOutcome> {
  // Outside the app the page's own share card (WeChat menu, system sheet, copied link) stays as set.
  if (environment !== 'app') return shareCurrentPage(environment);
  const config = resolveShareConfig(partial, window.location.href, window.location.origin);
  try {
    const { drawPoster } = await import('./poster');
    const poster = await drawPoster({ title: config.title, desc: config.desc, link: config.link });
    await nativeShare({ ...config, imgUrl: poster, shareType: 'erCodeImage' });
    return 'native';
  } catch {
    return 'failed';
  }
}

/** A share button's action. In WeChat only the top-right menu can share: the caller shows a hint. */
export async function shareCurrentPage(environment: Environment): Promise<ShareOutcome> {
  const { config, shareType } = pageShare();
  if (environment === 'app') {
    try {
      await nativeShare({ ...config, shareType });
      return 'native';
    } catch {
      return 'failed';
    }
  }
  if (environment === 'wechat') return 'wechat-menu';
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title: config.title, text: config.desc, url: config.link });
      return 'system';
    } catch {
      // cancelled or refused: fall back to copying the link
    }
  }
  try {
    await navigator.clipboard.writeText(config.link);
    return 'copied';
  } catch {
    return 'failed';
  }
}
