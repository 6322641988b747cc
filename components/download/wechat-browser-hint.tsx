import styles from './download.module.css';

/** WeChat blocks downloads and app schemes: point at the top-right menu. */
export function WechatBrowserHint() {
  return (
    <p className={styles.wechatHint} role="note" data-testid="wechat-hint">
      <span aria-hidden>↗</span> 微信内无法直接下载：请点击右上角「···」，选择「在浏览器打开」后再下载。
    </p>
  );
}
