import { AppLink as Link } from '@/components/ui/app-link';
import { ActivityActionButton } from '@/components/koi/action-button';
import { AddToCalendarButton } from '@/components/bridge/add-to-calendar';
import { activityCalendarEvent } from '@/lib/calendar/activity-event';
import { PhaseBadge } from '@/components/koi/koi-parts';
import { buttonClass } from '@/components/ui/button';
import { formatChinaMonthDayTime } from '@/lib/format/china-time';
import type { ActivityEvent } from '@/lib/events/schemas';
import { href, loginHref } from '@/lib/routes/hrefs';
import look from '@/components/ui/activity-page.module.css';
import styles from './events.module.css';
import { TeaPartySignupForm } from './signup-form';
import { newActionId } from '@/lib/api/action-key';

const EVENT_WINDOW_LABEL = { tea_party: '报名时间', strategy: '预约时间', checkin: '活动时间' } as const;

function EventCalendarButton({ event }: { event: ActivityEvent }) {
  if (event.phase === 'ended') return null;
  const calendar = activityCalendarEvent(event);
  return calendar ? (
    <div className={look.actions}>
      <AddToCalendarButton
        className={buttonClass({ variant: 'secondary' })}
        event={calendar}
        description={event.title}
      />
    </div>
  ) : null;
}

function EventHero({ event, children }: { event: ActivityEvent; children?: React.ReactNode }) {
  return (
    <section className={look.hero} aria-labelledby="event-title">
      <div className={look.heroHead}>
        <h2 id="event-title" className={look.heroTitle}>
          {event.title}
        </h2>
        <PhaseBadge phase={event.phase} />
      </div>
      <p className={look.intro}>{event.intro}</p>
      <dl className={look.meta}>
        {event.meetAt ? (
          <div>
            <dt>举办时间</dt>
            <dd>{formatChinaMonthDayTime(event.meetAt)}</dd>
          </div>
        ) : null}
        <div>
          <dt>{EVENT_WINDOW_LABEL[event.kind]}</dt>
          <dd>
            {formatChinaMonthDayTime(event.startAt)} – {formatChinaMonthDayTime(event.endAt)}
          </dd>
        </div>
        <div>
          <dt>主办</dt>
          <dd>{event.host}</dd>
        </div>
        <div>
          <dt>地点</dt>
          <dd>{event.venue}</dd>
        </div>
      </dl>
      <EventCalendarButton event={event} />
      {children}
    </section>
  );
}

function Agenda({ event }: { event: ActivityEvent }) {
  if (event.agenda.length === 0) return null;
  return (
    <section className={look.card} aria-labelledby="event-agenda">
      <h2 id="event-agenda" className={look.cardTitle}>
        议程
      </h2>
      <ol className={styles.agenda}>
        {event.agenda.map((item) => (
          <li key={`${item.time}-${item.title}`}>
            <span className={styles.time}>{item.time}</span>
            <span>
              {item.title}
              <span className={styles.speaker}>{item.speaker}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}

const Disclaimer = () => <p className={look.note}>活动内容仅供参考，不构成投资建议，投资者据此操作，风险自担。</p>;

function LoginLink({ returnTo, label }: { returnTo: string; label: string }) {
  return (
    <Link className={buttonClass()} href={loginHref(returnTo)}>
      {label}
    </Link>
  );
}

/** /activity/tea-party/v2: seats left, the viewer's seat or the sign-up form. */
export function TeaPartyScreen({ event, returnTo }: { event: ActivityEvent; returnTo: string }) {
  const capacity = event.capacity ?? 0;
  return (
    <div className={look.screen} data-testid="tea-party">
      <EventHero event={event} />
      <Agenda event={event} />
      <section className={look.card} aria-labelledby="event-seats">
        <div className={look.cardHead}>
          <h2 id="event-seats" className={look.cardTitle}>
            报名
          </h2>
          <span className={look.sub}>
            已报名{' '}
            <span className={styles.seats} data-testid="tea-party-taken">
              {event.taken}
            </span>
            /{capacity} 席
          </span>
        </div>
        {event.me?.seatNo ? (
          <p className={look.ok} data-testid="tea-party-seat">
            你已报名成功，座位号 {event.me.seatNo}。请于
            {event.meetAt ? formatChinaMonthDayTime(event.meetAt) : '活动当天'}凭手机号签到入场。
          </p>
        ) : !event.signupOpen ? (
          <p className={look.intro}>{event.phase === 'upcoming' ? '报名尚未开始' : '报名已截止'}</p>
        ) : event.taken >= capacity ? (
          <p className={look.intro}>名额已满，感谢关注</p>
        ) : event.me ? (
          <TeaPartySignupForm eventId={event.id} actionId={newActionId()} />
        ) : (
          <div className={look.actions}>
            <LoginLink returnTo={returnTo} label="登录后报名" />
          </div>
        )}
      </section>
      <Disclaimer />
    </div>
  );
}

/** /activity/investment-strategy/v2 (and the outside page without the reminder button). */
export function StrategyScreen({
  event,
  returnTo,
  outside = false,
}: {
  event: ActivityEvent;
  returnTo: string;
  outside?: boolean;
}) {
  return (
    <div className={look.screen} data-testid="strategy">
      <EventHero event={event}>
        <p className={look.sub}>已有 {event.reminders} 人预约</p>
      </EventHero>
      <Agenda event={event} />
      <section className={look.card} aria-labelledby="strategy-remind">
        <h2 id="strategy-remind" className={look.cardTitle}>
          开播提醒
        </h2>
        {outside ? (
          <>
            <p className={look.intro}>策略会在 App 直播间播出。预约后开播前通过消息提醒你。</p>
            <div className={look.actions}>
              <Link className={buttonClass()} href={href('/activity/investment-strategy/v2')}>
                去预约
              </Link>
              <Link className={buttonClass({ variant: 'secondary' })} href={href('/download')}>
                下载 App 观看
              </Link>
            </div>
          </>
        ) : event.phase === 'ended' ? (
          <p className={look.intro}>策略会已结束</p>
        ) : !event.me ? (
          <div className={look.actions}>
            <LoginLink returnTo={returnTo} label="登录后预约" />
          </div>
        ) : event.me.reminded ? (
          <>
            <p className={look.ok} data-testid="strategy-reminded">
              已预约，开播前会提醒你
            </p>
            <ActivityActionButton path={`/activity/events/${event.id}/reminder`} body={{ on: false }}>
              取消预约
            </ActivityActionButton>
          </>
        ) : (
          <ActivityActionButton
            path={`/activity/events/${event.id}/reminder`}
            body={{ on: true }}
            wide
            testId="strategy-remind"
          >
            预约开播提醒
          </ActivityActionButton>
        )}
      </section>
      <Disclaimer />
    </div>
  );
}

/** /activity/active-dragon-inn/v2: 7 check-ins, one a day, cai-dan each. */
export function DragonInnScreen({ event, returnTo }: { event: ActivityEvent; returnTo: string }) {
  const done = event.me?.checkins ?? 0;
  const total = event.checkinRewards.length;
  return (
    <div className={look.screen} data-testid="dragon-inn">
      <EventHero event={event} />
      <section className={look.card} aria-labelledby="inn-days">
        <div className={look.cardHead}>
          <h2 id="inn-days" className={look.cardTitle}>
            打卡进度
          </h2>
          <span className={look.sub} data-testid="inn-progress">
            已打卡 {done}/{total} 天
          </span>
        </div>
        <ol className={styles.days}>
          {event.checkinRewards.map((reward, index) => (
            <li key={index} className={styles.day} data-done={index < done}>
              <span>第 {index + 1} 天</span>
              <span className={styles.dayReward}>{reward}</span>
              <span>{index < done ? '已领取' : '财蛋'}</span>
            </li>
          ))}
        </ol>
        <div className={look.actions}>
          {event.phase !== 'running' ? (
            <p className={look.intro}>{event.phase === 'upcoming' ? '活动尚未开始' : '活动已结束'}</p>
          ) : !event.me ? (
            <LoginLink returnTo={returnTo} label="登录后打卡" />
          ) : done >= total ? (
            <p className={look.ok}>已完成全部打卡，奖励已发放至财蛋账户</p>
          ) : event.me.checkedInToday ? (
            <p className={look.ok} data-testid="inn-checked">
              今日已打卡，明天再来领第 {done + 1} 天奖励
            </p>
          ) : (
            <ActivityActionButton path={`/activity/events/${event.id}/checkins`} wide testId="inn-checkin">
              今日打卡，领 {event.checkinRewards[done]} 财蛋
            </ActivityActionButton>
          )}
        </div>
        <p className={look.note}>
          财蛋发放至 <Link href={href('/llczd/m/caidanCenter')}>财蛋中心</Link>，每天 0 点（北京时间）可再次打卡。
        </p>
      </section>
    </div>
  );
}
