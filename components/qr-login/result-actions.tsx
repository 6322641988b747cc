'use client';

import { useState } from 'react';
import { useNativeContext } from '@/components/app/native-context';
import { AppLink } from '@/components/ui/app-link';
import { useAppNavigation } from '@/components/ui/use-app-navigation';
import { nativeBack, openCustomerService } from '@/lib/bridge/calls';
import { canOpenCustomerServiceChat } from '@/lib/bridge/gates';
import { requestNativeLogin } from '@/lib/bridge/login';
import type { ResultAction } from './results';
import { buttonClass } from '@/components/ui/button';
import styles from './result-screen.module.css';
import { HOME_URL, href, loginUrl, pageUrl, stripBasePath } from '@/lib/routes/hrefs';

/** Inside the app the buttons talk to it (close, rescan, login, chat); elsewhere they are links. */
export function ResultActions({ actions }: { actions: readonly ResultAction[] }) {
  const native = useNativeContext();
  const navigation = useAppNavigation();
  const [status, setStatus] = useState<string | null>(null);

  const run = async (action: ResultAction) => {
    if (action.kind === 'close') nativeBack({ close: true });
    if (action.kind === 'rescan') nativeBack({ close: true, result: 'rescan' });
    if (action.kind === 'service') {
      if (canOpenCustomerServiceChat(native))
        await openCustomerService().catch(() => setStatus('暂时无法打开客服，请稍后重试'));
      else navigation.push(href('/enterpriseWeChat'));
    }
    if (action.kind === 'login') {
      setStatus('正在唤起登录…');
      const result = await requestNativeLogin();
      if (result === 'ok') setStatus('登录成功，请返回电脑端重新扫描二维码');
      else if (result === 'version-low') navigation.push(href('/appVersionLow', { from: pageUrl('/scanNoLogin') }));
      else setStatus('已取消登录');
    }
  };

  // Outside the app there is no scanner to return to.
  const shown = native.inApp ? actions : actions.filter((action) => action.kind !== 'rescan');
  return (
    <div className={styles.actions}>
      {shown.map((action, index) => {
        const className =
          index === 0
            ? buttonClass({ block: true, size: 'lg' })
            : buttonClass({ variant: 'secondary', block: true, size: 'lg' });
        if (action.kind === 'link') {
          return (
            <AppLink key={action.label} className={className} href={stripBasePath(action.href)}>
              {action.label}
            </AppLink>
          );
        }
        if (!native.inApp) {
          const target =
            action.kind === 'login'
              ? loginUrl(pageUrl('/scanNoLogin'))
              : action.kind === 'service'
                ? pageUrl('/enterpriseWeChat')
                : HOME_URL;
          const label = action.kind === 'close' || action.kind === 'rescan' ? '返回首页' : action.label;
          return (
            <a key={action.label} className={className} href={target}>
              {label}
            </a>
          );
        }
        return (
          <button key={action.label} type="button" className={className} onClick={() => void run(action)}>
            {action.label}
          </button>
        );
      })}
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : null}
    </div>
  );
}
