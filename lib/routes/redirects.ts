import { isAtLeast } from '@/lib/bridge/version';

/** SPEC §9: cash exchange moves to /richExchange/index from app version 2.0.60. */
export const RICH_EXCHANGE_MIN_VERSION = '2.0.60';
/** SPEC §9: winning lists of activities from id 15 use the new page. */
export const NEW_WINNING_LIST_MIN_ACTIVITY = 15;

export interface RedirectContext {
  /** App version from native header data; null outside the app. */
  appVersion: string | null;
}

export interface RedirectTarget {
  /** Path without the /h5 base path. */
  path: string;
  /** Query string to send, without '?', or '' for none. */
  search: string;
}

type Rule = (path: string, query: URLSearchParams, ctx: RedirectContext) => RedirectTarget | null;

const keep = (query: URLSearchParams) => query.toString();

/** Every redirect of SPEC §2 "Redirects" (caidanPayMiddle is client behaviour, see its page). */
const RULES: Rule[] = [
  // /activity/investment-strategy with out_side=1 → the outside page, query kept.
  (path, query) =>
    /^\/activity\/investment-strategy(\/v2)?$/.test(path) && query.get('out_side') === '1'
      ? { path: '/activity/investment-strategy-outSide', search: keep(query) }
      : null,
  // The unsuffixed investment-strategy address of older shares lands on the current page.
  (path, query) =>
    path === '/activity/investment-strategy' ? { path: '/activity/investment-strategy/v2', search: keep(query) } : null,
  (path) => (path === '/tool/lhb' ? { path: '/lhb/homePage', search: '' } : null),
  // /download/{type} → /download, query kept.
  (path, query) => (/^\/download\/[^/]+$/.test(path) ? { path: '/download', search: keep(query) } : null),
  (path, query) =>
    path === '/fanGroupTask/v2' || path === '/fanGroupTask'
      ? { path: '/newFanGroupTask/v2', search: keep(query) }
      : null,
  (path, query) => {
    if (path !== '/stock-contest/winning-list') return null;
    const activityId = Number(query.get('activityId'));
    return Number.isFinite(activityId) && activityId >= NEW_WINNING_LIST_MIN_ACTIVITY
      ? { path: '/stock-contest/new-winning-list', search: keep(query) }
      : null;
  },
  (path, query) =>
    path === '/programEditPage/v2' && !query.get('isProgramLevelCheck')
      ? { path: '/programEditPageCheck/v2', search: keep(query) }
      : null,
  // Outside the app there is no version: the current page (richExchange) is served.
  (path, query, ctx) => {
    const modern = ctx.appVersion === null || isAtLeast(ctx.appVersion, RICH_EXCHANGE_MIN_VERSION);
    if (path === '/cashExchange' && modern) return { path: '/richExchange/index', search: keep(query) };
    if (path === '/richExchange/index' && !modern) return { path: '/cashExchange', search: keep(query) };
    return null;
  },
  (path, query) =>
    path === '/popularCharts/v2' || path === '/popularCharts2/v2'
      ? { path: '/popularCharts/v2/popularity-list', search: keep(query) }
      : null,
];

/** The redirect for a path (base path stripped, no trailing slash), or null. */
export function resolveRedirect(path: string, query: URLSearchParams, ctx: RedirectContext): RedirectTarget | null {
  for (const rule of RULES) {
    const target = rule(path, query, ctx);
    if (target) return target;
  }
  return null;
}
