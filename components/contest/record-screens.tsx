import { AppLink as Link } from '@/components/ui/app-link';
import { ShareBar } from '@/components/content/share-bar';
import { EmptyState } from '@/components/ui/states';
import type { Environment } from '@/lib/bridge/native-context';
import { INITIAL_CASH_FEN } from '@/lib/contest/rules';
import type { ContestRecord } from '@/lib/contest/schemas';
import { formatFen } from '@/lib/format/fen';
import { formatPct } from '@/lib/format/number';
import { href } from '@/lib/routes/hrefs';
import { DrawdownText, PERIOD_STATUS_LABEL, RatioText, ReturnText, Yuan } from './contest-figures';
import { buttonClass } from '@/components/ui/button';
import styles from './contest.module.css';

/** The one line a share card and a WeChat preview say about a record. */
export function recordHeadline(record: ContestRecord): string {
  const place = record.rank ? `排名第${record.rank}/${record.entrants}` : '尚未上榜';
  return `${record.nickname}在${record.period.title}收益${formatPct(record.total_return * 100)}，${place}`;
}

/** The account value at each close as a line against the starting capital (the dashed line). */
function EquitySpark({ curve }: { curve: ContestRecord['curve'] }) {
  if (curve.length < 2) return null;
  const values = [INITIAL_CASH_FEN, ...curve.map((point) => point.equity_fen)];
  const low = Math.min(...values);
  const high = Math.max(...values);
  const span = high - low || 1;
  const y = (value: number) => 95 - ((value - low) / span) * 90;
  const points = values.map((value, index) => `${(index / (values.length - 1)) * 300},${y(value)}`).join(' ');
  const last = curve[curve.length - 1];
  return (
    <svg
      className={styles.spark}
      viewBox="0 0 300 100"
      preserveAspectRatio="none"
      role="img"
      aria-label={`总资产走势：${curve[0].day} 至 ${last.day}，最新 ${formatFen(last.equity_fen)} 元`}
    >
      <line x1="0" x2="300" y1={y(INITIAL_CASH_FEN)} y2={y(INITIAL_CASH_FEN)} />
      <polyline points={points} />
    </svg>
  );
}

/** A record as a card: who, which period, the return, the rank, the drawdown and the prize. */
export function RecordCard({ record }: { record: ContestRecord }) {
  return (
    <section
      className={`${styles.card} ${styles.recordCard}`}
      aria-labelledby="record-card-title"
      data-testid="record-card"
    >
      <h2 id="record-card-title" className={styles.recordName}>
        {record.nickname} · {record.period.title}
      </h2>
      <p className={styles.recordLabel}>
        {record.period.start_date} 至 {record.period.end_date} · {PERIOD_STATUS_LABEL[record.period.status]}
      </p>
      <p className={styles.recordHero}>
        <ReturnText value={record.total_return} />
      </p>
      <p className={styles.recordLabel}>总收益</p>
      <dl className={styles.facts}>
        <div>
          <dt>收益排名</dt>
          <dd data-testid="record-rank">{record.rank ? `${record.rank}/${record.entrants}` : '--'}</dd>
        </div>
        <div>
          <dt>收益/回撤排名</dt>
          <dd>{record.risk_rank ? `${record.risk_rank}/${record.entrants}` : '--'}</dd>
        </div>
        <div>
          <dt>最大回撤</dt>
          <dd>
            <DrawdownText value={record.max_drawdown} />
          </dd>
        </div>
        <div>
          <dt>收益/回撤</dt>
          <dd>
            <RatioText value={record.risk_adjusted} />
          </dd>
        </div>
        <div>
          <dt>成交笔数</dt>
          <dd>{record.trades}</dd>
        </div>
        <div>
          <dt>奖金（元）</dt>
          <dd>
            <Yuan fen={record.prize_fen} />
          </dd>
        </div>
      </dl>
      <EquitySpark curve={record.curve} />
    </section>
  );
}

/** /stock-contest/record-share?code=: the public card, its share sheet, and the way in for a visitor. */
export function RecordShareScreen({
  record,
  environment,
  share,
}: {
  record: ContestRecord;
  environment: Environment;
  share: { link: string; imgUrl: string };
}) {
  return (
    <div className={styles.screen}>
      <RecordCard record={record} />
      <ShareBar
        title={recordHeadline(record)}
        desc="百万虚拟资金模拟选股，比收益也比回撤控制。"
        link={share.link}
        imgUrl={share.imgUrl}
        environment={environment}
      />
      <div className={styles.links}>
        <Link className={buttonClass({ block: true })} href={href('/stock-contest/index')}>
          我也要参赛
        </Link>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/stock-contest/rule')}>
          大赛规则
        </Link>
      </div>
      <p className={styles.note}>比赛为模拟交易，内容仅供参考，不构成投资建议，投资者据此操作风险自担。</p>
    </div>
  );
}

export function RecordShareMissing({ loggedIn }: { loggedIn: boolean }) {
  return (
    <div className={styles.screen}>
      <EmptyState
        title={loggedIn ? '还没有参赛战绩' : '打开好友分享的战绩链接查看'}
        description={loggedIn ? '报名参赛后，就能分享每一期的战绩了。' : '战绩卡片展示选手的收益、排名与回撤。'}
        action={
          <Link className={buttonClass({ block: true })} href={href('/stock-contest/index')}>
            去参赛
          </Link>
        }
      />
      <div className={styles.links}>
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          href={href('/stock-contest/past-rankings')}
        >
          往期排名
        </Link>
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          href={href('/stock-contest/new-winning-list')}
        >
          中奖公示
        </Link>
      </div>
    </div>
  );
}

/** /stock-contest/past-share-index: every period the viewer entered, each with its share card. */
export function PastShareIndexScreen({ records }: { records: ContestRecord[] }) {
  if (records.length === 0) return <RecordShareMissing loggedIn />;
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="past-records-title">
        <h2 id="past-records-title" className={styles.sectionTitle}>
          我的各期战绩
        </h2>
        <ul className={styles.list} data-testid="past-records">
          {records.map((record) => (
            <li key={record.period.activity_id}>
              <span>
                <span className={styles.name}>{record.period.title}</span>
                <span className={styles.code}>
                  {PERIOD_STATUS_LABEL[record.period.status]} ·{' '}
                  {record.rank ? `第${record.rank}/${record.entrants}名` : '未上榜'}
                  {record.prize_fen > 0 ? (
                    <>
                      {' '}
                      · 奖金 <Yuan fen={record.prize_fen} /> 元
                    </>
                  ) : null}
                </span>
              </span>
              <span>
                <ReturnText value={record.total_return} />{' '}
                <Link
                  href={href('/stock-contest/record-share', { code: record.share_code })}
                  aria-label={`分享${record.period.title}战绩`}
                >
                  分享
                </Link>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
