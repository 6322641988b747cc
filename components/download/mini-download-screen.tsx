import { QrSvg } from '@/components/share/qr-svg';
import { APP_NAME } from '@/lib/brand';
import { DownloadButtons } from './download-buttons';
import type { DownloadProps } from './download-screen';
import { WechatBrowserHint } from './wechat-browser-hint';
import styles from './download.module.css';

/** A compact guide (from a mini program or a desktop): scan to download, or tap a store button. */
export function MiniDownloadScreen({ environment, os, from, downloadUrl }: DownloadProps & { downloadUrl: string }) {
  return (
    <section className={styles.screen}>
      {environment === 'wechat' ? <WechatBrowserHint /> : null}
      <div className={styles.card}>
        <h2 className={styles.name}>下载{APP_NAME} App</h2>
        <p className={styles.tagline}>手机扫码或长按识别二维码下载</p>
        <QrSvg text={downloadUrl} label={`${APP_NAME} 下载页二维码`} />
      </div>
      {environment === 'app' ? null : <DownloadButtons os={os} environment={environment} from={from} />}
    </section>
  );
}
