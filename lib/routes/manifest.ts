import { createMatcher, normalisePath, type RouteMatch } from './match';
import type { RouteDef } from './types';
import { ACCOUNT_ROUTES } from './families/account';
import { ACTIVITY_ROUTES } from './families/activity';
import { COMMERCE_ROUTES } from './families/commerce';
import { CONTENT_ROUTES } from './families/content';
import { LEGAL_ROUTES } from './families/legal';
import { LIVE_ROUTES } from './families/live';
import { MARKET_ROUTES } from './families/market';
import { OTHER_ROUTES } from './families/other';

const ALL_ROUTES = [
  ...MARKET_ROUTES,
  ...ACCOUNT_ROUTES,
  ...COMMERCE_ROUTES,
  ...LIVE_ROUTES,
  ...CONTENT_ROUTES,
  ...ACTIVITY_ROUTES,
  ...LEGAL_ROUTES,
  ...OTHER_ROUTES,
];

/**
 * Every manifest path pattern ('/tool/lhb/today/{code}'): a mistyped path fails to compile. Import it
 * with `import type` (lib/routes/hrefs.ts does) so the manifest itself never ships to the browser.
 */
export type RoutePath = (typeof ALL_ROUTES)[number]['path'];

/** Every route of SPEC §2, one entry each, with its meta. The single source of route meta. */
export const ROUTES: readonly RouteDef<RoutePath>[] = ALL_ROUTES;

export const matchRoute: (pathname: string) => RouteMatch | null = createMatcher(ROUTES);

/** The manifest entry for a known path pattern (e.g. '/tool/lhb/today/{code}'); throws when absent. */
export function routeOrThrow(path: string): RouteDef {
  const route = ROUTES.find((candidate) => candidate.path === path);
  if (!route) throw new Error(`Route not in manifest: ${path}`);
  return route;
}

export { normalisePath };
