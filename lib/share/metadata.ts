import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { APP_DESCRIPTION, APP_NAME } from '@/lib/brand';
import { pageMetadata } from '@/lib/routes/page';
import { routeOrThrow } from '@/lib/routes/manifest';
import { absoluteUrl, SHARE_LOGO_PATH } from './config';
import { withBasePath } from '@/lib/routes/hrefs';

/**
 * Server-rendered share preview (ARCHITECTURE rule 5): Open Graph and description meta for a
 * shareable page, so WeChat and other apps show a card without running any JavaScript.
 * Use from generateMetadata: `return shareMetadata('/download', { description: '…' })`.
 */
export interface ShareMeta {
  title?: string;
  description?: string;
  /** Path under the origin (e.g. /h5/og/x.png) or an absolute https URL. */
  image?: string;
  /** Defaults to the requested URL. */
  url?: string;
}

export async function requestOrigin(): Promise<string> {
  const configured = process.env.H5_PUBLIC_ORIGIN;
  if (configured) return configured.replace(/\/+$/, '');
  const requestHeaders = await headers();
  const host = requestHeaders.get('x-forwarded-host') ?? requestHeaders.get('host') ?? 'localhost';
  const proto = requestHeaders.get('x-forwarded-proto') ?? (host.startsWith('localhost') || host.startsWith('127.') ? 'http' : 'https');
  return `${proto}://${host}`;
}

export async function shareMetadata(path: string, share: ShareMeta = {}, extra: Metadata = {}): Promise<Metadata> {
  const route = routeOrThrow(path);
  const origin = await requestOrigin();
  const requestHeaders = await headers();
  const title = share.title ?? route.title;
  const description = share.description ?? APP_DESCRIPTION;
  const url = absoluteUrl(share.url ?? requestHeaders.get('x-h5-url') ?? withBasePath(path), origin);
  const image = absoluteUrl(share.image ?? SHARE_LOGO_PATH, origin);
  return pageMetadata(path, {
    description,
    openGraph: { type: 'website', siteName: APP_NAME, locale: 'zh_CN', title, description, url, images: [{ url: image, alt: title }] },
    twitter: { card: 'summary', title, description, images: [image] },
    ...extra,
  });
}
