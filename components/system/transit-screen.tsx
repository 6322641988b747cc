import { TransitForward } from './transit-forward';
import { buttonClass } from '@/components/ui/button';
import styles from './system-screen.module.css';
import { HOME_URL } from '@/lib/routes/hrefs';

export function TransitScreen({ target, rejected }: { target: string | null; rejected: boolean }) {
  if (!target) {
    return (
      <section className={styles.screen}>
        <p className={styles.icon} aria-hidden>
          🧭
        </p>
        <h2 className={styles.title}>{rejected ? '链接不安全，已停止跳转' : '没有要前往的页面'}</h2>
        <p className={styles.desc}>
          {rejected
            ? '为保护您的账户安全，我们只会跳转到本站页面。该链接指向站外地址，请勿继续访问。'
            : '跳转链接缺少目标地址，可能已失效。'}
        </p>
        <div className={styles.actions}>
          <a className={buttonClass({ block: true, size: 'lg' })} href={HOME_URL}>
            返回首页
          </a>
        </div>
      </section>
    );
  }
  return (
    <section className={styles.screen}>
      {/* Without JavaScript the browser still forwards after a moment. */}
      <meta httpEquiv="refresh" content={`1;url=${target}`} />
      <p className={styles.icon} aria-hidden>
        🚀
      </p>
      <h2 className={styles.title}>正在跳转…</h2>
      <p className={styles.desc}>如果页面没有自动打开，请点击下方按钮。</p>
      <div className={styles.actions}>
        <a className={buttonClass({ block: true, size: 'lg' })} href={target}>
          立即前往
        </a>
      </div>
      <TransitForward target={target} />
    </section>
  );
}
