import { BASE_PATH, stripBasePath, withBasePath } from '@/lib/routes/hrefs';
import { createLeadingGuard } from '@/lib/ui/debounce';

/**
 * The one in-app navigation path (SPEC §2 "inside the app, navigation is handed to the native app
 * with a title/button parameter"): the link component and the navigation hook both come here. This
 * file is small and synchronous (it decides whether a tap is handed off, in the click handler); what
 * the hand-off needs — the route manifest and the bridge — loads on the first hand-off.
 */

/** Where the page falls back to when the app cannot take the page: an app path for the router. */
export type WebviewNavigate = (appPath: string) => void;

function normalisedPath(pathname: string): string {
  return pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/**
 * The absolute URL a tap on `href` hands to the app, or null when the tap stays in the webview:
 * outside the app, off this site or its base path, or on the page already shown (a tab, a date or a
 * filter changes only the query: the same native page keeps it). `href` is an app path as next/link
 * and the router take it ('/tool/ipo/calendar'), or a browser URL ('/h5/…', 'https://…').
 */
export function handOffUrl(
  href: string,
  inApp: boolean,
  location: Pick<Location, 'href' | 'origin' | 'pathname'> = window.location,
): URL | null {
  if (!inApp || !href || href.startsWith('#') || href.startsWith('?')) return null;
  let url: URL;
  try {
    const isAppPath = href.startsWith('/') && !href.startsWith('//') && stripBasePath(href) === href;
    url = new URL(isAppPath ? withBasePath(href) : href, location.href);
  } catch {
    return null;
  }
  if (url.origin !== location.origin) return null;
  if (url.pathname !== BASE_PATH && !url.pathname.startsWith(`${BASE_PATH}/`)) return null;
  if (normalisedPath(url.pathname) === normalisedPath(location.pathname)) return null;
  return url;
}

// SPEC §9 default debounce: a double tap opens one native page, not two.
const tapGuard = createLeadingGuard();

/**
 * Hands `url` (from handOffUrl) to the app: a new native page with the target's manifest title and
 * button, the native stock detail or the native login. `fallback` shows the page in this webview when
 * the app cannot (an app without the push call). Repeated taps within the debounce are dropped.
 */
export function handOffToApp(url: URL, fallback: WebviewNavigate): void {
  if (!tapGuard()) return;
  void import('./hand-off')
    .then(({ runHandOff }) => runHandOff(url, fallback))
    .catch(() => fallback(stripBasePath(`${url.pathname}${url.search}${url.hash}`)));
}
