import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import type { ContestAccount } from '@/lib/contest/schemas';
import type { ContestState } from '@/lib/contest/server';
import { href } from '@/lib/routes/hrefs';
import { DrawdownText, PERIOD_STATUS_LABEL, RankChange, RatioText, ReturnText, Yuan } from './contest-figures';
import { EntryForm } from './entry-form';
import { RankingTable } from './ranking-table';
import { TradeForm } from './trade-form';
import { newActionId } from '@/lib/api/action-key';
import { buttonClass } from '@/components/ui/button';
import styles from './contest.module.css';

/** SPEC §3 nextActiveId, with the day the next period opens for sign-up. */
function NextPeriod({ state }: { state: ContestState }) {
  if (!state.nextActiveId) return null;
  return (
    <p className={styles.muted} data-testid="contest-next-period">
      下一期（第{state.nextActiveId}期）
      {state.nextStartDate ? `${state.nextStartDate} 开赛，届时开放报名。` : '将在本期结束后开放报名。'}
    </p>
  );
}

function PeriodCard({ state }: { state: ContestState }) {
  const info = state.activeInfo;
  return (
    <section className={styles.card} aria-labelledby="contest-period">
      <h2 id="contest-period" className={styles.title}>
        {info.title}
      </h2>
      <p className={styles.muted}>
        {info.start_date} 至 {info.end_date} · {PERIOD_STATUS_LABEL[info.status]} · {info.participants} 人参赛 · 奖池{' '}
        {info.prize_pool_yuan} 元
      </p>
      <NextPeriod state={state} />
    </section>
  );
}

function AccountFacts({ account }: { account: ContestAccount }) {
  return (
    <dl className={styles.facts} data-testid="contest-account">
      <div>
        <dt>总资产（元）</dt>
        <dd>
          <Yuan fen={account.equity_fen} />
        </dd>
      </div>
      <div>
        <dt>可用资金（元）</dt>
        <dd>
          <Yuan fen={account.cash_fen} />
        </dd>
      </div>
      <div>
        <dt>总收益</dt>
        <dd>
          <ReturnText value={account.score.total_return} />
        </dd>
      </div>
      <div>
        <dt>当日收益</dt>
        <dd>
          <ReturnText value={account.score.daily_return} />
        </dd>
      </div>
      <div>
        <dt>最大回撤</dt>
        <dd>
          <DrawdownText value={account.score.max_drawdown} />
        </dd>
      </div>
      <div>
        <dt>收益/回撤</dt>
        <dd>
          <RatioText value={account.score.risk_adjusted} />
        </dd>
      </div>
      <div>
        <dt>收益排名</dt>
        <dd data-testid="contest-rank">
          {account.rank ?? '--'}/{account.entrants} <RankChange value={account.rank_change} />
        </dd>
      </div>
      <div>
        <dt>风险调整排名</dt>
        <dd>
          {account.risk_rank ?? '--'}/{account.entrants}
        </dd>
      </div>
    </dl>
  );
}

/** /stock-contest/index: the period, the sign-up or the viewer's standing, and the board. */
export function ContestIndexScreen({ state }: { state: ContestState }) {
  const entered = state.authInfo.certified;
  return (
    <div className={styles.screen}>
      <PeriodCard state={state} />
      <section className={styles.card} aria-labelledby="contest-mine" id={ENTRY_ANCHOR}>
        <h2 id="contest-mine" className={styles.sectionTitle}>
          {entered ? '我的战绩' : '报名参赛'}
        </h2>
        {entered ? (
          <>
            <AccountFacts account={state.entryDetailInfo} />
            <div className={styles.links}>
              <Link className={buttonClass({ block: true })} href={href('/stock-contest/entry-detail')}>
                去交易
              </Link>
              <Link
                className={buttonClass({ variant: 'secondary', block: true })}
                href={href('/stock-contest/my-record')}
              >
                我的参赛记录
              </Link>
            </div>
          </>
        ) : state.activeInfo.status === 'ended' ? (
          <p className={styles.muted}>本期比赛已结束，请关注下一期。</p>
        ) : (
          <>
            <p className={styles.muted}>
              报名即获 1,000,000 元虚拟资金，按真实行情收盘价模拟买卖，比拼收益与回撤控制。
            </p>
            <EntryForm activityId={state.activeId} />
          </>
        )}
      </section>
      <section className={styles.card} aria-labelledby="contest-board">
        <h2 id="contest-board" className={styles.sectionTitle}>
          收益排行
        </h2>
        <RankingTable ranking={state.ranking} />
      </section>
      <div className={styles.links}>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/stock-contest/rule')}>
          大赛规则
        </Link>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/stock-contest/search')}>
          搜索股票
        </Link>
      </div>
      <nav className={styles.links} aria-label="往期比赛">
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
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/stock-contest/bonus-list')}>
          奖金榜
        </Link>
      </nav>
    </div>
  );
}

function HoldingsTable({ account }: { account: ContestAccount }) {
  if (account.holdings.length === 0) return <EmptyState title="暂无持仓" description="输入股票代码买入第一只股票。" />;
  return (
    <table className={styles.table} data-testid="contest-holdings">
      <thead>
        <tr>
          <th scope="col">股票</th>
          <th scope="col">持仓/可卖</th>
          <th scope="col">收盘价</th>
          <th scope="col">市值（元）</th>
        </tr>
      </thead>
      <tbody>
        {account.holdings.map((holding) => (
          <tr key={holding.code}>
            <td>
              <span className={styles.name}>{holding.name}</span>
              <span className={styles.code}>
                {holding.code}
                {holding.limit_up ? ' · 涨停' : ''}
              </span>
            </td>
            <td>
              {holding.quantity}/{holding.sellable}
            </td>
            <td>
              <Yuan fen={holding.close_fen} />
            </td>
            <td>
              <Yuan fen={holding.value_fen} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function TradesList({ account }: { account: ContestAccount }) {
  if (account.trades.length === 0) return <EmptyState title="暂无成交" />;
  return (
    <ul className={styles.list} data-testid="contest-trades">
      {account.trades.map((trade) => (
        <li key={trade.id}>
          <span>
            {trade.day} {trade.side === 'buy' ? '买入' : '卖出'} {trade.name}（{trade.code}）
          </span>
          <span>
            {trade.quantity}股 × <Yuan fen={trade.price_fen} />
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The index's sign-up section: 去报名 lands on the form itself, not at the top of the page. */
const ENTRY_ANCHOR = 'contest-entry';

function NotEntered({ state }: { state: ContestState }) {
  if (state.activeInfo.status === 'ended') {
    return (
      <EmptyState
        title="本期比赛已结束"
        description={
          state.nextActiveId && state.nextStartDate
            ? `下一期（第${state.nextActiveId}期）${state.nextStartDate} 开赛，届时开放报名。`
            : '请关注下一期比赛。'
        }
      />
    );
  }
  return (
    <EmptyState
      title="您尚未报名本期比赛"
      description="报名后即可获得虚拟资金开始交易。"
      action={
        <Link className={buttonClass({ block: true })} href={`${href('/stock-contest/index')}#${ENTRY_ANCHOR}`}>
          去报名
        </Link>
      }
    />
  );
}

/** /stock-contest/entry-detail: the viewer's account, the order form and the fills. */
export function EntryDetailScreen({ state, code }: { state: ContestState; code: string }) {
  const account = state.entryDetailInfo;
  if (!state.authInfo.certified)
    return (
      <div className={styles.screen}>
        <NotEntered state={state} />
      </div>
    );
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="entry-account">
        <h2 id="entry-account" className={styles.sectionTitle}>
          {state.activeInfo.title}
        </h2>
        <AccountFacts account={account} />
      </section>
      <section className={styles.card} aria-labelledby="entry-trade">
        <h2 id="entry-trade" className={styles.sectionTitle}>
          下单（{account.trading_day}）
        </h2>
        <TradeForm
          activityId={state.activeId}
          initialCode={code}
          marketOpen={account.market_open}
          actionId={newActionId()}
        />
        <div className={styles.links}>
          <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/stock-contest/search')}>
            查找股票代码
          </Link>
        </div>
      </section>
      <section className={styles.card} aria-labelledby="entry-holdings">
        <h2 id="entry-holdings" className={styles.sectionTitle}>
          持仓
        </h2>
        <HoldingsTable account={account} />
      </section>
      <section className={styles.card} aria-labelledby="entry-trades">
        <h2 id="entry-trades" className={styles.sectionTitle}>
          成交记录
        </h2>
        <TradesList account={account} />
      </section>
    </div>
  );
}

/** /stock-contest/my-record: the account value at each close (daily return beside it) and every fill. */
export function MyRecordScreen({ state }: { state: ContestState }) {
  const account = state.entryDetailInfo;
  if (!state.authInfo.certified)
    return (
      <div className={styles.screen}>
        <NotEntered state={state} />
      </div>
    );
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="record-score">
        <h2 id="record-score" className={styles.sectionTitle}>
          {state.activeInfo.title}
        </h2>
        <AccountFacts account={account} />
      </section>
      <section className={styles.card} aria-labelledby="record-curve">
        <h2 id="record-curve" className={styles.sectionTitle}>
          每日资产
        </h2>
        {account.curve.length === 0 ? (
          <EmptyState title="暂无净值记录" description="买入第一只股票后，从当日收盘开始记录。" />
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">交易日</th>
                <th scope="col">总资产（元）</th>
                <th scope="col">当日收益</th>
              </tr>
            </thead>
            <tbody>
              {account.curve
                .map((point, index) => ({
                  ...point,
                  previous: index === 0 ? account.initial_fen : account.curve[index - 1].equity_fen,
                }))
                .reverse()
                .map((point) => (
                  <tr key={point.day}>
                    <td>{point.day}</td>
                    <td>
                      <Yuan fen={point.equity_fen} />
                    </td>
                    <td>
                      <ReturnText value={(point.equity_fen - point.previous) / point.previous} />
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        )}
      </section>
      <section className={styles.card} aria-labelledby="record-trades">
        <h2 id="record-trades" className={styles.sectionTitle}>
          成交记录
        </h2>
        <TradesList account={account} />
      </section>
      <div className={styles.links}>
        <Link className={buttonClass({ block: true })} href={href('/stock-contest/record-share')}>
          分享本期战绩
        </Link>
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          href={href('/stock-contest/past-share-index')}
        >
          往期战绩
        </Link>
      </div>
    </div>
  );
}
