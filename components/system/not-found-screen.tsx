import styles from './system-screen.module.css';
import { HOME_URL, pageUrl } from '@/lib/routes/hrefs';

export function NotFoundScreen() {
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.title}>页面不存在</h1>
      <p className={styles.desc}>您访问的页面可能已下线、地址有误或链接已过期。</p>
      <ul className={styles.list}>
        <li>检查链接是否完整，或从首页重新进入</li>
        <li>如果是从分享链接打开，请让分享者重新分享</li>
      </ul>
      <div className={styles.actions}>
        <a className={styles.primary} href={HOME_URL}>
          返回首页
        </a>
        <a className={styles.secondary} href={pageUrl('/lhb/homePage')}>
          看看龙虎榜
        </a>
      </div>
    </main>
  );
}
