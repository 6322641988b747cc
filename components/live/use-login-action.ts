'use client';

import { useCallback } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { requestNativeLogin } from '@/lib/bridge/login';
import { loginUrl } from '@/lib/routes/hrefs';

/** Where a visitor logs in and comes back to this page. */
function loginHere(): string {
  return loginUrl(`${window.location.pathname}${window.location.search}`);
}

/** Login for an action: the native login inside the app (reload on success), the H5 login page outside. */
export function useLoginAction() {
  const { inApp } = useNativeContext();
  return useCallback(async () => {
    if (!inApp) {
      window.location.assign(loginHere());
      return;
    }
    if ((await requestNativeLogin()) === 'ok') window.location.reload();
  }, [inApp]);
}
