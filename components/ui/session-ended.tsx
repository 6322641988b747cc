'use client';

import { useEffect, useState } from 'react';
import { bffFetch } from '@/lib/api/client';
import { loginUrl } from '@/lib/routes/hrefs';
import { ErrorState, stateStyles } from './states';

/**
 * A page read refused for the session (401: signed out on another device, the account's sessions
 * ended, tokens revoked upstream). SPEC §4: a missing token on a login-required request logs the user
 * out — a page cannot clear its cookie, so this asks the BFF to, then offers the login.
 */
export function SessionEnded({ returnTo }: { returnTo: string }) {
  const [cleared, setCleared] = useState(false);
  useEffect(() => {
    void bffFetch('/session/logout', { method: 'POST' })
      .catch(() => undefined)
      .finally(() => setCleared(true));
  }, []);
  return (
    <div data-testid="session-ended" data-cleared={cleared ? 'true' : 'false'}>
      <ErrorState
        title="登录已失效"
        description="您的登录状态已失效（可能已在其他设备上被退出），请重新登录。"
        action={
          <a className={stateStyles.button} href={loginUrl(returnTo)}>
            重新登录
          </a>
        }
      />
    </div>
  );
}
