'use client';

import { useCallback, useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { isLoginError } from '@/lib/api/client';
import { requestNativeLogin } from '@/lib/bridge/login';
import { showToast } from '@/lib/ui/feedback';
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

/**
 * Runs a logged-in action from a button: busy while it runs, the login flow when the session is
 * missing, a toast with the server's message for any other failure.
 */
export function useGuardedAction<T>(run: () => Promise<T>, onDone: (result: T) => void) {
  const [busy, setBusy] = useState(false);
  const login = useLoginAction();
  const trigger = async () => {
    setBusy(true);
    try {
      onDone(await run());
    } catch (error) {
      if (isLoginError(error)) await login();
      else void showToast(error instanceof Error ? error.message : '操作失败');
    } finally {
      setBusy(false);
    }
  };
  return { busy, trigger };
}
