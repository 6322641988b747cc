import { Skeleton } from '@/components/ui/states';
import styles from './system-screen.module.css';

export function PreloadingScreen() {
  return (
    <section aria-label="页面预加载">
      <div className={styles.section} style={{ padding: 'calc(30 * var(--u))' }}>
        <p className={styles.desc}>页面准备中，马上就好…</p>
      </div>
      <Skeleton rows={8} label="页面预加载中" />
    </section>
  );
}
