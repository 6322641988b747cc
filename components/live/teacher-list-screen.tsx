import { AsOf, EmptyState } from '@/components/ui/states';
import { formatCount } from '@/lib/live/format';
import { listTeachers } from '@/lib/live/server';
import styles from './live-lists.module.css';
import { asOfNow, LiveLoadError } from './load-error';
import { TeacherRow } from './teacher-row';

/** /teacherList/v2 (all teachers, 投顾 first) and /leader-list/v2 (名师榜: ranked by fans). */
export async function TeacherListScreen({ ranked = false }: { ranked?: boolean }) {
  let teachers;
  try {
    teachers = await listTeachers(ranked ? 'fans' : undefined);
  } catch (error) {
    return <LiveLoadError error={error} />;
  }
  if (teachers.length === 0) return <EmptyState title="暂无老师" />;
  const ordered = ranked ? teachers : [...teachers].sort((a, b) => Number(a.type === 'influencer') - Number(b.type === 'influencer'));
  return (
    <div className={styles.page}>
      <ol className={styles.list} data-testid="teacher-list">
        {ordered.map((teacher, index) => (
          <TeacherRow key={teacher.id} teacher={teacher} rank={ranked ? index + 1 : undefined} metric={ranked ? `粉丝 ${formatCount(teacher.fans)} · 回答 ${teacher.answers}` : undefined} />
        ))}
      </ol>
      <div className={styles.asOf}>
        <AsOf time={asOfNow()} note="投顾老师均展示中国证券业协会登记的证书编号" />
      </div>
    </div>
  );
}
