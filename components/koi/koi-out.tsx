import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { formatChinaMonthDayTime } from '@/lib/format/china-time';
import type { KoiInvitation, KoiInvite } from '@/lib/koi/schemas';
import { href, loginHref } from '@/lib/routes/hrefs';
import { ActivityActionButton } from './action-button';
import { PosterShareButton } from '@/components/share/poster-share-button';
import { CopyLink } from './copy-link';
import { PhaseBadge } from './koi-parts';
import { buttonClass } from '@/components/ui/button';
import look from '@/components/ui/activity-page.module.css';
import styles from './koi.module.css';
import { TRACKING } from '@/lib/tracking/definitions';

const HOW_IT_WORKS = (
  <ol className={styles.steps}>
    <li>复制你的专属邀请链接，发给微信好友或朋友圈。</li>
    <li>好友在浏览器或微信中打开链接，登录后点击“为TA助力”。</li>
    <li>每位好友助力，你得 1 次抽奖机会；每位好友每个活动只能助力 1 次。</li>
  </ol>
);

/** /koiOut/help/v2: the inviter's own link and who has helped so far (a visitor sees how it works). */
export function KoiHelpScreen({
  invite,
  inviteUrl,
  activityId,
  returnTo,
}: {
  invite: KoiInvite | null;
  inviteUrl: string | null;
  activityId: number;
  returnTo: string;
}) {
  return (
    <div className={look.screen} data-testid="koi-help">
      <section className={look.card} aria-labelledby="help-how">
        <h2 id="help-how" className={look.cardTitle}>
          邀请好友助力，多得抽奖机会
        </h2>
        {HOW_IT_WORKS}
        {invite && inviteUrl ? (
          <>
            <CopyLink url={inviteUrl} />
            <div className={look.actions}>
              <PosterShareButton
                className={buttonClass({ variant: 'secondary' })}
                title="帮我助力，一起抽锦鲤大奖"
                desc="点一下为好友助力，你也能免费参与锦鲤抽奖。"
                link={inviteUrl}
                label="分享助力海报"
                event={{
                  ...TRACKING.fissionActivity.events.inviteClick,
                  eventAttr: { activity: 'koi', share_type: 'poster' },
                }}
              />
            </div>
          </>
        ) : (
          <div className={look.actions}>
            <Link className={buttonClass()} href={loginHref(returnTo)}>
              登录获取邀请链接
            </Link>
          </div>
        )}
      </section>
      {invite ? (
        <section className={look.card} aria-labelledby="help-list">
          <div className={look.cardHead}>
            <h2 id="help-list" className={look.cardTitle}>
              助力好友
            </h2>
            <span className={look.sub} data-testid="koi-help-count">
              {invite.helpers.length}/{invite.inviteMax}
            </span>
          </div>
          {invite.helpers.length === 0 ? (
            <EmptyState title="还没有好友助力" description="把链接发给好友吧" />
          ) : (
            <ul className={styles.list}>
              {invite.helpers.map((helper, index) => (
                <li key={`${helper.nickname}-${index}`} className={styles.row}>
                  <span>{helper.nickname}</span>
                  <span className={look.sub}>{formatChinaMonthDayTime(helper.at)} · +1 次机会</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
      <p className={styles.links}>
        <Link href={href('/activity/koi-page/{id}/v2', { id: activityId })}>返回锦鲤活动</Link>
      </p>
    </div>
  );
}

/**
 * /koiOut/invite/v2: the page an invitee opens from a shared link, usually in WeChat or a browser —
 * it works without the app (plain links and a BFF call, no native bridge).
 */
export function KoiInviteScreen({ invitation, returnTo }: { invitation: KoiInvitation | null; returnTo: string }) {
  if (!invitation) {
    return (
      <div className={look.screen}>
        <EmptyState
          title="邀请链接无效或已过期"
          description="请向好友重新索取邀请链接"
          action={<Link href={href('/activity/koi-page/{id}/v2', { id: 1 })}>看看正在进行的锦鲤活动</Link>}
        />
      </div>
    );
  }
  const { activity, me } = invitation;
  return (
    <div className={look.screen} data-testid="koi-invite">
      <section className={look.hero} aria-labelledby="invite-title">
        <div className={look.heroHead}>
          <h2 id="invite-title" className={look.heroTitle}>
            {invitation.inviter} 邀请你为TA助力
          </h2>
          <PhaseBadge phase={activity.phase} />
        </div>
        <p className={look.intro}>
          「{activity.title}」{activity.intro}
        </p>
        <p className={look.sub}>
          已有 {invitation.helps}/{invitation.inviteMax} 位好友助力 · {formatChinaMonthDayTime(activity.endAt)} 开奖
        </p>
        <div className={look.actions}>
          <InviteAction invitation={invitation} returnTo={returnTo} />
        </div>
      </section>
      {me?.isInviter ? null : (
        <section className={look.card} aria-labelledby="invite-self">
          <h2 id="invite-self" className={look.cardTitle}>
            你也可以参与
          </h2>
          <p className={look.intro}>每位用户赠送 1 次抽奖机会，登录即可参与奖池，中奖名单与开奖种子全部公开可验证。</p>
          <div className={look.actions}>
            <Link
              className={buttonClass({ variant: 'secondary' })}
              href={href('/activity/koi-page/{id}/v2', { id: activity.id })}
            >
              去参与锦鲤抽奖
            </Link>
            <Link className={buttonClass({ variant: 'secondary' })} href={href('/download')}>
              下载 App
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}

function InviteAction({ invitation, returnTo }: { invitation: KoiInvitation; returnTo: string }) {
  const { me, activity } = invitation;
  if (activity.phase !== 'running')
    return <span className={look.sub}>活动{activity.phase === 'ended' ? '已结束' : '尚未开始'}，暂不能助力</span>;
  if (!me) {
    return (
      <Link className={buttonClass()} href={loginHref(returnTo)}>
        登录后为TA助力
      </Link>
    );
  }
  if (me.isInviter) return <span className={look.sub}>这是你自己的邀请链接，发给好友即可</span>;
  if (me.helped)
    return (
      <span className={look.sub} data-testid="koi-helped">
        你已助力过（每个活动限 1 次）
      </span>
    );
  if (invitation.helps >= invitation.inviteMax) return <span className={look.sub}>TA 的助力次数已满，谢谢你</span>;
  return (
    <ActivityActionButton
      path={`/activity/koi/${activity.id}/help`}
      body={{ code: invitation.code }}
      testId="koi-help-button"
    >
      为TA助力
    </ActivityActionButton>
  );
}
