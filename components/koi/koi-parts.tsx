import { ACTIVITY_PHASE_LABEL, type ActivityPhase } from '@/lib/activity/phase';
import { formatChinaMonthDayTime } from '@/lib/format/china-time';
import { anyPrizeChanceText, KOI_PRIZE_KIND_LABEL, prizeChanceText, prizeTotal } from '@/lib/koi/rules';
import type { KoiPool } from '@/lib/koi/schemas';
import look from '@/components/ui/activity-page.module.css';
import styles from './koi.module.css';

export function PhaseBadge({ phase }: { phase: ActivityPhase }) {
  return (
    <span className={styles.badge} data-phase={phase}>
      {ACTIVITY_PHASE_LABEL[phase]}
    </span>
  );
}

/** The activity's window as a definition list (start, end = draw time). */
export function ActivityTimes({
  startAt,
  endAt,
  phase,
  endLabel = '开奖时间',
}: {
  startAt: string;
  endAt: string;
  phase: ActivityPhase;
  endLabel?: string;
}) {
  return (
    <dl className={look.meta}>
      <div>
        <dt>{phase === 'upcoming' ? '开始时间' : '活动时间'}</dt>
        <dd>
          {phase === 'upcoming'
            ? formatChinaMonthDayTime(startAt)
            : `${formatChinaMonthDayTime(startAt)} – ${formatChinaMonthDayTime(endAt)}`}
        </dd>
      </div>
      <div>
        <dt>{endLabel}</dt>
        <dd>{formatChinaMonthDayTime(endAt)}</dd>
      </div>
    </dl>
  );
}

/**
 * A pool's prize table with each prize's count and its probability at `participants` entrants (the
 * rule page publishes it before the draw; lib/koi/rules prizeChanceBp is exact for the draw algorithm).
 */
export function PrizeTable({ pool, participants, caption }: { pool: KoiPool; participants: number; caption: string }) {
  return (
    <table className={styles.table}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">奖品</th>
          <th scope="col" className={styles.num}>
            数量
          </th>
          <th scope="col" className={styles.num}>
            中奖概率
          </th>
        </tr>
      </thead>
      <tbody>
        {pool.prizes.map((prize, index) => (
          <tr key={prize.name}>
            <td>
              {prize.name}
              <div className={look.sub}>{KOI_PRIZE_KIND_LABEL[prize.kind]}</div>
            </td>
            <td className={styles.num}>{prize.count}</td>
            <td className={styles.num}>{prizeChanceText(pool.prizes, index, participants)}</td>
          </tr>
        ))}
        <tr>
          <th scope="row">任一奖品</th>
          <td className={styles.num}>{prizeTotal(pool.prizes)}</td>
          <td className={styles.num}>{anyPrizeChanceText(pool.prizes, participants)}</td>
        </tr>
      </tbody>
    </table>
  );
}

/** Winners (masked) and the check of the revealed seed. */
export function PoolWinners({ pool }: { pool: KoiPool }) {
  if (pool.status !== 'drawn') return null;
  return (
    <>
      <p className={styles.verified} data-testid="koi-verified">
        {pool.verified ? '验证通过：用公开种子复算，中奖名单一致' : '复算结果不一致，请联系客服'}
      </p>
      {pool.winners.length === 0 ? (
        <p className={look.note}>本奖池无人参与，奖品未送出。</p>
      ) : (
        <ul className={styles.winners} aria-label={`${pool.name}中奖名单`}>
          {pool.winners.map((winner, index) => (
            <li key={`${winner.nickname}-${index}`}>
              <span>{winner.nickname}</span>
              <span className={look.sub}>{winner.prizeName}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
