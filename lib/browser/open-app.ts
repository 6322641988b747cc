import { APP_SCHEME } from '@/lib/share/app-links';
import { pageUrl } from '@/lib/routes/hrefs';

/**
 * Opening the app from a browser (PEERS §1.17): try the custom scheme with a deep link back to the
 * same page; if the page is still visible after OPEN_APP_FALLBACK_MS the app is not installed (or the
 * browser refused the scheme), so go to the download page, which remembers where the user was.
 */
export const OPEN_APP_FALLBACK_MS = 1800;

export function appDeepLink(pageUrl: string): string {
  return `${APP_SCHEME}open?${new URLSearchParams({ url: pageUrl })}`;
}

export function downloadPageUrl(fromPath: string): string {
  return pageUrl('/download', { from: fromPath });
}

export function openAppOrDownload(
  pagePath: string,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): () => void {
  const pageUrl = new URL(pagePath, window.location.origin).toString();
  navigate(appDeepLink(pageUrl));
  const timer = window.setTimeout(() => {
    if (document.visibilityState === 'visible') navigate(downloadPageUrl(pagePath));
  }, OPEN_APP_FALLBACK_MS);
  const cancel = () => window.clearTimeout(timer);
  document.addEventListener('visibilitychange', cancel, { once: true });
  return cancel;
}
