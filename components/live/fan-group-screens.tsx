import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { EXCLUSIVE_LIVE_LEVEL, FAN_LEVELS, FAN_TASKS, fanLevelOf, nextFanLevel } from '@/lib/live/fan-group-rules';
import type { FanGroup, FanTasks } from '@/lib/live/fan-group-schemas';
import type { Program } from '@/lib/live/schemas';
import { formatCount } from '@/lib/format/amount';
import { href } from '@/lib/routes/hrefs';
import { ClaimTaskButton, JoinFanGroupButton } from './fan-group-actions';
import styles from './lucky-bag.module.css';
import { ProgramList } from './program-card';

function LevelCard({ group }: { group: FanGroup }) {
  if (!group.me) return null;
  const level = fanLevelOf(group.me.intimacy);
  const next = nextFanLevel(group.me.intimacy);
  return (
    <p className={styles.ok} data-testid="fan-level">
      {group.teacherName}团 Lv{level.level}「{level.badge}」 · 亲密度 {group.me.intimacy}
      {next ? `，再得 ${next.missing} 点升至 Lv${next.level}` : '，已达最高等级'}
    </p>
  );
}

/** /fanGroupEquity/v2: what each level brings, the viewer's own level, joining. */
export function FanGroupEquityScreen({ group, loggedIn }: { group: FanGroup; loggedIn: boolean }) {
  return (
    <>
      <section className={styles.sheet} aria-labelledby="fan-title">
        <h2 id="fan-title" className={styles.prize}>
          {group.teacherName}的粉丝团
        </h2>
        <p className={styles.note}>{formatCount(group.members)} 位成员</p>
        {group.me ? <LevelCard group={group} /> : <JoinFanGroupButton teacherId={group.teacherId} />}
        {group.me || !loggedIn ? null : <p className={styles.note}>加入免费，每日完成任务提升亲密度。</p>}
        {group.me ? (
          <Link className={styles.link} href={href('/newFanGroupTask/v2', { teacherId: group.teacherId })}>
            去做今日任务 ›
          </Link>
        ) : null}
      </section>
      <section className={styles.sheet} aria-labelledby="fan-levels">
        <h2 id="fan-levels" className={styles.prize}>
          等级权益
        </h2>
        <ul className={styles.list}>
          {FAN_LEVELS.map((item) => (
            <li key={item.level}>
              <span>
                Lv{item.level}「{item.badge}」
                <br />
                <span className={styles.note}>{item.benefits.join('、')}</span>
              </span>
              <span>亲密度 ≥ {item.min}</span>
            </li>
          ))}
        </ul>
        <Link className={styles.link} href={href('/fanGroupRules/v2')}>
          粉丝团规则
        </Link>
      </section>
    </>
  );
}

/** /newFanGroupTask/v2: today's tasks, progress from what the viewer did, points to claim. */
export function FanTasksScreen({ tasks }: { tasks: FanTasks }) {
  const { group } = tasks;
  if (!group.me) {
    return (
      <section className={styles.sheet}>
        <p className={styles.note}>加入{group.teacherName}的粉丝团后即可做任务、涨亲密度。</p>
        <JoinFanGroupButton teacherId={group.teacherId} />
      </section>
    );
  }
  return (
    <section className={styles.sheet} aria-labelledby="fan-tasks">
      <h2 id="fan-tasks" className={styles.prize}>
        今日任务
      </h2>
      <LevelCard group={group} />
      <ul className={styles.list}>
        {FAN_TASKS.map((definition) => {
          const state = tasks.tasks.find((item) => item.key === definition.key)!;
          const progress =
            definition.key === 'watch'
              ? `${Math.floor(state.progress / 60)}/${definition.target / 60} 分钟`
              : `${state.progress}/${definition.target} ${definition.unit}`;
          return (
            <li key={definition.key} data-testid={`fan-task-${definition.key}`}>
              <span>
                {definition.title}
                <br />
                <span className={styles.note}>{progress}</span>
              </span>
              {state.claimed ? (
                <span className={styles.note}>已领取</span>
              ) : state.done ? (
                <ClaimTaskButton teacherId={group.teacherId} task={definition.key} points={definition.points} />
              ) : (
                <Link className={styles.link} href={href('/liveRoomDetail/v2', { roomId: group.roomId })}>
                  去完成
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <p className={styles.note}>任务每日 00:00（北京时间）重置。</p>
    </section>
  );
}

/** /fanGroupIllustrate/v2: every teacher's fan group, the viewer's memberships first-hand. */
export function FanGroupIllustrateScreen({ groups }: { groups: FanGroup[] }) {
  return (
    <section className={styles.sheet} aria-labelledby="fan-groups">
      <h2 id="fan-groups" className={styles.prize}>
        粉丝团介绍
      </h2>
      <p className={styles.note}>
        粉丝团是老师与忠实观众的小圈子：免费加入，完成每日任务提升亲密度，解锁专属福袋、专享直播等权益。
      </p>
      <ul className={styles.list}>
        {groups.map((group) => (
          <li key={group.teacherId}>
            <span>
              {group.teacherName}的粉丝团
              <br />
              <span className={styles.note}>
                {group.me
                  ? `已加入 · Lv${fanLevelOf(group.me.intimacy).level}`
                  : `${formatCount(group.members)} 位成员`}
              </span>
            </span>
            <Link className={styles.link} href={href('/fanGroupEquity/v2', { teacherId: group.teacherId })}>
              查看权益
            </Link>
          </li>
        ))}
      </ul>
      <Link className={styles.link} href={href('/fanGroupExplain/v2')}>
        亲密度怎么算？
      </Link>
    </section>
  );
}

/** /fanExclusiveLive/v2: member-only programmes, open from Lv3 of that teacher's group. */
export function FanExclusiveLiveScreen({ group, programs }: { group: FanGroup; programs: Program[] }) {
  const level = group.me ? fanLevelOf(group.me.intimacy).level : 0;
  if (level < EXCLUSIVE_LIVE_LEVEL) {
    return (
      <EmptyState
        title="粉丝专享直播"
        description={
          group.me
            ? `达到 Lv${EXCLUSIVE_LIVE_LEVEL} 即可观看${group.teacherName}的专享直播（当前 Lv${level}）。`
            : `加入${group.teacherName}的粉丝团并达到 Lv${EXCLUSIVE_LIVE_LEVEL} 后可观看。`
        }
        action={
          <Link
            className={styles.button}
            href={href(group.me ? '/newFanGroupTask/v2' : '/fanGroupEquity/v2', { teacherId: group.teacherId })}
          >
            {group.me ? '去做任务' : '加入粉丝团'}
          </Link>
        }
      />
    );
  }
  return <ProgramList programs={programs} showTeacher={false} emptyText="暂无专享直播" />;
}
