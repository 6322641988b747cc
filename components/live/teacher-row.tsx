import { AppLink as Link } from '@/components/ui/app-link';
import { formatCount } from '@/lib/format/amount';
import { TEACHER_TYPE_LABEL, type Teacher } from '@/lib/live/schemas';
import { FollowButton } from './follow-button';
import styles from './live-lists.module.css';

export function TeacherRow({ teacher, rank, metric }: { teacher: Teacher; rank?: number; metric?: string }) {
  return (
    <li className={styles.row}>
      {rank ? <span className={rank <= 3 ? styles.rankTop : styles.rank}>{rank}</span> : null}
      <Link href={`/teacherInfo/v2?teacherId=${teacher.id}`} className={styles.avatar} aria-hidden tabIndex={-1}>
        {teacher.avatar}
      </Link>
      <div className={styles.rowText}>
        <Link href={`/teacherInfo/v2?teacherId=${teacher.id}`} className={styles.name}>
          {teacher.name}
          <span className={styles.tag}>{TEACHER_TYPE_LABEL[teacher.type]}</span>
        </Link>
        <p className={styles.sub}>{teacher.licenceNo ? `证书编号 ${teacher.licenceNo}` : teacher.title}</p>
        <p className={styles.sub}>
          {metric ?? `粉丝 ${formatCount(teacher.fans)} · 人气 ${formatCount(teacher.popularity)}`}
        </p>
      </div>
      <FollowButton teacherId={teacher.id} followed={teacher.followed} variant="light" />
    </li>
  );
}
