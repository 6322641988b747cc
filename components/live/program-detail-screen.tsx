import { AppLink as Link } from '@/components/ui/app-link';
import { Disclaimer } from '@/components/compliance/disclaimer';
import { formatChinaTimeRange } from '@/lib/format/china-time';
import { PROGRAM_STATUS_LABEL, type Program } from '@/lib/live/schemas';
import styles from './live-lists.module.css';
import { ReserveButton } from './reserve-button';

/** /subscriptionDetail/v2?programId=: a programme's detail and its reservation (订阅). */
export function ProgramDetailScreen({ program }: { program: Program }) {
  return (
    <div className={styles.page}>
      <section className={styles.card} data-testid="program-detail">
        <p>
          <span className={styles.liveTag}>{PROGRAM_STATUS_LABEL[program.status]}</span>{' '}
          {program.exclusive ? '会员专享' : ''}
        </p>
        <h2>{program.title}</h2>
        <dl className={styles.fields}>
          <dt>主讲</dt>
          <dd>
            <Link href={`/teacherInfo/v2?teacherId=${program.teacherId}`}>{program.teacherName}</Link>
          </dd>
          <dt>时间</dt>
          <dd className="num">{formatChinaTimeRange(program.startAt, program.endAt)}</dd>
          <dt>预约人数</dt>
          <dd className="num">{program.reservations}</dd>
        </dl>
        <p>{program.summary}</p>
      </section>
      {program.chapters.length > 0 ? (
        <section className={styles.card}>
          <h2>节目章节</h2>
          <dl className={styles.fields}>
            {program.chapters.map((chapter) => (
              <div key={chapter.at} style={{ display: 'contents' }}>
                <dt className="num">{chapter.at}</dt>
                <dd>{chapter.title}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className={styles.card}>
        {program.status === 'upcoming' ? (
          <ReserveButton programId={program.id} reserved={program.reserved} reservations={program.reservations} />
        ) : null}
        {program.status === 'live' ? (
          <Link className={styles.cta} href={`/liveRoomDetail/v2?roomId=${program.roomId}`}>
            进入直播间
          </Link>
        ) : null}
        {program.status === 'replay' ? (
          <Link className={styles.cta} href={`/liveRoomDetail/v2?roomId=${program.roomId}&mode=replay`}>
            观看回放
          </Link>
        ) : null}
        {program.status === 'ended' ? <p>节目已结束，回放生成中。</p> : null}
      </div>
      <Disclaimer />
    </div>
  );
}
