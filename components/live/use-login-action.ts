'use client';

import { useCallback } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { requestNativeLogin } from '@/lib/bridge/login';

/** Where a visitor logs in and comes back to this page. */
export function loginHref(): string {
  const here = `${window.location.pathname}${window.location.search}`;
  return `/h5/login?${new URLSearchParams({ redirect: here })}`;
}

/** Login for an action: the native login inside the app (reload on success), the H5 login page outside. */
export function useLoginAction() {
  const { inApp } = useNativeContext();
  return useCallback(async () => {
    if (!inApp) {
      window.location.assign(loginHref());
      return;
    }
    if ((await requestNativeLogin()) === 'ok') window.location.reload();
  }, [inApp]);
}
