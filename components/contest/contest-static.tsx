import { AppLink as Link } from '@/components/ui/app-link';
import { EmptyState } from '@/components/ui/states';
import {
  INITIAL_CASH_FEN,
  LOT_SIZE,
  MIN_DRAWDOWN_FOR_RATIO,
  RETURN_PRIZE_PCT,
  RISK_PRIZE_FROM_PERIOD,
  RISK_PRIZE_PCT,
} from '@/lib/contest/rules';
import { formatFen } from '@/lib/format/fen';
import type { SearchResult } from '@/lib/market/search-schemas';
import { href, loginHref, pageUrl } from '@/lib/routes/hrefs';
import { buttonClass } from '@/components/ui/button';
import styles from './contest.module.css';
import { StockCodeInput } from '@/components/bridge/stock-code-input';

/** A contest page seen without a session: what it is, and the way to log in and come back. */
export function ContestLoginPrompt({ returnTo }: { returnTo: string }) {
  return (
    <div className={styles.screen}>
      <EmptyState
        title="登录后参加选股大赛"
        description={`报名即获 ${formatFen(INITIAL_CASH_FEN)} 元虚拟资金，按真实行情模拟交易。`}
        action={
          <Link className={buttonClass({ block: true })} href={loginHref(returnTo)}>
            登录
          </Link>
        }
      />
      <div className={styles.links}>
        <Link className={buttonClass({ variant: 'secondary', block: true })} href={href('/stock-contest/rule')}>
          查看大赛规则
        </Link>
      </div>
    </div>
  );
}

/** /stock-contest/rule: the rules the server enforces, from the same constants. */
export function ContestRuleScreen() {
  return (
    <div className={styles.screen}>
      <section className={styles.card} aria-labelledby="rule-trade">
        <h2 id="rule-trade" className={styles.sectionTitle}>
          交易规则
        </h2>
        <ol className={styles.rules}>
          <li>每期报名后获得 {formatFen(INITIAL_CASH_FEN)} 元虚拟资金，仅用于比赛，不能提现。</li>
          <li>委托以当日收盘价成交，数量须为 {LOT_SIZE} 股的整数倍，买入金额不得超过可用资金。</li>
          <li>T+1：当日买入的股票次日才能卖出。</li>
          <li>收盘涨停的股票不能买入（可以卖出）。</li>
          <li>非交易日（周末与法定节假日休市）暂停交易。</li>
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="rule-rank">
        <h2 id="rule-rank" className={styles.sectionTitle}>
          排名规则
        </h2>
        <ol className={styles.rules}>
          <li>总收益 =（总资产 − 初始资金）÷ 初始资金，总资产按每日收盘价计算。</li>
          <li>最大回撤：总资产从此前最高点回落的最大幅度。</li>
          <li>
            收益排名按总收益从高到低；同时公布风险调整排名：总收益 ÷ 最大回撤（回撤不足 {MIN_DRAWDOWN_FOR_RATIO * 100}%
            按 {MIN_DRAWDOWN_FOR_RATIO * 100}% 计）。
          </li>
          <li>排名变化与上一交易日收盘时的排名相比。</li>
        </ol>
      </section>
      <section className={styles.card} aria-labelledby="rule-prize">
        <h2 id="rule-prize" className={styles.sectionTitle}>
          奖励规则
        </h2>
        <ol className={styles.rules}>
          <li>每期周一开赛、周五收盘结束，结束后排名与获奖名单即公布并永久保存，奖金随即发放至钱包余额。</li>
          <li>收益榜：总收益前三名分得奖池的 {RETURN_PRIZE_PCT.join('%、')}%。</li>
          <li>
            稳健榜（第{RISK_PRIZE_FROM_PERIOD}期起）：收益/回撤前三名分得奖池的 {RISK_PRIZE_PCT.join('%、')}%。
          </li>
          <li>总收益为正方可获奖；名次并列者平分所占名次的奖金。获奖选手昵称公示时隐去部分字符。</li>
        </ol>
      </section>
      <p className={styles.muted}>比赛为模拟交易，内容仅供参考，不构成投资建议，投资者据此操作风险自担。</p>
    </div>
  );
}

/** /stock-contest/search: find a code by name or digits, then trade it. */
export function ContestSearchScreen({ query, result }: { query: string; result: SearchResult | null }) {
  return (
    <div className={styles.screen}>
      <form className={styles.searchForm} role="search" action={pageUrl('/stock-contest/search')}>
        <StockCodeInput
          className={styles.input}
          type="search"
          inputMode="search"
          name="q"
          defaultValue={query}
          maxLength={12}
          placeholder="输入股票代码或名称"
          aria-label="股票代码或名称"
        />
        <button className={buttonClass()} type="submit">
          搜索
        </button>
      </form>
      {result === null ? (
        <EmptyState title="输入代码或名称搜索" description="如 600036 或 招商银行。" />
      ) : result.rows.length === 0 ? (
        <EmptyState title="没有找到相关股票" description="请检查代码或名称后重试。" />
      ) : (
        <ul className={styles.list} data-testid="contest-search-results">
          {result.rows.map((row) => (
            <li key={row.code}>
              <span>
                {row.name}（{row.code}）
              </span>
              <Link href={href('/stock-contest/entry-detail', { code: row.code })}>去交易</Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
