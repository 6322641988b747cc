'use client';

import { isChunkLoadError } from '@/lib/ui/chunk-error';
import { buttonClass } from '@/components/ui/button';
import styles from './system-screen.module.css';
import { HOME_URL } from '@/lib/routes/hrefs';

/** A recoverable error screen: chunk failures (a new release, a flaky network) reload the page. */
export function ErrorScreen({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const chunk = isChunkLoadError(error);
  return (
    <main className={styles.screen} role="alert">
      <p className={styles.icon} aria-hidden>
        {chunk ? '📦' : '⚠️'}
      </p>
      <h1 className={styles.title}>{chunk ? '页面资源加载失败' : '页面出错了'}</h1>
      <p className={styles.desc}>
        {chunk
          ? '可能是网络不稳定或应用刚刚更新，重新加载即可恢复。'
          : '页面运行时出现了问题，您的数据不会丢失。请重试，或返回首页。'}
      </p>
      {error.digest ? <p className={styles.desc}>错误编号：{error.digest}</p> : null}
      <div className={styles.actions}>
        <button
          type="button"
          className={buttonClass({ block: true, size: 'lg' })}
          onClick={() => (chunk ? window.location.reload() : reset())}
        >
          {chunk ? '重新加载' : '重试'}
        </button>
        <a className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })} href={HOME_URL}>
          返回首页
        </a>
      </div>
    </main>
  );
}
