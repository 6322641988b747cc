import type { FamilyDefaults, RouteDef, RouteEntry, RouteFamily, RouteMeta } from './types';

export const BACKGROUND_DEFAULT = '#f5f6f8';
export const BACKGROUND_WHITE = '#ffffff';
export const BACKGROUND_DARK = '#14151a';

const BASE_META: Omit<RouteMeta, 'title' | 'indexable'> = {
  background: BACKGROUND_DEFAULT,
  needLogin: false,
  needRefresh: false,
  preLoadPage: false,
  keepAlive: false,
  loadingType: 'skeleton',
  pageCacheSeconds: 0,
};

/** Families search engines never list: popups over another page, and the error and version pages. */
const UNLISTED_FAMILIES: ReadonlySet<RouteFamily> = new Set(['popup', 'system']);

/** What a search engine may list by default: a page anyone can open on its own, not a popup or preload. */
export function defaultIndexable(
  family: RouteFamily,
  meta: Pick<RouteMeta, 'needLogin' | 'preLoadPage' | 'background'>,
): boolean {
  return !meta.needLogin && !meta.preLoadPage && !UNLISTED_FAMILIES.has(family) && meta.background !== 'transparent';
}

/**
 * Builds one family's routes: family defaults first, then each entry's own meta. The paths keep their
 * literal types so `RoutePath` (lib/routes/manifest.ts) is the union of every manifest path.
 */
export function defineFamily<P extends string>(
  family: RouteFamily,
  defaults: FamilyDefaults,
  entries: readonly RouteEntry<P>[],
): RouteDef<P>[] {
  return entries.map((entry) => {
    const meta = { ...BASE_META, ...defaults, ...entry };
    return { ...meta, indexable: entry.indexable ?? defaultIndexable(family, meta), family };
  });
}
