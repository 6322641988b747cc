import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { activitiesInStatus, type ActivityStatus } from '@/lib/activity-hub/rules';
import type { ActivitySummary } from '@/lib/activity-hub/schemas';
import { href } from '@/lib/routes/hrefs';
import { ActivityCard } from './activity-card';
import styles from './activity.module.css';

const SECTIONS: { status: ActivityStatus; title: string; empty: string }[] = [
  { status: 'running', title: '进行中', empty: '暂无进行中的活动' },
  { status: 'upcoming', title: '即将开始', empty: '暂无即将开始的活动' },
  { status: 'ended', title: '已结束', empty: '暂无已结束的活动' },
];

/** /activities-collect/v2: every family's activities, running first; ended ones stay readable. */
export function ActivityHubScreen({ items }: { items: ActivitySummary[] }) {
  return (
    <div className={styles.screen}>
      <nav className={styles.entries} aria-label="活动入口">
        <Link className={styles.entry} href={href('/activities-collect/v2/choose-stock')}>
          选股活动<span>时光胶囊与选股大赛</span>
        </Link>
        <Link className={styles.entry} href={href('/activities-collect/v2/activity/misson-center')}>
          活动任务<span>做任务为摇钱树浇水</span>
        </Link>
      </nav>
      {items.length === 0 ? <EmptyState title="暂无活动" description="新活动上线后会出现在这里。" /> : null}
      {items.length > 0
        ? SECTIONS.map((section) => {
            const shown = activitiesInStatus(items, section.status);
            return (
              <section
                key={section.status}
                className={styles.section}
                aria-labelledby={`hub-${section.status}`}
                data-testid={`hub-${section.status}`}
              >
                <h2 id={`hub-${section.status}`} className={styles.sectionTitle}>
                  {section.title}（{shown.length}）
                </h2>
                {shown.length === 0 ? (
                  <p className={styles.muted}>{section.empty}</p>
                ) : (
                  shown.map((item) => <ActivityCard key={`${item.kind}-${item.id}`} activity={item} />)
                )}
              </section>
            );
          })
        : null}
    </div>
  );
}
