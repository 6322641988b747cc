import type { MetadataRoute } from 'next';
import { BASE_PATH } from '@/lib/routes/hrefs';
import type { RouteDef } from '@/lib/routes/types';

/** Pages a crawler has no business fetching: login-only, popups over another page, preload pages. */
export function crawlerBlocked(route: RouteDef): boolean {
  return route.needLogin || route.family === 'popup' || route.background === 'transparent' || route.preLoadPage;
}

/** '/tool/lhb/sales/{code}' → '/h5/tool/lhb/sales/*' (robots.txt wildcards, as Google and Baidu read them). */
function robotsPattern(path: string): string {
  return `${BASE_PATH}${path.replace(/\{\w+\}/g, '*')}`;
}

/**
 * The Disallow lines: each blocked route as a prefix, or — when an indexable route's path starts with
 * it ('/pay' and '/payMiddlePage') — as that exact path with or without a query.
 */
export function disallowedPatterns(routes: readonly RouteDef[]): string[] {
  const open = routes.filter((route) => route.indexable).map((route) => robotsPattern(route.path));
  return routes.filter(crawlerBlocked).flatMap((route) => {
    const pattern = robotsPattern(route.path);
    const shadows = open.some((path) => path.startsWith(pattern));
    return shadows ? [`${pattern}$`, `${pattern}?`] : [pattern];
  });
}

/** /h5/robots.txt: the app's pages are open but for its API and blocked routes; names the sitemap index. */
export function robotsRules(origin: string, routes: readonly RouteDef[]): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: `${BASE_PATH}/`, disallow: [`${BASE_PATH}/api/`, ...disallowedPatterns(routes)] },
    sitemap: `${origin}${BASE_PATH}/sitemap.xml`,
  };
}
