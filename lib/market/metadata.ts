import 'server-only';
import type { Metadata } from 'next';
import { APP_NAME } from '@/lib/brand';
import { pageMetadata } from '@/lib/routes/page';
import { routeOrThrow } from '@/lib/routes/manifest';
import { canonicalUrl, requestOrigin, shareCardImagePath, shareCardTags } from '@/lib/share/metadata';

/**
 * Title from the manifest, plus a description and Open Graph tags carrying the page's headline
 * numbers, a canonical URL, the market share card, and indexing allowed (no login needed).
 */
export async function marketMetadata(
  path: string,
  { description, url, index = true }: { description: string; url: string; index?: boolean },
): Promise<Metadata> {
  const route = routeOrThrow(path);
  const origin = await requestOrigin();
  const canonical = canonicalUrl(origin, url);
  return pageMetadata(path, {
    description,
    alternates: { canonical },
    robots: { index, follow: true },
    ...shareCardTags({
      title: `${route.title} - ${APP_NAME}`,
      description,
      url: canonical,
      image: `${origin}${shareCardImagePath(route.family)}`,
    }),
  });
}
