'use client';

import { useEffect, useState } from 'react';
import { requestNativeLogin, type NativeLoginResult } from '@/lib/bridge/login';
import { buttonClass } from '@/components/ui/button';
import { EmptyState, ErrorState } from '@/components/ui/states';
import { pageUrl } from '@/lib/routes/hrefs';

const RELOAD_MARK = 'h5_native_login_reload';

/**
 * After the app answers "logged in" the page reloads once to render with the app's token. If that
 * reload still has no session (an app that sent no token), the page stops there and offers the login
 * again instead of reloading for ever. False when it did not reload.
 */
function reloadOnce(returnTo: string): boolean {
  try {
    const mark = JSON.parse(sessionStorage.getItem(RELOAD_MARK) ?? 'null') as { to: string; at: number } | null;
    if (mark && mark.to === returnTo && Date.now() - mark.at < 15_000) {
      sessionStorage.removeItem(RELOAD_MARK);
      return false;
    }
    sessionStorage.setItem(RELOAD_MARK, JSON.stringify({ to: returnTo, at: Date.now() }));
  } catch {
    // no storage (private mode): reload as before
  }
  window.location.replace(returnTo);
  return true;
}

/**
 * Inside the app a needLogin page asks the native app to log in and reloads on success
 * (SPEC §2, §6). A missing login bridge means the app is too old: version low.
 */
export function NativeLoginRequired({ returnTo }: { returnTo: string }) {
  const [state, setState] = useState<Exclude<NativeLoginResult, 'ok'> | 'asking'>('asking');

  useEffect(() => {
    let active = true;
    requestNativeLogin().then((result) => {
      if (!active) return;
      if (result === 'ok') {
        if (!reloadOnce(returnTo)) setState('cancelled');
      } else if (result === 'version-low') window.location.replace(pageUrl('/appVersionLow', { from: returnTo }));
      else setState(result);
    });
    return () => {
      active = false;
    };
  }, [returnTo]);

  if (state === 'version-low') {
    return (
      <ErrorState
        title="当前版本过低"
        description="请升级到最新版本后再登录使用该功能。"
        action={
          <a className={buttonClass()} href={pageUrl('/appVersionLow')}>
            了解如何升级
          </a>
        }
      />
    );
  }
  return (
    <EmptyState
      icon={false}
      title={state === 'asking' ? '正在唤起登录…' : state === 'preload' ? '页面预加载中' : '登录后才能查看该页面'}
      description="该页面包含您的个人信息，请先登录。"
      action={
        state === 'cancelled' ? (
          <button
            type="button"
            className={buttonClass()}
            onClick={() => {
              setState('asking');
              void requestNativeLogin().then((r) =>
                r === 'ok' ? reloadOnce(returnTo) || setState('cancelled') : setState(r),
              );
            }}
          >
            登录
          </button>
        ) : undefined
      }
    />
  );
}
