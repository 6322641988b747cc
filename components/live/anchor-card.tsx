import { AppLink as Link } from '@/components/ui/app-link';
import { formatCount } from '@/lib/format/amount';
import { TEACHER_TYPE_LABEL, type Teacher } from '@/lib/live/schemas';
import { FollowButton } from './follow-button';
import { ViewerCount } from './viewer-count';
import styles from './live-room.module.css';

/** The adviser's identity as the rules want it shown: name, type and 证书编号 next to the stream. */
export function AnchorCard({
  teacher,
  viewers,
  live,
  roomId,
  children,
}: {
  teacher: Teacher;
  viewers: number;
  live: boolean;
  roomId?: number;
  children?: React.ReactNode;
}) {
  return (
    <section className={styles.anchor} aria-label="主播信息">
      <Link
        href={`/teacherInfo/v2?teacherId=${teacher.id}`}
        className={styles.avatar}
        aria-label={`${teacher.name}的主页`}
      >
        {teacher.avatar}
      </Link>
      <div className={styles.anchorText}>
        <p className={styles.anchorName}>
          {teacher.name}
          <span className={styles.typeTag}>{TEACHER_TYPE_LABEL[teacher.type]}</span>
        </p>
        <p className={styles.licence} data-testid="licence-no">
          {teacher.licenceNo ? (
            <Link href={`/professionalMessage/v2?teacherId=${teacher.id}`}>证书编号 {teacher.licenceNo}</Link>
          ) : (
            '财经达人 · 不提供投资建议'
          )}
        </p>
        <p className={styles.stats}>
          {live ? (
            roomId ? (
              <ViewerCount roomId={roomId} initial={viewers} />
            ) : (
              <span data-testid="viewer-count">{formatCount(viewers)}人在看</span>
            )
          ) : (
            <span>未开播</span>
          )}{' '}
          · 粉丝 {formatCount(teacher.fans)}
        </p>
      </div>
      <div className={styles.anchorActions}>
        <FollowButton teacherId={teacher.id} followed={teacher.followed} />
        {children}
      </div>
    </section>
  );
}
