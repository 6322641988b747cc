import { matchRoute } from '@/lib/routes/manifest';
import { nativeNavigationOf, type NativeNavigationParams } from '@/lib/routes/nav-button';
import { safeReturnPath } from '@/lib/routes/return-path';

/**
 * Where a tap inside the app goes (SPEC §2: navigation is handed to the native app with a
 * title/button parameter). Loaded on demand inside the app only: it carries the route manifest,
 * which pages outside the app never download.
 */
export type InAppTarget =
  | { kind: 'page'; url: string; navigation: NativeNavigationParams }
  | { kind: 'stock'; code: string; url: string; navigation: NativeNavigationParams }
  /** The return path (under /h5) the login link carried, if any. */
  | { kind: 'login'; returnTo: string | null }
  | { kind: 'webview' };

/** `url` is absolute and on this site, under the base path (the caller checked). */
export function inAppTargetOf(url: URL): InAppTarget {
  const match = matchRoute(url.pathname);
  // An unknown path is the webview's to show (it becomes /404 there).
  if (!match) return { kind: 'webview' };
  const { route } = match;
  // Native screens have their own calls: the stock page and the login.
  if (route.path === '/login')
    return { kind: 'login', returnTo: safeReturnPath(url.searchParams.get('redirect'), '') || null };
  const navigation = nativeNavigationOf(route, url.origin);
  const code = route.path === '/stock' ? url.searchParams.get('code') : null;
  if (code) return { kind: 'stock', code, url: url.toString(), navigation };
  return { kind: 'page', url: url.toString(), navigation };
}
