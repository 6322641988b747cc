import { AppLink as Link } from '@/components/ui/app-link';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { buttonClass } from '@/components/ui/button';
import styles from '@/components/ui/layout.module.css';
import { href } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';
import { rewardText } from '@/lib/task/rules';
import { readClaims } from '@/lib/task/server';

export const generateMetadata = () => shareMetadata('/llczd/m/caidanCenterPopUp2', {}, { robots: { index: false } });

/** 财蛋奖励: the reward the user claimed last. */
export default async function CaidanCenterPopUp2Page() {
  const claims = await readClaims();
  const last = claims.ok ? claims.data[0] : undefined;
  return (
    <PageShell route="/llczd/m/caidanCenterPopUp2" header={false}>
      {!claims.ok ? (
        <ReadError error={claims.error} />
      ) : !last ? (
        <EmptyState title="暂无奖励" />
      ) : (
        <section className={styles.card} aria-labelledby="reward-popup">
          <h2 id="reward-popup" className={styles.rowTitle}>
            恭喜获得
          </h2>
          <strong className={styles.big}>{rewardText(last.reward)}</strong>
          <div className={styles.actions}>
            <Link className={buttonClass({ block: true })} href={href('/llczd/m/caidanCenter')}>
              去财蛋中心
            </Link>
          </div>
        </section>
      )}
    </PageShell>
  );
}
