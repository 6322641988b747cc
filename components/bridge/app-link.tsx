'use client';

import Link from 'next/link';
import type { MouseEvent, ReactNode } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { pushPage, type NativeNavButton } from '@/lib/bridge/calls';
import { stripBasePath } from '@/lib/routes/hrefs';

/**
 * A link to another page that, inside the app, is handed to the native navigation (SPEC §2): the
 * app opens a new page with the manifest title and an optional native button (title, type,
 * shareType, url, needsRefresh, badge). Elsewhere it is an ordinary link. `href` is under /h5.
 */
export function AppLink({ href, title, button, className, children }: { href: string; title: string; button?: NativeNavButton; className?: string; children: ReactNode }) {
  const { inApp } = useNativeContext();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!inApp || event.metaKey || event.ctrlKey) return;
    event.preventDefault();
    const url = new URL(href, window.location.origin).toString();
    // An app that cannot push (older bridge) still gets the page in the same webview.
    pushPage(url, { title, button }).catch(() => window.location.assign(url));
  };
  return (
    <Link href={stripBasePath(href)} className={className} onClick={onClick}>
      {children}
    </Link>
  );
}
