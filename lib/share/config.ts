import { APP_NAME } from '@/lib/brand';
import { assetUrl } from '@/lib/routes/hrefs';

/** SPEC §3 share config and its defaults: the app's name, an empty description, the URL, the logo. */
export interface ShareConfig {
  title: string;
  desc: string;
  link: string;
  imgUrl: string;
}

export type ShareType = 'url' | 'erCodeImage';

export const SHARE_LOGO_PATH = assetUrl('/logo.png');

/** Absolute URL: WeChat needs an absolute https imgUrl, never a relative path or base64. */
export function absoluteUrl(pathOrUrl: string, origin: string): string {
  try {
    return new URL(pathOrUrl, origin).toString();
  } catch {
    return origin;
  }
}

/** WeChat signs and shares URLs without the fragment. */
export function withoutHash(url: string): string {
  const index = url.indexOf('#');
  return index === -1 ? url : url.slice(0, index);
}

export function defaultShareConfig(currentUrl: string, origin: string): ShareConfig {
  return { title: APP_NAME, desc: '', link: withoutHash(currentUrl), imgUrl: absoluteUrl(SHARE_LOGO_PATH, origin) };
}

export function resolveShareConfig(partial: Partial<ShareConfig>, currentUrl: string, origin: string): ShareConfig {
  const defaults = defaultShareConfig(currentUrl, origin);
  return {
    title: partial.title?.trim() || defaults.title,
    desc: partial.desc ?? defaults.desc,
    link: partial.link ? withoutHash(absoluteUrl(partial.link, origin)) : defaults.link,
    imgUrl: partial.imgUrl ? absoluteUrl(partial.imgUrl, origin) : defaults.imgUrl,
  };
}

/**
 * SPEC §4: share is configured only after the social SDK is ready; before then the latest config is
 * kept and applied once ready. After ready, each new config applies at once.
 */
export interface ShareQueue {
  set(config: ShareConfig): void;
  ready(): void;
  isReady(): boolean;
  current(): ShareConfig | null;
}

export function createShareQueue(apply: (config: ShareConfig) => void): ShareQueue {
  let ready = false;
  let latest: ShareConfig | null = null;
  return {
    set(config) {
      latest = config;
      if (ready) apply(config);
    },
    ready() {
      if (ready) return;
      ready = true;
      if (latest) apply(latest);
    },
    isReady: () => ready,
    current: () => latest,
  };
}
