'use client';

import { useEffect, useEffectEvent, useState } from 'react';
import { bffFetch, BffError } from '@/lib/api/client';
import { useBffAction } from '@/lib/api/use-bff-action';
import { loginUrl } from '@/lib/routes/hrefs';
import { buttonClass } from './button';
import { ErrorState, Skeleton } from './states';

const RENEWED_KEY = 'h5:session-renewed-at';
const RENEW_LOOP_MS = 15_000;

/**
 * A page read whose token the upstream refused (2009). SPEC §4: the refresh token is spent once — a
 * login-required BFF call does it — and on success the page loads again with the new tokens; when the
 * refresh is refused (signed out on another device, account closed) the user is logged out here, as a
 * page cannot clear its own cookie, and offered the login. A second refusal right after a renewal
 * ends the session too, so a page never reloads in a loop.
 */
export function SessionEnded({ returnTo }: { returnTo: string }) {
  const [ended, setEnded] = useState(false);
  // The logout is this page's own doing, not a tap: whatever its answer, the page then offers the
  // login, with no message, login flow or refresh of its own.
  const logout = useBffAction<void, unknown>({
    action: (_, send) => send('/session/logout'),
    fallback: '',
    onLoginError: 'message',
    refresh: false,
    onSuccess: () => setEnded(true),
    onError: () => setEnded(true),
  });
  const end = useEffectEvent(() => void logout.run());
  useEffect(() => {
    const renewedAt = Number(window.sessionStorage.getItem(RENEWED_KEY) ?? 0);
    if (Date.now() - renewedAt < RENEW_LOOP_MS) {
      end();
      return;
    }
    bffFetch('/vip/status')
      .then(() => {
        window.sessionStorage.setItem(RENEWED_KEY, String(Date.now()));
        window.location.reload();
      })
      .catch((error: unknown) => {
        if (!(error instanceof BffError) || error.status === 401) end();
        else setEnded(true);
      });
  }, []);
  if (!ended) return <Skeleton rows={4} label="正在恢复登录状态..." />;
  return (
    <div data-testid="session-ended" data-cleared="true">
      <ErrorState
        title="登录已失效"
        description="您的登录状态已失效（可能已在其他设备上被退出），请重新登录。"
        action={
          <a className={buttonClass()} href={loginUrl(returnTo)}>
            重新登录
          </a>
        }
      />
    </div>
  );
}
