import { UPGRADE_BROWSER_MESSAGE } from '@/lib/browser/browser-check';
import { appDeepLink, downloadPageUrl } from '@/lib/browser/open-app';
import styles from './browser-upgrade-notice.module.css';

/**
 * Rendered on the server for an engine the bundle cannot run on (below package.json's browserslist, and
 * SPEC §5's Chrome older than 42.0.2311.0): the page stays readable, nothing on it responds, so say so
 * and offer the ways onward as plain links (no script needed).
 */
export function BrowserUpgradeNotice({ path, url }: { path: string; url: string }) {
  return (
    <div className={styles.notice} role="alert" data-testid="browser-upgrade">
      <p className={styles.text}>
        {UPGRADE_BROWSER_MESSAGE}：当前浏览器版本过低，页面只能浏览，登录、支付等操作无法使用。
      </p>
      <p className={styles.actions}>
        <a href={appDeepLink(url)}>在 App 中打开</a>
        <a href={downloadPageUrl(path)}>下载 App</a>
      </p>
    </div>
  );
}
