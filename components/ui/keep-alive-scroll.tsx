'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect } from 'react';
import { useArmedSign } from '@/lib/browser/armed';

const STORAGE_PREFIX = 'h5:scroll:';
let lastNavigationWasPop = false;
if (typeof window !== 'undefined') {
  window.addEventListener('popstate', () => {
    lastNavigationWasPop = true;
  });
}

/**
 * Keep-alive routes (manifest keepAlive): their scroll position survives leaving and coming back
 * with the back button. Their data survives through the router cache and react-query's cache.
 */
export function KeepAliveScroll() {
  const pathname = usePathname();
  // Nullable in the types once a pages/ directory exists (pages/api/media): never null in the App Router.
  const search = useSearchParams()?.toString() ?? '';
  const key = `${STORAGE_PREFIX}${pathname}?${search}`;

  useEffect(() => {
    const navigationType = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)
      ?.type;
    const restoring = lastNavigationWasPop || navigationType === 'back_forward';
    lastNavigationWasPop = false;
    const saved = Number(sessionStorage.getItem(key));
    if (restoring && saved > 0) {
      // Wait a frame so server-rendered content has its full height.
      requestAnimationFrame(() => window.scrollTo(0, saved));
    }
    let frame = 0;
    const save = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        try {
          sessionStorage.setItem(key, String(Math.round(window.scrollY)));
        } catch {
          // Private mode without storage: keep-alive degrades to a fresh page.
        }
      });
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => {
      window.removeEventListener('scroll', save);
      cancelAnimationFrame(frame);
    };
  }, [key]);
  useArmedSign('keepAliveScroll');

  return null;
}
