'use client';

import { useEffect } from 'react';
import type { RouteNavButton } from '@/lib/routes/types';

/**
 * What every page does once shown (mounted by PageShell): inside the app the native bar gets the
 * manifest title (SPEC §2 navigation handoff); the manifest's eventId is tracked as a page event;
 * in WeChat the default share config (SPEC §3 defaults) is queued for the JS-SDK. The modules load
 * on demand so pages without these needs ship nothing extra.
 */
export function PageEffects({
  title,
  path,
  eventId,
  environment,
  navButton,
  popup = false,
}: {
  title: string;
  path: string;
  eventId?: string;
  environment: string;
  /** The manifest's native button (lib/routes/nav-button.ts); a link button's url is under /h5. */
  navButton?: RouteNavButton;
  /** A transparent-background route: the app sizes its webview to the popup (SPEC §7 web height). */
  popup?: boolean;
}) {
  const buttonKey = navButton ? JSON.stringify(navButton) : '';
  useEffect(() => {
    if (environment !== 'app') return;
    const button: RouteNavButton | undefined = buttonKey ? JSON.parse(buttonKey) : undefined;
    if (button?.url?.startsWith('/')) button.url = `${window.location.origin}${button.url}`;
    void import('@/lib/bridge/calls').then(({ setNativeNavigation }) =>
      setNativeNavigation(button ? { title, button } : { title }),
    );
  }, [title, buttonKey, environment]);
  useEffect(() => {
    if (environment !== 'app' || !popup) return;
    let stop: (() => void) | null = null;
    let cancelled = false;
    void import('@/lib/bridge/web-height').then(({ reportWebHeight }) => {
      if (!cancelled) stop = reportWebHeight();
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [environment, popup]);
  useEffect(() => {
    if (environment === 'wechat') {
      void import('@/lib/share/share').then(({ setDefaultPageShare }) => setDefaultPageShare());
    }
    if (eventId) {
      void import('@/lib/tracking/tracker').then(({ trackPageView }) => trackPageView(eventId, title, path));
    }
  }, [title, path, eventId, environment]);
  return null;
}
