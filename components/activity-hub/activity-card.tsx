import { AppLink as Link } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { activityPageHref, hubViewHref } from '@/lib/activity-hub/links';
import { ACTIVITY_KIND_LABEL, ACTIVITY_STATUS_LABEL } from '@/lib/activity-hub/rules';
import type { ActivitySummary } from '@/lib/activity-hub/schemas';
import { formatMonthDay } from '@/lib/format/date';
import styles from './activity.module.css';

export function activityWhen(activity: Pick<ActivitySummary, 'status' | 'start_day' | 'end_day'>): string {
  if (activity.status === 'upcoming') return `${formatMonthDay(activity.start_day)} 开始`;
  const range =
    activity.start_day === activity.end_day
      ? formatMonthDay(activity.start_day)
      : `${formatMonthDay(activity.start_day)} – ${formatMonthDay(activity.end_day)}`;
  return activity.status === 'ended' ? `${range}（已结束）` : range;
}

export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <span className={styles.badge} data-status={status}>
      {label}
    </span>
  );
}

/** One activity in a list: a link to the hub's view of it, else to its own page, else plain text. */
export function ActivityCard({ activity }: { activity: ActivitySummary }) {
  const target = hubViewHref(activity.kind, activity.id) ?? activityPageHref(activity.kind, activity.id);
  const body = (
    <>
      <div className={styles.cardHead}>
        <div>
          <p className={styles.kind}>{ACTIVITY_KIND_LABEL[activity.kind]}</p>
          <h3 className={styles.cardTitle}>{activity.title}</h3>
        </div>
        <StatusBadge status={activity.status} label={ACTIVITY_STATUS_LABEL[activity.status]} />
      </div>
      <p className={styles.muted}>{activity.summary}</p>
      <p className={styles.muted}>{activityWhen(activity)}</p>
    </>
  );
  return target ? (
    <Link
      className={styles.card}
      href={target}
      data-testid="activity-card"
      data-kind={activity.kind}
      data-id={activity.id}
    >
      {body}
    </Link>
  ) : (
    <div className={styles.card} data-testid="activity-card" data-kind={activity.kind} data-id={activity.id}>
      {body}
    </div>
  );
}

/** The head card of an activity's own page: title, status, summary and its dates. */
export function ActivityHead({
  activity,
  badge,
  detail,
  showKind = false,
}: {
  activity: ActivitySummary;
  badge: { status: string; label: string };
  detail: ReactNode;
  showKind?: boolean;
}) {
  return (
    <section className={styles.card} aria-labelledby="activity-title">
      {showKind ? <p className={styles.kind}>{ACTIVITY_KIND_LABEL[activity.kind]}</p> : null}
      <div className={styles.cardHead}>
        <h2 id="activity-title" className={styles.cardTitle}>
          {activity.title}
        </h2>
        <StatusBadge status={badge.status} label={badge.label} />
      </div>
      <p className={styles.muted}>{activity.summary}</p>
      <p className={styles.muted}>{detail}</p>
    </section>
  );
}
