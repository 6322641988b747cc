import type { RouteDef } from './types';
import { BASE_PATH } from './base-path';

interface CompiledRoute {
  route: RouteDef;
  regex: RegExp;
  keys: string[];
  /** Static routes win over parameterised ones at equal length. */
  specificity: number;
}

export interface RouteMatch {
  route: RouteDef;
  params: Record<string, string>;
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
}

function compile(route: RouteDef): CompiledRoute {
  const keys: string[] = [];
  const segments = route.path.split('/').filter(Boolean);
  let specificity = 0;
  const pattern = segments
    .map((segment) =>
      segment.replace(/\{(\w+)\}|[^{}]+/g, (part, key?: string) => {
        if (key) {
          keys.push(key);
          return '([^/]+)';
        }
        specificity += 1;
        return escapeRegex(part);
      }),
    )
    .join('/');
  return { route, keys, specificity, regex: new RegExp(`^/${pattern}/?$`) };
}

/** Normalises a pathname: no base path, no trailing slash (except the root). */
export function normalisePath(pathname: string): string {
  let path =
    pathname.startsWith(`${BASE_PATH}/`) || pathname === BASE_PATH ? pathname.slice(BASE_PATH.length) : pathname;
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path;
}

export function createMatcher(routes: readonly RouteDef[]) {
  const compiled = routes.map(compile).sort((a, b) => b.specificity - a.specificity);
  const exact = new Map(routes.filter((r) => !r.path.includes('{')).map((r) => [r.path, r]));

  return function matchRoute(pathname: string): RouteMatch | null {
    const path = normalisePath(pathname);
    const direct = exact.get(path);
    if (direct) return { route: direct, params: {} };
    for (const candidate of compiled) {
      const found = candidate.regex.exec(path);
      if (!found) continue;
      const params: Record<string, string> = {};
      candidate.keys.forEach((key, index) => {
        params[key] = decodeURIComponent(found[index + 1]);
      });
      return { route: candidate.route, params };
    }
    return null;
  };
}
