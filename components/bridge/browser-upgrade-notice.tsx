import { UPGRADE_BROWSER_MESSAGE } from '@/lib/browser/browser-check';
import styles from './browser-upgrade-notice.module.css';

/** SPEC §5 browser check, rendered on the server for Chrome older than 42.0.2311.0. */
export function BrowserUpgradeNotice() {
  return (
    <p className={styles.notice} role="alert" data-testid="browser-upgrade">
      {UPGRADE_BROWSER_MESSAGE}，以获得完整的使用体验。
    </p>
  );
}
