import { withBasePath } from './hrefs';
import type { RouteMeta, RouteNavButton } from './types';

/** What the app shows on a page's native bar (SPEC §2 "title/button parameter", §3 button fields). */
export interface NativeNavigationParams {
  title: string;
  button?: RouteNavButton;
}

export const REFRESH_BUTTON: RouteNavButton = { title: '刷新', type: 'refresh', needsRefresh: true };

/**
 * The button of a route: its own from the manifest, else the refresh button on pull-to-refresh routes
 * (the native bar then offers the refresh the webview cannot draw itself). A link button's app path
 * becomes the absolute URL the app opens, on `origin`.
 */
export function navButtonOf(
  route: Pick<RouteMeta, 'navButton' | 'needRefresh'>,
  origin?: string,
): RouteNavButton | undefined {
  const button = route.navButton ?? (route.needRefresh ? REFRESH_BUTTON : undefined);
  if (!button?.url || !button.url.startsWith('/')) return button;
  const path = withBasePath(button.url);
  return { ...button, url: origin ? `${origin}${path}` : path };
}

export function nativeNavigationOf(
  route: Pick<RouteMeta, 'title' | 'navButton' | 'needRefresh'>,
  origin?: string,
): NativeNavigationParams {
  const button = navButtonOf(route, origin);
  return button ? { title: route.title, button } : { title: route.title };
}
