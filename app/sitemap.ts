import type { MetadataRoute } from 'next';
import { readSitemapSources } from '@/lib/seo/server';
import { SITEMAP_SECTIONS, sitemapEntries, type SitemapSection } from '@/lib/seo/sitemap';
import { requestOrigin } from '@/lib/share/metadata';

// Built per request from the upstream's lists (cached by lib/read), for the configured SITE_URL.
export const dynamic = 'force-dynamic';

/** /h5/sitemap/{pages,market,content}.xml; /h5/sitemap.xml is their index (app/sitemap-index.xml/route.ts). */
export function generateSitemaps() {
  return SITEMAP_SECTIONS.map((id) => ({ id }));
}

export default async function sitemap({ id }: { id: Promise<string> }): Promise<MetadataRoute.Sitemap> {
  const section = (await id) as SitemapSection;
  const [origin, sources] = await Promise.all([requestOrigin(), readSitemapSources()]);
  return sitemapEntries(section, origin, sources);
}
