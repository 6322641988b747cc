import type { MetadataRoute } from 'next';
import { ROUTES } from '@/lib/routes/manifest';
import { robotsRules } from '@/lib/seo/robots';
import { requestOrigin } from '@/lib/share/metadata';

// Names the sitemap under the configured SITE_URL (or the request's host): rendered per request.
export const dynamic = 'force-dynamic';

/** /h5/robots.txt; deploy/nginx serves it at the host's /robots.txt too. */
export default async function robots(): Promise<MetadataRoute.Robots> {
  return robotsRules(await requestOrigin(), ROUTES);
}
