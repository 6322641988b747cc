import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import { ACTIVITY_PHASE_LABEL } from '@/lib/activity/phase';
import { formatChinaMonthDayTime } from '@/lib/format/china-time';
import { KOI_CHANCE_REASON_LABEL, maskPhone } from '@/lib/koi/rules';
import type { KoiAward, KoiParticipation } from '@/lib/koi/schemas';
import { href, type StaticRoutePath } from '@/lib/routes/hrefs';
import { KoiAddressForm } from './address-form';
import { buttonClass } from '@/components/ui/button';
import look from '@/components/ui/activity-page.module.css';
import styles from './koi.module.css';

const RESULT_LABEL = { not_joined: '未参与', pending: '待开奖', won: '已中奖', lost: '未中奖' } as const;

/** /my-participation: chances left, each pool's standing, prizes won. */
export function KoiParticipationScreen({ data }: { data: KoiParticipation }) {
  const { activity } = data;
  return (
    <div className={look.screen} data-testid="koi-participation">
      <section className={look.card} aria-labelledby="mine-title">
        <div className={look.cardHead}>
          <h2 id="mine-title" className={look.cardTitle}>
            {activity.title}
          </h2>
          <span className={look.sub}>
            {ACTIVITY_PHASE_LABEL[activity.phase]} · 开奖 {formatChinaMonthDayTime(activity.endAt)}
          </span>
        </div>
        <p className={look.intro}>
          剩余抽奖机会 <strong data-testid="koi-chances">{data.chances}</strong> 次 ·{' '}
          <Link href={href('/activity/koi-page/{id}/v2/participation-details', { id: activity.id })}>机会明细</Link>
        </p>
      </section>
      <section className={look.card} aria-labelledby="mine-pools">
        <h2 id="mine-pools" className={look.cardTitle}>
          奖池参与情况
        </h2>
        <ul className={styles.list}>
          {data.pools.map((pool) => (
            <li key={pool.poolId} className={styles.row}>
              <span>{pool.name}</span>
              <span data-testid={`koi-mine-${pool.poolId}`}>
                {RESULT_LABEL[pool.result]}
                {pool.prizeName ? `：${pool.prizeName}` : ''}
              </span>
            </li>
          ))}
        </ul>
      </section>
      {data.awards.length > 0 ? (
        <div className={look.actions}>
          <Link
            className={buttonClass({ block: true })}
            href={href('/activity/koi-page/{id}/v2/win-prize', { id: activity.id })}
          >
            查看奖品与领奖
          </Link>
        </div>
      ) : null}
      <div className={look.actions}>
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          href={href('/activity/koi-page/{id}/v2', { id: activity.id })}
        >
          返回活动
        </Link>
      </div>
    </div>
  );
}

/** /participation-details: every chance gained and spent. */
export function KoiDetailsScreen({ data }: { data: KoiParticipation }) {
  return (
    <div className={look.screen} data-testid="koi-details">
      <section className={look.card} aria-labelledby="details-title">
        <div className={look.cardHead}>
          <h2 id="details-title" className={look.cardTitle}>
            机会明细
          </h2>
          <span className={look.sub}>剩余 {data.chances} 次</span>
        </div>
        {data.entries.length === 0 ? (
          <EmptyState title="暂无记录" />
        ) : (
          <ul className={styles.list}>
            {data.entries.map((entry) => (
              <li key={`${entry.id}-${entry.reason}`} className={styles.row}>
                <span>
                  {entry.memo}
                  <span className={`${look.sub} ${styles.block}`}>
                    {KOI_CHANCE_REASON_LABEL[entry.reason] ?? entry.reason} · {formatChinaMonthDayTime(entry.at)}
                  </span>
                </span>
                <span className={entry.delta > 0 ? styles.plus : styles.minus}>
                  {entry.delta > 0 ? `+${entry.delta}` : `−${Math.abs(entry.delta)}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

const GRANTED_TO: Record<Exclude<KoiAward['kind'], 'physical'>, { label: string; path: StaticRoutePath }> = {
  coupon: { label: '已发放至卡券包', path: '/mineCoupon' },
  caidan: { label: '已发放至财蛋账户', path: '/llczd/m/caidanCenter' },
  cash: { label: '已发放至钱包余额', path: '/walletCenter/balance' },
};

/** /win-prize: each prize won; physical ones collect the winner's contact (validated on the server). */
export function KoiWinPrizeScreen({ activityId, awards }: { activityId: number; awards: KoiAward[] }) {
  if (awards.length === 0) {
    return (
      <div className={look.screen}>
        <EmptyState
          title="暂无中奖记录"
          description="开奖后中奖的奖品会显示在这里"
          action={<Link href={href('/activity/koi-page/{id}/v2', { id: activityId })}>返回活动</Link>}
        />
      </div>
    );
  }
  return (
    <div className={look.screen} data-testid="koi-win-prize">
      {awards.map((award) => (
        <section
          key={award.poolId}
          className={look.card}
          aria-labelledby={`award-${award.poolId}-title`}
          data-testid={`koi-award-${award.poolId}`}
        >
          <div className={look.cardHead}>
            <h2 id={`award-${award.poolId}-title`} className={look.cardTitle}>
              {award.prizeName}
            </h2>
            <span className={look.sub}>{award.poolName}</span>
          </div>
          {award.kind === 'physical' ? (
            <>
              {award.contact ? (
                <p className={look.intro}>
                  已登记：{award.contact.name}，{maskPhone(award.contact.phone)}，{award.contact.address}
                </p>
              ) : (
                <p className={look.intro}>请填写收货信息，奖品将在 15 个工作日内寄出。</p>
              )}
              <KoiAddressForm activityId={activityId} poolId={award.poolId} initial={award.contact} />
            </>
          ) : award.status === 'failed' ? (
            <p className={look.error}>奖品发放失败（已达该券领取上限），客服将在 3 个工作日内联系你补发。</p>
          ) : (
            <p className={look.intro}>
              {GRANTED_TO[award.kind].label}，<Link href={href(GRANTED_TO[award.kind].path)}>去查看</Link>
            </p>
          )}
        </section>
      ))}
    </div>
  );
}
