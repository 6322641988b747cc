import { AppLink as Link } from '@/components/ui/app-link';
import { RightsMatrixTable } from '@/components/member/rights-matrix';
import { buttonClass } from '@/components/ui/button';
import styles from '@/components/member/member.module.css';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readRights } from '@/lib/member/server';
import { href } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/equityCenterShare', {
    title: '邀你一起升级会员成长等级',
    description: '会员专属直播、AI诊股不限次、专属投顾，成长越高权益越多',
  });

export default async function EquityCenterSharePage() {
  const rights = await readRights();
  return (
    <PageShell route="/equityCenterShare" ownHeading>
      {rights.ok ? (
        <div className={styles.screen}>
          <header className={`${styles.hero} ${styles.heroVip}`}>
            <h1>会员成长中心</h1>
            <p>完成任务积累成长值，开通会员解锁更多权益</p>
          </header>
          <section className={styles.section} aria-label="会员权益">
            <RightsMatrixTable matrix={rights.data} />
          </section>
          <div className={styles.actions}>
            <Link className={buttonClass({ block: true })} href={href('/openMember')}>
              开通会员
            </Link>
          </div>
        </div>
      ) : (
        <ReadError error={rights.error} />
      )}
    </PageShell>
  );
}
