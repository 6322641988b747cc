import { AppLink as Link } from '@/components/ui/app-link';
import { formatChinaMonthDayTime } from '@/lib/format/china-time';
import type { KoiActivity } from '@/lib/koi/schemas';
import { href } from '@/lib/routes/hrefs';
import { PoolWinners, PrizeTable } from './koi-parts';
import look from '@/components/ui/activity-page.module.css';
import styles from './koi.module.css';

/**
 * /winning-rules: published before the draw — each prize's count and probability, the sha256 of the
 * seed committed at the start, and how anyone recomputes the winners once the seed is revealed.
 */
export function KoiRulesScreen({ activity }: { activity: KoiActivity }) {
  const { limits } = activity;
  return (
    <div className={look.screen} data-testid="koi-rules">
      <section className={look.card} aria-labelledby="rules-how">
        <h2 id="rules-how" className={look.cardTitle}>
          {activity.title} · 参与规则
        </h2>
        <ol className={styles.steps}>
          <li>
            活动时间 {formatChinaMonthDayTime(activity.startAt)} 至 {formatChinaMonthDayTime(activity.endAt)}
            ，结束时由服务器统一开奖。
          </li>
          <li>
            每位用户赠送 {limits.base} 次抽奖机会；每天在任务中心完成签到后可领 {limits.signinDaily} 次（每天限 1
            次）；每位好友助力得 1 次，每个活动最多 {limits.inviteMax} 次。
          </li>
          <li>参与一个奖池消耗该奖池标明的机会次数；每个奖池每人限参与 1 次、限中 1 个奖品。</li>
          <li>优惠券发放至卡券包，财蛋发放至财蛋账户，现金发放至钱包余额；实物奖品请在开奖后 30 天内填写收货信息。</li>
          <li>同一手机号、设备或账号视为同一用户；以作弊方式获得的机会和奖品将被取消。</li>
        </ol>
      </section>

      {activity.pools.map((pool) => (
        <section key={pool.id} className={look.card} aria-labelledby={`rules-pool-${pool.id}`}>
          <h2 id={`rules-pool-${pool.id}`} className={look.cardTitle}>
            {pool.name}
          </h2>
          <PrizeTable
            pool={pool}
            participants={Math.max(pool.participants, 1)}
            caption={`按${pool.status === 'drawn' ? '开奖时' : '当前'} ${pool.participants} 人参与计算：某奖品的概率 = 该奖品在前 N 个名额中的数量 ÷ 参与人数 N`}
          />
          <p className={look.note}>种子哈希（开奖前公示的承诺，SHA-256）：</p>
          <p className={styles.hash} data-testid="koi-seed-hash">
            {pool.seedHash}
          </p>
          {pool.seed ? (
            <>
              <p className={look.note}>开奖后公开的种子：</p>
              <p className={styles.hash}>{pool.seed}</p>
              <PoolWinners pool={pool} />
            </>
          ) : (
            <p className={look.note}>种子将在开奖后公开（抽奖编号 {pool.drawId}）。</p>
          )}
        </section>
      ))}

      <section className={look.card} aria-labelledby="rules-verify">
        <h2 id="rules-verify" className={look.cardTitle}>
          如何自行验证开奖
        </h2>
        <ol className={styles.steps}>
          <li>核对：公开种子的 SHA-256 等于开奖前公示的种子哈希。</li>
          <li>把全部参与者编号去重后从小到大排序。</li>
          <li>
            第 k 次抽取（k 从 0 开始）：计算 SHA-256(“种子:k”)，取前 12
            位十六进制数除以剩余人数的余数，对应位置的参与者中奖并移出名单。
          </li>
          <li>中奖者按抽取顺序依次获得奖品表中从上到下的奖品。</li>
        </ol>
        <p className={look.note}>
          直播福袋使用同一套公开算法。
          <Link href={href('/activity/koi-page/{id}/v2', { id: activity.id })}>返回活动</Link>
        </p>
      </section>
    </div>
  );
}
