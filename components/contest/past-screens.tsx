import { AppLink as Link } from '@/components/ui/app-link';
import type { ReactNode } from 'react';
import { ReadError } from '@/components/ui/read-error';
import type { PastPeriodRead } from '@/lib/contest/server';
import { AsOf, EmptyState } from '@/components/ui/states';
import type {
  ContestBonusList,
  ContestPeriod,
  ContestPeriodList,
  ContestResults,
  ContestWinner,
} from '@/lib/contest/schemas';
import {
  pickablePeriods,
  prizesPaidFen,
  RISK_PRIZE_FROM_PERIOD,
  RETURN_PRIZE_PCT,
  RISK_PRIZE_PCT,
  winnersOfBoard,
} from '@/lib/contest/rules';
import { formatChinaShortDateTime } from '@/lib/format/china-time';
import { href, type StaticRoutePath } from '@/lib/routes/hrefs';
import { NEW_WINNING_LIST_MIN_ACTIVITY } from '@/lib/routes/redirects';
import { DrawdownText, RatioText, ReturnText, Yuan } from './contest-figures';
import { buttonClass } from '@/components/ui/button';
import styles from './contest.module.css';

export interface Freshness {
  asOf: number;
  stale: boolean;
}

function Freshness({ freshness }: { freshness: Freshness }) {
  return <AsOf time={formatChinaShortDateTime(new Date(freshness.asOf).toISOString())} stale={freshness.stale} />;
}

/** The finished periods as links to the same page for each (the selected one marked). */
export function PeriodPicker({
  list,
  selected,
  path,
  below = Infinity,
  from = 0,
}: {
  list: ContestPeriodList;
  selected: number;
  path: StaticRoutePath;
  below?: number;
  from?: number;
}) {
  const periods = pickablePeriods(list.periods, { from, below });
  return (
    <nav className={styles.picker} aria-label="选择期数">
      {periods.map((period) => (
        <Link
          key={period.activity_id}
          href={href(path, { activityId: period.activity_id })}
          aria-current={period.activity_id === selected ? 'page' : undefined}
        >
          第{period.activity_id}期
        </Link>
      ))}
    </nav>
  );
}

function PeriodHeader({ period }: { period: ContestPeriod }) {
  return (
    <section className={styles.card} aria-labelledby="past-period">
      <h2 id="past-period" className={styles.title}>
        {period.title}
      </h2>
      <p className={styles.muted}>
        {period.start_date} 至 {period.end_date} · {period.entrants} 人参赛 · 奖池 <Yuan fen={period.prize_pool_fen} />{' '}
        元{period.settled_at ? ` · ${formatChinaShortDateTime(period.settled_at)} 公布` : ''}
      </p>
    </section>
  );
}

/** A period whose results are not out yet: when it starts, or when its results will be published. */
export function PeriodPending({ period }: { period: ContestPeriod }) {
  const description =
    period.status === 'not_started'
      ? `本期将于 ${period.start_date} 开赛，${period.end_date} 收盘后公布结果。`
      : `本期比赛进行中，${period.end_date} 收盘后公布最终排名与获奖名单。`;
  return (
    <div className={styles.screen}>
      <PeriodHeader period={period} />
      <EmptyState
        title={period.status === 'not_started' ? '本期尚未开始' : '本期尚未结束'}
        description={description}
        action={
          <Link className={buttonClass({ block: true })} href={href('/stock-contest/index')}>
            查看本期比赛
          </Link>
        }
      />
    </div>
  );
}

/** /stock-contest/past-rankings: a finished period's kept ranking, by return and by return / drawdown. */
export function PastRankingsScreen({
  list,
  results,
  freshness,
}: {
  list: ContestPeriodList;
  results: ContestResults;
  freshness: Freshness;
}) {
  const period = results.period;
  return (
    <div className={styles.screen}>
      <PeriodPicker list={list} selected={period.activity_id} path="/stock-contest/past-rankings" />
      <PeriodHeader period={period} />
      <section className={styles.card} aria-labelledby="past-board">
        <h2 id="past-board" className={styles.sectionTitle}>
          最终排名
        </h2>
        {results.rows.length === 0 ? (
          <EmptyState title="本期无人参赛" />
        ) : (
          <table className={styles.table} data-testid="past-ranking">
            <caption className={styles.caption}>
              按总收益排名；括号内为收益/回撤排名（回撤不足 1% 按 1% 计）。结果在比赛结束后保存，不再变动。
            </caption>
            <thead>
              <tr>
                <th scope="col">排名</th>
                <th scope="col">选手</th>
                <th scope="col">总收益</th>
                <th scope="col">最大回撤</th>
                <th scope="col">收益/回撤</th>
              </tr>
            </thead>
            <tbody>
              {results.rows.map((row) => (
                <tr key={`${row.rank}-${row.risk_rank}-${row.nickname}-${row.total_return}`}>
                  <td>{row.rank}</td>
                  <td>{row.nickname}</td>
                  <td>
                    <ReturnText value={row.total_return} />
                  </td>
                  <td>
                    <DrawdownText value={row.max_drawdown} />
                  </td>
                  <td>
                    <RatioText value={row.risk_adjusted} />（{row.risk_rank}）
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <div className={styles.links}>
        <Link
          className={buttonClass({ block: true })}
          href={href('/stock-contest/winning-list', { activityId: period.activity_id })}
        >
          本期获奖名单
        </Link>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/stock-contest/bonus-list')}>
          奖金榜
        </Link>
      </div>
      <Freshness freshness={freshness} />
    </div>
  );
}

function WinnersTable({
  winners,
  board,
  testId,
}: {
  winners: ContestWinner[];
  board: 'return' | 'risk';
  testId: string;
}) {
  const rows = winnersOfBoard(winners, board);
  if (rows.length === 0) return <EmptyState title="本期该榜无人获奖" description="总收益为正方可获奖。" />;
  return (
    <table className={styles.table} data-testid={testId}>
      <thead>
        <tr>
          <th scope="col">名次</th>
          <th scope="col">选手</th>
          <th scope="col">{board === 'return' ? '总收益' : '收益/回撤'}</th>
          <th scope="col">奖金（元）</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((winner) => (
          <tr key={`${winner.place}-${winner.nickname}-${winner.total_return}`}>
            <td>第{winner.place}名</td>
            <td>{winner.nickname}</td>
            <td>
              {board === 'return' ? (
                <ReturnText value={winner.total_return} />
              ) : (
                <RatioText value={winner.risk_adjusted} />
              )}
            </td>
            <td>
              <Yuan fen={winner.prize_fen} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const pctList = (pct: readonly number[]) => pct.map((share, index) => `第${index + 1}名 ${share}%`).join('、');

/** /stock-contest/winning-list: the winners of a period before 15 (the return board only). */
export function WinningListScreen({
  list,
  results,
  freshness,
}: {
  list: ContestPeriodList;
  results: ContestResults;
  freshness: Freshness;
}) {
  const period = results.period;
  return (
    <div className={styles.screen}>
      <PeriodPicker
        list={list}
        selected={period.activity_id}
        path="/stock-contest/winning-list"
        below={NEW_WINNING_LIST_MIN_ACTIVITY}
      />
      <PeriodHeader period={period} />
      <section className={styles.card} aria-labelledby="winners-return">
        <h2 id="winners-return" className={styles.sectionTitle}>
          获奖名单
        </h2>
        <WinnersTable winners={results.winners} board="return" testId="winners-return" />
        <p className={styles.note}>奖金按奖池比例发放：{pctList(RETURN_PRIZE_PCT)}；并列者平分所占名次的奖金。</p>
      </section>
      <div className={styles.links}>
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          href={href('/stock-contest/past-rankings', { activityId: period.activity_id })}
        >
          本期完整排名
        </Link>
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          href={href('/stock-contest/new-winning-list')}
        >
          第{NEW_WINNING_LIST_MIN_ACTIVITY}期起中奖公示
        </Link>
      </div>
      <Freshness freshness={freshness} />
    </div>
  );
}

/** /stock-contest/new-winning-list: from period 15, the return board and the return / drawdown board. */
export function NewWinningListScreen({
  list,
  results,
  freshness,
}: {
  list: ContestPeriodList;
  results: ContestResults;
  freshness: Freshness;
}) {
  const period = results.period;
  const paid = prizesPaidFen(results.winners);
  return (
    <div className={styles.screen}>
      <PeriodPicker
        list={list}
        selected={period.activity_id}
        path="/stock-contest/new-winning-list"
        from={NEW_WINNING_LIST_MIN_ACTIVITY}
      />
      <PeriodHeader period={period} />
      <section className={styles.card} aria-labelledby="winners-return">
        <h2 id="winners-return" className={styles.sectionTitle}>
          收益榜
        </h2>
        <WinnersTable winners={results.winners} board="return" testId="winners-return" />
        <p className={styles.note}>{pctList(RETURN_PRIZE_PCT)}（占奖池）。</p>
      </section>
      <section className={styles.card} aria-labelledby="winners-risk">
        <h2 id="winners-risk" className={styles.sectionTitle}>
          稳健榜（收益/回撤）
        </h2>
        {period.activity_id < RISK_PRIZE_FROM_PERIOD ? (
          <EmptyState title="本期未设稳健榜" description={`稳健榜自第${RISK_PRIZE_FROM_PERIOD}期起设立。`} />
        ) : (
          <WinnersTable winners={results.winners} board="risk" testId="winners-risk" />
        )}
        <p className={styles.note}>
          {pctList(RISK_PRIZE_PCT)}（占奖池）；收益/回撤 = 总收益 ÷ 最大回撤，回撤不足 1% 按 1% 计。
        </p>
      </section>
      <p className={styles.muted} data-testid="prize-total">
        本期共发放奖金 <Yuan fen={paid} /> 元，获奖选手昵称已隐去部分字符。
      </p>
      <div className={styles.links}>
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          href={href('/stock-contest/past-rankings', { activityId: period.activity_id })}
        >
          本期完整排名
        </Link>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/stock-contest/bonus-list')}>
          奖金榜
        </Link>
      </div>
      <Freshness freshness={freshness} />
    </div>
  );
}

/** /stock-contest/bonus-list: prize money over every finished period. */
export function BonusListScreen({ bonus, freshness }: { bonus: ContestBonusList; freshness: Freshness }) {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="bonus-board">
        <h2 id="bonus-board" className={styles.sectionTitle}>
          累计奖金榜
        </h2>
        <p className={styles.muted}>统计已结束的 {bonus.periods} 期比赛，收益榜与稳健榜奖金合计。</p>
        {bonus.rows.length === 0 ? (
          <EmptyState title="暂无获奖选手" />
        ) : (
          <table className={styles.table} data-testid="bonus-list">
            <thead>
              <tr>
                <th scope="col">排名</th>
                <th scope="col">选手</th>
                <th scope="col">获奖次数</th>
                <th scope="col">最佳名次</th>
                <th scope="col">累计奖金（元）</th>
              </tr>
            </thead>
            <tbody>
              {bonus.rows.map((row) => (
                <tr key={`${row.rank}-${row.nickname}-${row.prize_fen}`}>
                  <td>{row.rank}</td>
                  <td>{row.nickname}</td>
                  <td>{row.wins}</td>
                  <td>第{row.best_place}名</td>
                  <td>
                    <Yuan fen={row.prize_fen} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
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
      <Freshness freshness={freshness} />
    </div>
  );
}

export function NoPastPeriods() {
  return (
    <div className={styles.screen}>
      <EmptyState
        title="暂无已结束的比赛"
        description="第一期比赛结束后，这里公布最终排名与获奖名单。"
        action={
          <Link className={buttonClass({ block: true })} href={href('/stock-contest/index')}>
            查看本期比赛
          </Link>
        }
      />
    </div>
  );
}

type FoundPeriod = Extract<PastPeriodRead, { kind: 'found' }>;

/** A past-period page's body: the failed read, no finished period yet, a period still running, or the screen. */
export function PastPeriodView({
  read,
  render,
}: {
  read: Exclude<PastPeriodRead, { kind: 'missing' }>;
  render: (found: FoundPeriod) => ReactNode;
}) {
  if (!read.ok) return <ReadError error={read.error} />;
  if (read.kind === 'none') return <NoPastPeriods />;
  return read.results.period.settled ? render(read) : <PeriodPending period={read.results.period} />;
}
