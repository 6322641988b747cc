'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { handOffToApp, handOffUrl } from '@/lib/navigation/app-navigation';

export interface AppNavigation {
  /** Opens another page: a new native page inside the app (SPEC §2), the router elsewhere. */
  push(href: string): void;
  /**
   * Replaces this page (a form's result, a pay result, a changed query): stays in this webview in the
   * app too, so back does not return to a page that has done its job.
   */
  replace(href: string, options?: { scroll?: boolean }): void;
}

/**
 * The navigation helper for code that navigates after an action (the link component covers taps):
 * `href` is an app path as the router takes it ('/apply-invoice/confirm?…').
 */
export function useAppNavigation(): AppNavigation {
  const router = useRouter();
  const { inApp } = useNativeContext();
  return useMemo(
    () => ({
      push(href: string) {
        const url = typeof window === 'undefined' ? null : handOffUrl(href, inApp);
        if (url) handOffToApp(url, (appPath) => router.push(appPath));
        else router.push(href);
      },
      replace(href: string, options?: { scroll?: boolean }) {
        router.replace(href, options);
      },
    }),
    [router, inApp],
  );
}
