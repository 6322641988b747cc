// GET /h5/sitemap.xml (rewritten here by next.config.ts) – the sitemap index: one file per section that has URLs (app/sitemap.ts).
import { BASE_PATH } from '@/lib/routes/hrefs';
import { readSitemapSources } from '@/lib/seo/server';
import { SITEMAP_SECTIONS, sitemapEntries, sitemapIndexXml } from '@/lib/seo/sitemap';
import { requestOrigin } from '@/lib/share/metadata';

export const dynamic = 'force-dynamic';

export async function GET() {
  const [origin, sources] = await Promise.all([requestOrigin(), readSitemapSources()]);
  const sections = SITEMAP_SECTIONS.filter((section) => sitemapEntries(section, origin, sources).length > 0);
  return new Response(sitemapIndexXml(origin, BASE_PATH, sources.today, sections), {
    headers: {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=0, must-revalidate',
    },
  });
}
