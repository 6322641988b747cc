'use client';

import { useEffect } from 'react';
import type { Environment } from '@/lib/bridge/native-context';
import { downloadPageUrl, openAppOrDownload } from '@/lib/browser/open-app';
import { APP_NAME } from '@/lib/brand';
import styles from './open-app.module.css';

/**
 * Shown outside the app when an action needs it (SPEC §4): open the app on the same page, or
 * download it. WeChat blocks app schemes, so there the sheet explains the "open in browser" step.
 */
export function OpenAppSheet({ feature, path, environment, onClose }: { feature: string; path: string; environment: Environment; onClose: () => void }) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && onClose();
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.mask} onClick={onClose}>
      <div role="dialog" aria-modal="true" aria-labelledby="open-app-title" className={styles.sheet} onClick={(event) => event.stopPropagation()}>
        <h2 id="open-app-title" className={styles.title}>
          {feature}需要在{APP_NAME} App 内使用
        </h2>
        {environment === 'wechat' ? (
          <p className={styles.desc}>微信内无法直接打开 App：请点击右上角「···」，选择「在浏览器打开」，再点「打开App」。</p>
        ) : (
          <p className={styles.desc}>打开 App 后将回到当前页面继续操作；未安装可先下载。</p>
        )}
        <div className={styles.actions}>
          {environment === 'wechat' ? null : (
            <button type="button" className={styles.primary} onClick={() => openAppOrDownload(path)}>
              打开App
            </button>
          )}
          <a className={environment === 'wechat' ? styles.primary : styles.secondary} href={downloadPageUrl(path)}>
            下载App
          </a>
          <button type="button" className={styles.text} onClick={onClose}>
            暂不需要，继续浏览
          </button>
        </div>
      </div>
    </div>
  );
}
