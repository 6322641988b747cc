/** Route meta of SPEC §2 ("Route meta") plus keepAlive (SPEC §2, conditionalSeletor, AIProject). */
export type LoadingType = 'skeleton' | 'toast' | 'spinner' | 'none';

export type RouteFamily =
  | 'home'
  | 'market'
  | 'account'
  | 'member'
  | 'caidan'
  | 'task'
  | 'wallet'
  | 'order'
  | 'coupon'
  | 'pay'
  | 'invite'
  | 'live'
  | 'anchor'
  | 'content'
  | 'activity'
  | 'contest'
  | 'questionnaire'
  | 'legal'
  | 'other'
  | 'popup'
  | 'system';

export interface RouteMeta {
  /** Chinese page title, set before each navigation (SPEC §2). */
  title: string;
  /** Page background colour (CSS colour). */
  background: string;
  /** Triggers the login flow when the user has no session. */
  needLogin: boolean;
  /** Pull-to-refresh is active only when set. */
  needRefresh: boolean;
  /** Preload pages disable native calls and reject login with isPreLoadPage. */
  preLoadPage: boolean;
  /** State (scroll and data) is kept on back navigation. */
  keepAlive: boolean;
  loadingType: LoadingType;
  /**
   * Seconds an anonymous visitor's copy of the page is served to the next anonymous visitor with the
   * same request inputs (lib/read/page-cache.ts); 0 renders every request. Only for pages that are the
   * same for everyone: public data, no personal content without a session.
   */
  pageCacheSeconds: number;
  /**
   * Search engines may list the page: it is in the sitemap (when its URLs are known), robots.txt does
   * not disallow it and it may carry structured data. Defaults to false for login-only, popup, preload
   * and system pages; personal and helper pages say false themselves.
   */
  indexable: boolean;
  /** Page-view tracking event id; undefined when the page is not tracked. */
  eventId?: string;
  /**
   * The native navigation button the app shows on this page (SPEC §3: title, type, shareType, url,
   * needsRefresh, badge). Routes flagged needRefresh without one get the refresh button
   * (lib/routes/nav-button.ts).
   */
  navButton?: RouteNavButton;
}

/**
 * SPEC §3 native navigation button, as the manifest states it. `url` of a link button is an app path
 * ('/missonCenterDes', no base path); `needsRefresh` asks the app to reload this page when the user
 * comes back from the button's target; `badge` is the text or count drawn on the button.
 */
export interface RouteNavButton {
  title: string;
  type: 'share' | 'link' | 'refresh' | 'custom';
  shareType?: 'url' | 'erCodeImage';
  url?: string;
  needsRefresh?: boolean;
  badge?: string | number;
}

export interface RouteDef<P extends string = string> extends RouteMeta {
  /** Path under the /h5 base path; parameters written as {name}, as the SPEC does. */
  path: P;
  family: RouteFamily;
}

/** What a manifest entry must say; everything else falls back to its family's defaults. */
export type RouteEntry<P extends string = string> = { path: P; title: string } & Partial<Omit<RouteMeta, 'title'>>;

/** A family's defaults: everything but the title, and `indexable`, which follows each route's own meta. */
export type FamilyDefaults = Partial<Omit<RouteMeta, 'title' | 'indexable'>>;
