import { ROUTES } from '@/lib/routes/manifest';
import type { RouteDef } from '@/lib/routes/types';

/** Seeded values for the manifest's dynamic segments (the local upstream's data). */
const SEEDED_PARAMS: Record<string, string> = { code: '600519', type: '1', id: '1' };
const SEEDED_SALES_DEPARTMENT = '10100001';
/** Content routes whose {type} is a documented value set (lib/content/rules.ts), with a seeded id 1. */
const SEEDED_TYPES: Record<string, string> = {
  '/information/{type}/{id}': 'news',
  '/hall/{type}/{id}': 'lesson',
  '/dragonThrowCircleDetail/{type}/{id}': 'post',
};

/** What the samples need of an HTTP client: Playwright's request context, or a fetch shim (tests/compat). */
export interface PageRequest {
  get(url: string): Promise<{ text(): Promise<string> }>;
}

export interface PageSample {
  route: RouteDef;
  /** Concrete path under /h5 (without the base path). */
  path: string;
}

/** The URL of a path under the /h5 base path ('/' is the bare /h5: /h5/ redirects to it). */
export function pageUrl(path: string): string {
  return path === '/' ? '/h5' : `/h5${path}`;
}

/** An IPO code the local upstream knows, read from the IPO home page as a user would find it. */
async function seededIpoCode(request: PageRequest): Promise<string> {
  const html = await (await request.get('/h5/tool/ipo')).text();
  const code = /data-testid="apply-code"[^>]*>(\d{6})</.exec(html)?.[1];
  if (!code) throw new Error('no IPO code on /tool/ipo');
  return code;
}

/** Every manifest route with concrete values for its {params}. */
export async function manifestSamples(request: PageRequest): Promise<PageSample[]> {
  const ipoCode = await seededIpoCode(request);
  return ROUTES.map((route) => {
    let path: string = route.path;
    if (path === '/tool/ipo/detail/{code}') path = path.replace('{code}', ipoCode);
    if (path === '/tool/lhb/sales/{code}') path = path.replace('{code}', SEEDED_SALES_DEPARTMENT);
    if (SEEDED_TYPES[path]) path = path.replace('{type}', SEEDED_TYPES[path]);
    path = path.replace(/\{(\w+)\}/g, (_, name: string) => SEEDED_PARAMS[name] ?? '1');
    return { route, path };
  });
}
