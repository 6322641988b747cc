'use client';

import { useRef } from 'react';
import type { Environment, OsName } from '@/lib/bridge/native-context';
import { appDeepLink } from '@/lib/browser/open-app';
import { ANDROID_APK_URL, APP_STORE_URL } from '@/lib/share/app-links';
import { TRACKING } from '@/lib/tracking/definitions';
import type { TrackEvent } from '@/lib/tracking/events';
import { track } from '@/lib/tracking/tracker';
import { useExposure } from '@/lib/tracking/use-exposure';
import { buttonClass } from '@/components/ui/button';
import styles from './download.module.css';
import { HOME_URL } from '@/lib/routes/hrefs';

export interface DownloadTracking {
  iosClick?: TrackEvent;
  androidClick?: TrackEvent;
  openAppClick?: TrackEvent;
  storesShow?: TrackEvent;
}

/** Store buttons, the recommended one first; with `from`, "open the app" returns to that page. */
export function DownloadButtons({
  os,
  environment,
  from,
  tracking = TRACKING.download.events,
}: {
  os: OsName;
  environment: Environment;
  from: string | null;
  tracking?: DownloadTracking;
}) {
  const buttons = useRef<HTMLDivElement>(null);
  useExposure(buttons, tracking.storesShow ?? null);
  const send = (event?: TrackEvent) => event && track(event);
  const ios = (
    <a
      key="ios"
      className={
        os === 'android'
          ? buttonClass({ variant: 'secondary', block: true, size: 'lg' })
          : buttonClass({ block: true, size: 'lg' })
      }
      href={APP_STORE_URL}
      onClick={() => send(tracking.iosClick)}
      data-store="ios"
    >
      App Store 下载
    </a>
  );
  const android = (
    <a
      key="android"
      className={
        os === 'android'
          ? buttonClass({ block: true, size: 'lg' })
          : buttonClass({ variant: 'secondary', block: true, size: 'lg' })
      }
      href={ANDROID_APK_URL}
      onClick={() => send(tracking.androidClick)}
      data-store="android"
    >
      安卓版下载
    </a>
  );
  const openApp = () => {
    send(tracking.openAppClick);
    window.location.assign(appDeepLink(new URL(from ?? HOME_URL, window.location.origin).toString()));
  };
  return (
    <div className={styles.buttons} ref={buttons}>
      {os === 'android' ? [android, ios] : [ios, android]}
      {from && environment !== 'wechat' ? (
        <button type="button" className={buttonClass({ variant: 'text', block: true, size: 'lg' })} onClick={openApp}>
          已安装？打开App回到刚才的页面
        </button>
      ) : null}
    </div>
  );
}
