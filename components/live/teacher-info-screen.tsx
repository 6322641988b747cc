import { AppLink as Link } from '@/components/ui/app-link';
import { formatCount } from '@/lib/format/amount';
import { comingPrograms, pastPrograms } from '@/lib/live/program-order';
import { TEACHER_TYPE_LABEL } from '@/lib/live/schemas';
import { href } from '@/lib/routes/hrefs';
import type { TeacherDetail } from '@/lib/live/server';
import { FollowButton } from './follow-button';
import styles from './live-lists.module.css';
import { LicenceCard } from './licence-card';
import { ProgramList } from './program-card';

export const TEACHER_TABS = [
  { key: 'live', label: '直播' },
  { key: 'programs', label: '节目' },
  { key: 'replay', label: '回放' },
  { key: 'licence', label: '执业信息' },
] as const;
export type TeacherTab = (typeof TEACHER_TABS)[number]['key'];

/** /teacherInfo/v2?teacherId=&tab=live|programs|replay|licence */
export function TeacherInfoScreen({ detail, tab }: { detail: TeacherDetail; tab: TeacherTab }) {
  const { teacher, room, programs } = detail;
  const tabs = teacher.licenceNo ? TEACHER_TABS : TEACHER_TABS.filter((item) => item.key !== 'licence');
  return (
    <div className={styles.page}>
      <div className={styles.hero}>
        <span className={styles.heroAvatar} aria-hidden>
          {teacher.avatar}
        </span>
        <div className={styles.heroText}>
          <h2>
            {teacher.name}
            <span className={styles.tag}>{TEACHER_TYPE_LABEL[teacher.type]}</span>
          </h2>
          <p>{teacher.title}</p>
          <p data-testid="licence-no">
            {teacher.licenceNo ? `证书编号 ${teacher.licenceNo}` : '财经达人，不提供投资建议'}
          </p>
        </div>
        <FollowButton teacherId={teacher.id} followed={teacher.followed} variant="light" />
      </div>
      <div className={styles.statsRow}>
        <p>
          <strong>{formatCount(teacher.fans)}</strong>
          <span>粉丝</span>
        </p>
        <p>
          <strong>{formatCount(teacher.popularity)}</strong>
          <span>直播人气</span>
        </p>
        <p>
          <strong>{formatCount(teacher.answers)}</strong>
          <span>回答问题</span>
        </p>
        <p>
          <strong>{formatCount(teacher.views)}</strong>
          <span>观看次数</span>
        </p>
      </div>
      <p className={styles.fanGroupRow}>
        <Link
          className={styles.fanGroupLink}
          href={href('/fanGroupEquity/v2', { teacherId: teacher.id })}
          data-testid="fan-group-entry"
        >
          {teacher.name}的粉丝团 ›
        </Link>
      </p>
      <nav className={styles.tabs} aria-label="老师主页">
        {tabs.map((item) => (
          <Link
            key={item.key}
            href={`/teacherInfo/v2?teacherId=${teacher.id}&tab=${item.key}`}
            className={item.key === tab ? styles.tabLinkActive : styles.tabLink}
            aria-current={item.key === tab ? 'page' : undefined}
            replace
          >
            {item.label}
          </Link>
        ))}
      </nav>
      {tab === 'live' ? (
        <section className={styles.card}>
          <h2>{room.title}</h2>
          <p>{room.status === 'live' ? `正在直播 · ${formatCount(room.viewers)}人在看` : '当前未开播'}</p>
          <p>公告：{room.notice}</p>
          <Link className={styles.cta} href={`/liveRoomDetail/v2?roomId=${room.id}`}>
            {room.status === 'live' ? '进入直播间' : '去直播间看看'}
          </Link>
        </section>
      ) : null}
      {tab === 'programs' ? (
        <ProgramList programs={comingPrograms(programs)} showTeacher={false} emptyText="暂无节目预告" />
      ) : null}
      {tab === 'replay' ? (
        <ProgramList programs={pastPrograms(programs)} showTeacher={false} emptyText="暂无回放" />
      ) : null}
      {tab === 'licence' ? <LicenceCard teacher={teacher} /> : null}
      <section className={styles.card}>
        <h2>个人简介</h2>
        <p>{teacher.intro}</p>
      </section>
    </div>
  );
}
