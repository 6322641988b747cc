'use client';

import { useEffect } from 'react';

/**
 * What every page does once shown (mounted by PageShell): inside the app the native bar gets the
 * manifest title (SPEC §2 navigation handoff); the manifest's eventId is tracked as a page event;
 * in WeChat the default share config (SPEC §3 defaults) is queued for the JS-SDK. The modules load
 * on demand so pages without these needs ship nothing extra.
 */
export function PageEffects({ title, path, eventId, environment }: { title: string; path: string; eventId?: string; environment: string }) {
  useEffect(() => {
    if (environment === 'app') {
      void import('@/lib/bridge/calls').then(({ setNativeNavigation }) => setNativeNavigation({ title }));
    }
    if (environment === 'wechat') {
      void import('@/lib/share/share').then(({ setDefaultPageShare }) => setDefaultPageShare());
    }
    if (eventId) {
      void import('@/lib/tracking/tracker').then(({ trackPageView }) => trackPageView(eventId, title, path));
    }
  }, [title, path, eventId, environment]);
  return null;
}
