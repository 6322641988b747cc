import { AsOf, EmptyState } from '@/components/ui/states';
import { formatCount } from '@/lib/format/amount';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { advisersFirst } from '@/lib/live/rules';
import type { Teacher } from '@/lib/live/schemas';
import styles from './live-lists.module.css';
import { TeacherRow } from './teacher-row';

/** /teacherList/v2 (all teachers, 投顾 first) and /leader-list/v2 (名师榜: ranked by fans). */
export function TeacherListScreen({
  teachers,
  asOf,
  stale = false,
  ranked = false,
}: {
  teachers: Teacher[];
  asOf: number;
  stale?: boolean;
  ranked?: boolean;
}) {
  if (teachers.length === 0) return <EmptyState title="暂无老师" />;
  const ordered = ranked ? teachers : advisersFirst(teachers);
  return (
    <div className={styles.page}>
      <ol className={styles.list} data-testid="teacher-list">
        {ordered.map((teacher, index) => (
          <TeacherRow
            key={teacher.id}
            teacher={teacher}
            rank={ranked ? index + 1 : undefined}
            metric={ranked ? `粉丝 ${formatCount(teacher.fans)} · 回答 ${teacher.answers}` : undefined}
          />
        ))}
      </ol>
      <div className={styles.asOf}>
        <AsOf
          time={formatChinaShortDateTime(new Date(asOf).toISOString())}
          stale={stale}
          note="投顾老师均展示中国证券业协会登记的证书编号"
        />
      </div>
    </div>
  );
}
