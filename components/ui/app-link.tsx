'use client';

import Link from 'next/link';
import type { ComponentProps, MouseEvent } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { handOffToApp, handOffUrl } from '@/lib/navigation/app-navigation';
import { withBasePath } from '@/lib/routes/hrefs';

type LinkProps = ComponentProps<typeof Link>;
type UrlObjectHref = Exclude<LinkProps['href'], string>;

/** next/link's object form ({ pathname, query }) as the string the hand-off reads. */
function hrefText(href: LinkProps['href']): string {
  if (typeof href === 'string') return href;
  const { pathname = '', query, search, hash } = href as UrlObjectHref;
  let text = pathname ?? '';
  if (search) text += search.startsWith('?') ? search : `?${search}`;
  else if (query && typeof query === 'object') {
    const params = new URLSearchParams();
    Object.entries(query).forEach(([key, value]) => {
      if (Array.isArray(value)) value.forEach((item) => params.append(key, String(item)));
      else if (value !== undefined && value !== null) params.append(key, String(value));
    });
    const encoded = params.toString();
    if (encoded) text += `?${encoded}`;
  }
  if (hash) text += hash.startsWith('#') ? hash : `#${hash}`;
  return text;
}

/**
 * The app's one link (a drop-in for next/link). Outside the app it is next/link itself. Inside the
 * app a tap on a link to another H5 page is handed to the native navigation (SPEC §2): the app opens
 * a new native page with the target's manifest title and button, and this page stays as it was for
 * the back button. Links to the stock page and the login use their native screens. Modifier clicks,
 * other targets, same-page and replacing links and handlers that called preventDefault are left alone.
 */
export function AppLink({ onClick, prefetch, ...props }: LinkProps) {
  const { inApp } = useNativeContext();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!inApp || event.defaultPrevented) return;
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (props.target && props.target !== '_self') return;
    // A replacing link (a tab, a filter) stays in this native page, as the navigation hook's replace does.
    if (props.download !== undefined || props.replace) return;
    const url = handOffUrl(hrefText(props.href), inApp);
    if (!url) return;
    event.preventDefault();
    // An app without the push call shows the page in this webview (a full load: the link may sit
    // outside the router's tree, in a test or a portal).
    handOffToApp(url, (appPath) => window.location.assign(withBasePath(appPath)));
  };
  // Inside the app the target opens in another webview: prefetching it here would load it twice.
  return <Link {...props} prefetch={inApp ? false : prefetch} onClick={handleClick} />;
}
