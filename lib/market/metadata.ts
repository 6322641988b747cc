import 'server-only';
import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { APP_NAME } from '@/lib/brand';
import { pageMetadata } from '@/lib/routes/page';
import { routeOrThrow } from '@/lib/routes/manifest';
import { withBasePath } from '@/lib/routes/hrefs';

/**
 * Title from the manifest, plus a description and Open Graph tags carrying the page's headline
 * numbers, a canonical URL, and indexing allowed (public market pages need no login).
 */
export async function marketMetadata(path: string, { description, url, index = true }: { description: string; url: string; index?: boolean }): Promise<Metadata> {
  const route = routeOrThrow(path);
  const requestHeaders = await headers();
  const origin = process.env.SITE_URL ?? `${requestHeaders.get('x-forwarded-proto') ?? 'http'}://${requestHeaders.get('host') ?? 'localhost'}`;
  const canonical = `${origin}${withBasePath(url)}`;
  return pageMetadata(path, {
    description,
    alternates: { canonical },
    robots: { index, follow: true },
    openGraph: { title: `${route.title} - ${APP_NAME}`, description, url: canonical, siteName: APP_NAME, type: 'website', locale: 'zh_CN' },
  });
}
