import { AppLink as Link } from '@/components/ui/app-link';
import { Disclaimer } from '@/components/compliance/disclaimer';
import { formatChinaTimeRange } from '@/lib/format/china-time';
import { otherReplays } from '@/lib/live/program-order';
import type { Program } from '@/lib/live/schemas';
import type { TeacherDetail } from '@/lib/live/server';
import { href } from '@/lib/routes/hrefs';
import { LicenceCard } from './licence-card';
import { LivePlayer } from './live-player';
import styles from './live-lists.module.css';

/**
 * /ckbDetail/v2?programId= — 操盘宝详情. The design (SPEC §2 names the page, nothing more; PEERS
 * §1.12's teacher pages keep replays and 名家战法 together): an 操盘宝 is one replayed session of a
 * teacher's trading review — the replay itself (through /h5/media), its 操盘要点 (the chapter marks),
 * who gave it with their licence, and the teacher's other 操盘宝 to go on with. Reservation and the
 * programme's schedule stay on /subscriptionDetail; this page is for watching and reviewing.
 */
export function CkbDetailScreen({ program, detail }: { program: Program; detail: TeacherDetail }) {
  const others = otherReplays(detail.programs, program.id);
  return (
    <div className={styles.page}>
      <LivePlayer
        streamUrl={null}
        replayUrl={program.replayUrl}
        poster={program.cover}
        title={program.title}
        initialMode="replay"
      />
      <section className={styles.card} data-testid="ckb-detail">
        <h2>{program.title}</h2>
        <dl className={styles.fields}>
          <dt>主讲</dt>
          <dd>
            <Link href={href('/teacherInfo/v2', { teacherId: detail.teacher.id })}>{detail.teacher.name}</Link>
          </dd>
          <dt>直播时间</dt>
          <dd className="num">{formatChinaTimeRange(program.startAt, program.endAt)}</dd>
        </dl>
        <p>{program.summary}</p>
      </section>
      <section className={styles.card} aria-labelledby="ckb-points">
        <h2 id="ckb-points">操盘要点</h2>
        {program.chapters.length > 0 ? (
          <dl className={styles.fields} data-testid="ckb-points">
            {program.chapters.map((chapter) => (
              <div key={chapter.at} style={{ display: 'contents' }}>
                <dt className="num">{chapter.at}</dt>
                <dd>{chapter.title}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>本期未标注要点，可直接观看完整回放。</p>
        )}
      </section>
      <LicenceCard teacher={detail.teacher} />
      <section className={styles.card} aria-labelledby="ckb-more">
        <h2 id="ckb-more">{detail.teacher.name}的更多操盘宝</h2>
        {others.length === 0 ? <p>暂无更多回放。</p> : null}
        <ul className={styles.list}>
          {others.map((item) => (
            <li key={item.id} className={styles.row}>
              <div className={styles.rowText}>
                <Link className={styles.name} href={href('/ckbDetail/v2', { programId: item.id })}>
                  {item.title}
                </Link>
                <p className={styles.sub}>{formatChinaTimeRange(item.startAt, item.endAt)}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
      <Disclaimer />
    </div>
  );
}
