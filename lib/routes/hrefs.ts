import type { RoutePath } from './manifest';
import { BASE_PATH } from './base-path';
import { safeReturnPath } from './return-path';

/**
 * Every link the app builds, in one place. Two forms, named by what reads them:
 * - `*Href` (`href`, `loginHref`, `lhbStockHref`, …): the app path WITHOUT the base path, for
 *   `next/link`, `router.push` and `redirect()` — Next adds `/h5` to those itself.
 * - `*Url` (`pageUrl`, `loginUrl`, `withBasePath(…)`): the path a browser requests, WITH `/h5`, for
 *   plain `<a>`, `<form action>`, `window.location`, meta refresh, Response redirects and the
 *   `redirect`/`from` parameters that carry a return path.
 * Only types come from the manifest (`import type`): this file ships to the browser, the manifest does not.
 */

export { BASE_PATH };

export type { RoutePath };

/** A manifest path without parameters ('/tool/ipo', not '/tool/ipo/detail/{code}'). */
export type StaticRoutePath = Exclude<RoutePath, `${string}{${string}}${string}`>;

type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}` ? Name | ParamNames<Rest> : never;

/** Values of a query; undefined, null and '' leave the key out. */
export type Query = Readonly<Record<string, string | number | boolean | null | undefined>>;

/** A parameterised path needs its parameters; a plain one takes only an optional query. */
export type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [query?: Query]
  : [params: Readonly<Record<ParamNames<P>, string | number>>, query?: Query];

function queryString(query: Query | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** `href('/tool/lhb/sales/{code}', { code }, { date })` → '/tool/lhb/sales/80001?date=…' (no base path). */
export function href<P extends RoutePath>(path: P, ...args: HrefArgs<P>): string {
  const hasParams = path.includes('{');
  const params = (hasParams ? args[0] : undefined) as Record<string, string | number> | undefined;
  const query = (hasParams ? args[1] : args[0]) as Query | undefined;
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params?.[name] ?? '')));
  return `${filled}${queryString(query)}`;
}

/** An app path ('/tool/ipo', '/') as the browser requests it ('/h5/tool/ipo', '/h5/'). */
export function withBasePath(appPath: string): string {
  return `${BASE_PATH}${appPath.startsWith('/') ? appPath : `/${appPath}`}`;
}

/** The app path of a browser path: '/h5/tool/ipo?x=1' → '/tool/ipo?x=1', '/h5' → '/'. */
export function stripBasePath(path: string): string {
  if (path === BASE_PATH) return '/';
  if (path.startsWith(`${BASE_PATH}/`) || path.startsWith(`${BASE_PATH}?`) || path.startsWith(`${BASE_PATH}#`)) {
    const rest = path.slice(BASE_PATH.length);
    return rest.startsWith('/') ? rest : `/${rest}`;
  }
  return path;
}

/** `href` with the base path: for plain anchors, forms and full-page navigation. */
export function pageUrl<P extends RoutePath>(path: P, ...args: HrefArgs<P>): string {
  return withBasePath(href(path, ...args));
}

/** The hub at the root of the app, as the browser requests it. */
export const HOME_URL = withBasePath('/');

/** A BFF route as the browser requests it ('/health' → '/h5/api/health'). */
export const apiUrl = (path: string): string => withBasePath(`/api${path}`);

/** A static file under public/ ('/logo.png' → '/h5/logo.png'). */
export const assetUrl = (file: `/${string}`): string => withBasePath(file);

/**
 * The login page, returning to `returnTo` (a browser path under /h5, e.g. the current page's
 * `x-h5-url`) after a successful login. The return path is checked here too, so a hostile value
 * never reaches the login page's query. App path, for `redirect()` and `next/link`.
 */
export function loginHref(returnTo?: string | null): string {
  return returnTo ? href('/login', { redirect: safeReturnPath(returnTo) }) : href('/login');
}

/** `loginHref` as the browser requests it, for anchors and `window.location`. */
export function loginUrl(returnTo?: string | null): string {
  return withBasePath(loginHref(returnTo));
}

// Per-route builders: the links more than one screen builds.

/** Where a stock tap goes outside the app on dragon-tiger pages: the stock's listing statistics. */
export const lhbStockHref = (code: string): string => href('/tool/lhb/stock/detail', { code });

/** One stock's dragon-tiger day (the seats that traded it). */
export const lhbStockDayHref = (code: string, date: string): string =>
  href('/tool/lhb/today/{code}', { code }, { date });

/** Institutions open their trace; every other seat opens its own page. */
export function seatHref(seat: { seatId: string; seatType: string }): string {
  return seat.seatType === 'institution'
    ? href('/tool/lhb/organization/trace')
    : href('/tool/lhb/sales/{code}', { code: seat.seatId });
}

/** A new issue's IPO detail page. */
export const ipoHref = (code: string): string => href('/tool/ipo/detail/{code}', { code });

/** A stock's northbound holdings page. */
export const northboundStockHref = (code: string): string => href('/tool/northbound/stock/{code}', { code });
