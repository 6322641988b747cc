'use client';

import { useEffect } from 'react';
import { handOffToApp, handOffUrl } from '@/lib/navigation/app-navigation';
import { withBasePath } from '@/lib/routes/hrefs';

/**
 * Inside the app, plain anchors to other H5 pages (server-rendered content links, error pages'
 * 返回首页, agreement links) go the same way as the link component: to the native push (SPEC §2).
 * One listener on the window, so it runs after React's and after the document's own delegates: a
 * click already handled (preventDefault: the link component, the native stock detail) is left alone.
 */
export function AppLinkDelegate() {
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (
        event.defaultPrevented ||
        event.button !== 0 ||
        event.metaKey ||
        event.ctrlKey ||
        event.shiftKey ||
        event.altKey
      )
        return;
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[href]') : null;
      if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = handOffUrl(anchor.href, true);
      if (!url) return;
      event.preventDefault();
      handOffToApp(url, (appPath) => window.location.assign(withBasePath(appPath)));
    };
    window.addEventListener('click', onClick);
    return () => window.removeEventListener('click', onClick);
  }, []);
  return null;
}
