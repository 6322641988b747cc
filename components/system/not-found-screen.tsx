import { HOME_URL, pageUrl } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import styles from './system-screen.module.css';

/** Ways onward from a page we do not have (or no longer have): the hub and the most used tools. */
const ONWARD = [
  { href: pageUrl('/tool/ipo/calendar'), label: '新股日历' },
  { href: pageUrl('/lhb/homePage'), label: '龙虎榜' },
  { href: pageUrl('/programList/v2'), label: '直播节目单' },
];

/** The 404 page: says what happened in our words, without blaming the visitor's link. */
export function NotFoundScreen() {
  return (
    <main className={styles.screen}>
      <p className={styles.code} aria-hidden>
        404
      </p>
      <h1 className={styles.title}>这个页面暂时找不到了</h1>
      <p className={styles.desc}>页面可能已调整或下线。您可以回到首页，或直接前往常用功能。</p>
      <div className={styles.actions}>
        <a className={buttonClass({ block: true, size: 'lg' })} href={HOME_URL}>
          返回首页
        </a>
        {ONWARD.map((item) => (
          <a
            key={item.href}
            className={buttonClass({ variant: 'secondary', block: true, size: 'lg' })}
            href={item.href}
          >
            {item.label}
          </a>
        ))}
      </div>
    </main>
  );
}
