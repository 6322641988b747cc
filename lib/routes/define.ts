import type { RouteDef, RouteEntry, RouteFamily, RouteMeta } from './types';

export const BACKGROUND_DEFAULT = '#f5f6f8';
export const BACKGROUND_WHITE = '#ffffff';
export const BACKGROUND_DARK = '#14151a';

const BASE_META: Omit<RouteMeta, 'title'> = {
  background: BACKGROUND_DEFAULT,
  needLogin: false,
  needRefresh: false,
  preLoadPage: false,
  keepAlive: false,
  loadingType: 'skeleton',
  pageCacheSeconds: 0,
};

/**
 * Builds one family's routes: family defaults first, then each entry's own meta. The paths keep their
 * literal types so `RoutePath` (lib/routes/manifest.ts) is the union of every manifest path.
 */
export function defineFamily<P extends string>(
  family: RouteFamily,
  defaults: Partial<Omit<RouteMeta, 'title'>>,
  entries: readonly RouteEntry<P>[],
): RouteDef<P>[] {
  return entries.map((entry) => ({ ...BASE_META, ...defaults, ...entry, family }));
}
