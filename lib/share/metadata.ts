import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { APP_DESCRIPTION, APP_NAME } from '@/lib/brand';
import { pageMetadata } from '@/lib/routes/page';
import { routeOrThrow } from '@/lib/routes/manifest';
import type { RouteFamily } from '@/lib/routes/types';
import { absoluteUrl } from './config';
import { assetUrl, BASE_PATH, stripBasePath, withBasePath } from '@/lib/routes/hrefs';

/**
 * Server-rendered share preview (ARCHITECTURE rule 5): Open Graph and description meta for a
 * shareable page, so WeChat and other apps show a card without running any JavaScript.
 * Use from generateMetadata: `return shareMetadata('/download', { description: '…' })`.
 * Every card has an absolute PNG image (WeChat, QQ and Weibo ignore SVG and relative URLs): the
 * page's own, else its family's card from public/og (drawn by scripts/og-cards.mjs).
 */
export interface ShareMeta {
  title?: string;
  description?: string;
  /** Path under the origin (e.g. /h5/og/x.png) or an absolute https URL. */
  image?: string;
  /** Defaults to the requested URL. */
  url?: string;
}

export type ShareCardFamily = 'app' | 'market' | 'live' | 'legal';

const CARD_FAMILY: Partial<Record<RouteFamily, ShareCardFamily>> = {
  market: 'market',
  live: 'live',
  anchor: 'live',
  legal: 'legal',
};

export function shareCardImagePath(family: RouteFamily): string {
  return assetUrl(`/og/${CARD_FAMILY[family] ?? 'app'}.png`);
}

/** The public origin: H5_PUBLIC_ORIGIN (or SITE_URL) when configured, else the request's own host. */
export async function requestOrigin(): Promise<string> {
  const configured = process.env.H5_PUBLIC_ORIGIN || process.env.SITE_URL;
  if (configured) return configured.replace(/\/+$/, '');
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const proto =
    requestHeaders.get('x-forwarded-proto') ??
    (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}

/**
 * A page's canonical URL: the public origin, the base path and the app path (with the query only when
 * the caller includes it). The hub is `/h5` itself: `/h5/` redirects there.
 */
export function canonicalUrl(origin: string, appPath: string): string {
  return appPath === '/' ? `${origin}${BASE_PATH}` : `${origin}${withBasePath(appPath)}`;
}

interface ShareCard {
  title: string;
  description: string;
  /** Absolute page URL. */
  url: string;
  /** Absolute image URL. */
  image: string;
  type?: 'website' | 'article';
}

/** The Open Graph and Twitter tags of one card: the one shape every metadata helper emits. */
export function shareCardTags({
  title,
  description,
  url,
  image,
  type = 'website',
}: ShareCard): Pick<Metadata, 'openGraph' | 'twitter'> {
  return {
    openGraph: {
      type,
      siteName: APP_NAME,
      locale: 'zh_CN',
      title,
      description,
      url,
      images: [{ url: image, alt: title }],
    },
    twitter: { card: 'summary_large_image', title, description, images: [image] },
  };
}

/**
 * The URL a share card names: the request's own path with its short parameters only, so a junk or
 * over-long query is not copied into og:url. Page parameters (roomId, code, date…) are short.
 */
export function shareUrlOf(requestUrl: string): string {
  const [path, query = ''] = requestUrl.split('#')[0].split('?');
  const kept = [...new URLSearchParams(query)]
    .filter(([name, value]) => name.length <= 32 && value.length <= 100)
    .slice(0, 8);
  return kept.length ? `${path}?${new URLSearchParams(kept)}` : path;
}

export async function shareMetadata(path: string, share: ShareMeta = {}, extra: Metadata = {}): Promise<Metadata> {
  const route = routeOrThrow(path);
  const origin = await requestOrigin();
  const requestHeaders = await headers();
  const title = share.title ?? route.title;
  const description = share.description ?? APP_DESCRIPTION;
  const requested = requestHeaders.get('x-h5-url');
  const url = absoluteUrl(share.url ?? (requested ? shareUrlOf(requested) : withBasePath(path)), origin);
  const image = absoluteUrl(share.image ?? shareCardImagePath(route.family), origin);
  // A page search engines may list names itself (the card's URL: its path and short page parameters).
  const canonical = route.indexable ? { alternates: { canonical: selfCanonical(url, origin) } } : {};
  return pageMetadata(path, {
    description,
    ...canonical,
    ...shareCardTags({ title, description, url, image }),
    ...extra,
  });
}

/** The canonical form of one of our page URLs: the hub without its trailing slash (lib/routes/hrefs). */
function selfCanonical(url: string, origin: string): string {
  const parsed = new URL(url);
  return canonicalUrl(origin, `${stripBasePath(parsed.pathname)}${parsed.search}`);
}
