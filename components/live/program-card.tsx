import { AppLink as Link } from '@/components/ui/app-link';
import { formatChinaTimeRange } from '@/lib/format/china-time';
import { PROGRAM_STATUS_LABEL, type Program } from '@/lib/live/schemas';
import styles from './programs.module.css';
import { ReserveButton } from './reserve-button';

/** One programme: time, status (预告 / 直播中 / 已结束 / 回放) and the action that status allows. */
export function ProgramCard({ program, showTeacher = true }: { program: Program; showTeacher?: boolean }) {
  return (
    <li className={styles.card} data-status={program.status}>
      <div className={styles.head}>
        <span className={styles[program.status]}>{PROGRAM_STATUS_LABEL[program.status]}</span>
        {program.exclusive ? <span className={styles.exclusive}>会员专享</span> : null}
        <time className={styles.time} dateTime={program.startAt}>
          {formatChinaTimeRange(program.startAt, program.endAt)}
        </time>
      </div>
      <Link className={styles.title} href={`/subscriptionDetail/v2?programId=${program.id}`}>
        {program.title}
      </Link>
      <div className={styles.foot}>
        {showTeacher ? (
          <Link href={`/teacherInfo/v2?teacherId=${program.teacherId}`} className={styles.teacher}>
            {program.teacherName}
          </Link>
        ) : (
          <span className={styles.teacher}>{program.summary}</span>
        )}
        {program.status === 'upcoming' ? (
          <ReserveButton programId={program.id} reserved={program.reserved} reservations={program.reservations} />
        ) : null}
        {program.status === 'live' ? (
          <Link className={styles.watch} href={`/liveRoomDetail/v2?roomId=${program.roomId}`}>
            进入直播间
          </Link>
        ) : null}
        {program.status === 'replay' ? (
          <Link className={styles.watch} href={`/liveRoomDetail/v2?roomId=${program.roomId}&mode=replay`}>
            看回放
          </Link>
        ) : null}
        {program.status === 'ended' ? <span className={styles.muted}>回放生成中</span> : null}
      </div>
    </li>
  );
}

export function ProgramList({
  programs,
  showTeacher = true,
  emptyText = '暂无节目',
}: {
  programs: Program[];
  showTeacher?: boolean;
  emptyText?: string;
}) {
  if (programs.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <ol className={styles.list}>
      {programs.map((program) => (
        <ProgramCard key={program.id} program={program} showTeacher={showTeacher} />
      ))}
    </ol>
  );
}
