import { AppLink as Link } from '@/components/ui/app-link';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { newActionId } from '@/lib/api/action-key';
import { anyPrizeChanceText } from '@/lib/koi/rules';
import type { KoiActivity, KoiPool } from '@/lib/koi/schemas';
import { href, loginHref } from '@/lib/routes/hrefs';
import { AddToCalendarButton } from '@/components/bridge/add-to-calendar';
import { activityCalendarEvent } from '@/lib/calendar/activity-event';
import { ActivityActionButton } from './action-button';
import { ActivityTimes, PhaseBadge, PoolWinners, PrizeTable } from './koi-parts';
import { buttonClass } from '@/components/ui/button';
import look from '@/components/ui/activity-page.module.css';
import styles from './koi.module.css';

function KoiCalendarButton({ activity }: { activity: KoiActivity }) {
  if (activity.phase === 'ended') return null;
  const calendar = activityCalendarEvent(activity);
  return calendar ? (
    <div className={look.actions}>
      <AddToCalendarButton
        className={buttonClass({ variant: 'secondary' })}
        event={calendar}
        description={activity.title}
      />
    </div>
  ) : null;
}

/** /activity/koi-page/{id}/v2: the activity, the viewer's chances and each pool to join or its result. */
export function KoiMainScreen({ activity, returnTo }: { activity: KoiActivity; returnTo: string }) {
  const me = activity.me;
  return (
    <div className={look.screen} data-testid="koi-screen">
      <section className={look.hero} aria-labelledby="koi-title">
        <div className={look.heroHead}>
          <h2 id="koi-title" className={look.heroTitle}>
            {activity.title}
          </h2>
          <PhaseBadge phase={activity.phase} />
        </div>
        <p className={look.intro}>{activity.intro}</p>
        <ActivityTimes startAt={activity.startAt} endAt={activity.endAt} phase={activity.phase} />
        <KoiCalendarButton activity={activity} />
      </section>

      <nav className={styles.links} aria-label="锦鲤活动">
        <Link href={href('/activity/koi-page/{id}/v2/winning-rules', { id: activity.id })}>中奖规则与概率</Link>
        <Link href={href('/activity/koi-page/{id}/v2/my-participation', { id: activity.id })}>我的参与</Link>
        <Link href={href('/activity/koi-page/{id}/v2/participation-details', { id: activity.id })}>机会明细</Link>
        {activity.phase === 'running' ? (
          <Link href={href('/activity/koiOut/help/v2', { activityId: activity.id })}>邀请好友助力</Link>
        ) : null}
      </nav>

      {activity.phase === 'running' ? <ChanceCard activity={activity} returnTo={returnTo} /> : null}
      {activity.phase === 'upcoming' ? (
        <p className={look.card}>活动尚未开始，开始后即可参与奖池。奖池与奖品已公示，种子哈希已提前锁定。</p>
      ) : null}

      <h2 className={styles.sectionTitle}>奖池</h2>
      {activity.pools.map((pool) => (
        <PoolCard
          key={pool.id}
          activityId={activity.id}
          pool={pool}
          phase={activity.phase}
          loggedIn={me !== null}
          chances={me?.chances ?? 0}
        />
      ))}
      <p className={look.note}>奖品由平台提供。页面内容仅供参考，不构成投资建议，投资者据此操作，风险自担。</p>
    </div>
  );
}

function ChanceCard({ activity, returnTo }: { activity: KoiActivity; returnTo: string }) {
  const me = activity.me;
  if (!me) {
    return (
      <section className={look.card} aria-label="我的抽奖机会">
        <p className={look.intro}>登录后可查看抽奖机会，每位用户赠送 {activity.limits.base} 次。</p>
        <div className={look.actions}>
          <Link className={buttonClass()} href={loginHref(returnTo)}>
            登录参与
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className={look.card} aria-label="我的抽奖机会">
      <div className={styles.chances}>
        <div>
          <div className={look.sub}>剩余抽奖机会</div>
          <div className={styles.chanceCount} data-testid="koi-chances">
            {me.chances}
          </div>
        </div>
        <div className={look.sub}>
          好友助力 {me.invitesHelped}/{activity.limits.inviteMax}
        </div>
      </div>
      <div className={look.actions}>
        {me.signinClaimedToday ? (
          <span className={look.sub}>今日签到机会已领取</span>
        ) : me.signedInToday ? (
          <ActivityActionButton
            path={`/activity/koi/${activity.id}/chances`}
            body={{ source: 'signin' }}
            testId="koi-claim-signin"
          >
            领取今日签到机会 +{activity.limits.signinDaily}
          </ActivityActionButton>
        ) : (
          <Link className={buttonClass({ variant: 'secondary' })} href={href('/missonCenter')}>
            去任务中心签到，得 +{activity.limits.signinDaily} 次机会
          </Link>
        )}
      </div>
    </section>
  );
}

function PoolCard({
  activityId,
  pool,
  phase,
  loggedIn,
  chances,
}: {
  activityId: number;
  pool: KoiPool;
  phase: KoiActivity['phase'];
  loggedIn: boolean;
  chances: number;
}) {
  const joined = pool.me?.joined ?? false;
  const basis = joined || phase !== 'running' ? pool.participants : pool.participants + 1;
  return (
    <section className={look.card} aria-labelledby={`pool-${pool.id}`} data-testid={`koi-pool-${pool.id}`}>
      <div className={look.cardHead}>
        <h3 id={`pool-${pool.id}`} className={look.cardTitle}>
          {pool.name}
        </h3>
        <span className={look.sub}>每次参与消耗 {pool.cost} 次机会</span>
      </div>
      <PrizeTable
        pool={pool}
        participants={basis}
        caption={
          pool.status === 'drawn'
            ? `已开奖：共 ${pool.participants} 人参与`
            : `已有 ${pool.participants} 人参与；概率按${basis === pool.participants ? '当前' : '你参与后的'} ${basis} 人计算，开奖前实时变化`
        }
      />
      {pool.status === 'drawn' ? <PoolWinners pool={pool} /> : null}
      <PoolStatus activityId={activityId} pool={pool} phase={phase} loggedIn={loggedIn} chances={chances} />
    </section>
  );
}

function PoolStatus({
  activityId,
  pool,
  phase,
  loggedIn,
  chances,
}: {
  activityId: number;
  pool: KoiPool;
  phase: KoiActivity['phase'];
  loggedIn: boolean;
  chances: number;
}) {
  const me = pool.me;
  if (me?.joined && pool.status === 'drawn') {
    return me.prizeName ? (
      <div className={styles.result} data-result="won" data-testid="koi-result">
        恭喜你抽中「{me.prizeName}」！
        <Link href={href('/activity/koi-page/{id}/v2/win-prize', { id: activityId })}>去领奖</Link>
      </div>
    ) : (
      <div className={styles.result} data-result="lost" data-testid="koi-result">
        很遗憾，本次未中奖
      </div>
    );
  }
  if (me?.joined) {
    return (
      <div className={styles.result} data-result="pending" data-testid="koi-result">
        已参与，中奖概率 {anyPrizeChanceText(pool.prizes, pool.participants)}，等待开奖
      </div>
    );
  }
  if (phase !== 'running' || !loggedIn) return null;
  return (
    <div className={look.actions}>
      <ActivityActionButton
        path={`/activity/koi/${activityId}/pools/${pool.id}/entries`}
        actionId={newActionId()}
        appFirst={APP_FIRST.joinKoi}
        disabled={chances < pool.cost}
        wide
        testId={`koi-join-${pool.id}`}
      >
        {chances < pool.cost ? `机会不足（需 ${pool.cost} 次）` : `参与抽奖（消耗 ${pool.cost} 次机会）`}
      </ActivityActionButton>
    </div>
  );
}
