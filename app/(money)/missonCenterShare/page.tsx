import { AppLink as Link } from '@/components/ui/app-link';
import { TaskRules } from '@/components/task/task-screens';
import { PageShell } from '@/components/ui/page-shell';
import { buttonClass } from '@/components/ui/button';
import styles from '@/components/ui/layout.module.css';
import { href } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';
import { SIGN_IN_WEEK_UNITS } from '@/lib/task/rules';

export const generateMetadata = () =>
  shareMetadata('/missonCenterShare', { description: '每日签到、看直播、分享，完成任务领财蛋' });

/** The task centre as shared with friends: what the tasks are and pay, and the way in (login first). */
export default function MissonCenterSharePage() {
  return (
    <PageShell route="/missonCenterShare" sandboxData={false}>
      <div className={styles.screen}>
        <section className={styles.hero} aria-labelledby="share-title">
          <h2 id="share-title">做任务，领财蛋</h2>
          <strong className={styles.big}>{SIGN_IN_WEEK_UNITS}个</strong>
          <p>连续签到一周可得的财蛋，另有看直播、分享和新手任务奖励</p>
          <div className={styles.actions}>
            <Link className={buttonClass({ variant: 'inverse', block: true })} href={href('/missonCenter')}>
              去任务中心
            </Link>
          </div>
        </section>
        <TaskRules />
      </div>
    </PageShell>
  );
}
