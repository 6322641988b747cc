import fs from 'node:fs';
import path from 'node:path';
import { ROUTES } from '@/lib/routes/manifest';
import { REPO_ROOT, repoFiles } from '../../fixtures/repo-files';

/**
 * SPEC §2 route meta loadingType: what a route declares is what its visitor sees while the page loads.
 * A page shows a loading view only through a loading.tsx above it (its folder or a parent's, up to its
 * route group); that file must render the manifest's view (RouteLoading), and a route with no loading
 * file simply waits for the server, which only 'none' declares.
 */

/** The URL pattern of an app page file: route groups dropped, [param] one segment, [...rest] several. */
function pagePattern(file: string): RegExp {
  const segments = path.posix
    .dirname(file)
    .split('/')
    .slice(1)
    .filter((segment) => !/^\(.*\)$/.test(segment));
  const source = segments
    .map((segment) => {
      if (/^\[\[?\.\.\./.test(segment)) return '.+';
      if (/^\[.*\]$/.test(segment)) return '[^/]+';
      return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  return new RegExp(`^/${source}$`);
}

const dynamicSegments = (file: string) => (file.match(/\[/g) ?? []).length;

const PAGES = repoFiles('app', /^page\.tsx?$/).filter((file) => !file.startsWith('app/api/'));

/** The page file that serves a manifest path (a static segment wins over a parameter), or null (a redirect). */
function pageOf(routePath: string): string | null {
  const sample = routePath === '/' ? '/' : routePath.replace(/\{\w+\}/g, 'sample');
  const matches = PAGES.filter((file) =>
    sample === '/' ? pagePattern(file).source === '^\\/$' : pagePattern(file).test(sample),
  );
  return matches.sort((a, b) => dynamicSegments(a) - dynamicSegments(b))[0] ?? null;
}

/** The nearest loading file above a page, inside app/. */
function loadingOf(page: string): string | null {
  for (let dir = path.posix.dirname(page); dir.startsWith('app'); dir = path.posix.dirname(dir)) {
    for (const name of ['loading.tsx', 'loading.ts']) {
      if (fs.existsSync(path.join(REPO_ROOT, dir, name))) return `${dir}/${name}`;
    }
  }
  return null;
}

const rendersRouteLoading = (file: string) => {
  const source = fs.readFileSync(path.join(REPO_ROOT, file), 'utf8');
  return /from '@\/components\/ui\/route-loading'/.test(source) && /<RouteLoading\b/.test(source);
};

describe('route loadingType is what the visitor gets (SPEC §2 route meta)', () => {
  const routed = ROUTES.map((route) => ({ route, page: pageOf(route.path) })).filter(
    (entry): entry is { route: (typeof ROUTES)[number]; page: string } => entry.page !== null,
  );

  it('finds the page of (nearly) every route', () => {
    // The few without a page of their own are redirected by the proxy and never load.
    expect(routed.length).toBeGreaterThan(ROUTES.length - 10);
    expect(pageOf('/tool/lhb/today/{code}')).toBe('app/(market)/tool/lhb/today/[code]/page.tsx');
    expect(pageOf('/')).toBe('app/(home)/page.tsx');
  });

  it('a route that declares a loading view has a loading file that renders the manifest’s view', () => {
    const missing = routed
      .filter(({ route }) => route.loadingType !== 'none')
      .map(({ route, page }) => ({ route: route.path, type: route.loadingType, loading: loadingOf(page) }))
      .filter(({ loading }) => loading === null || !rendersRouteLoading(loading));
    expect(missing).toEqual([]);
  });

  it('a route that declares none shows nothing: no loading file, or one that renders the manifest’s view', () => {
    const shown = routed
      .filter(({ route }) => route.loadingType === 'none')
      .map(({ route, page }) => ({ route: route.path, loading: loadingOf(page) }))
      .filter(({ loading }) => loading !== null && !rendersRouteLoading(loading));
    expect(shown).toEqual([]);
  });

  it('every loading file renders the manifest’s view (none hard-codes a skeleton)', () => {
    const own = repoFiles('app', /^loading\.tsx?$/).filter((file) => !rendersRouteLoading(file));
    expect(own).toEqual([]);
  });
});
