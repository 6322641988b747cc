import { EmptyState } from '@/components/ui/states';
import type { ContestRanking } from '@/lib/contest/schemas';
import { DrawdownText, RankChange, RatioText, ReturnText } from './contest-figures';
import styles from './contest.module.css';

/** The period's board: rank by total return, and the risk-adjusted rank (return / max drawdown) beside it. */
export function RankingTable({ ranking }: { ranking: ContestRanking }) {
  if (ranking.rows.length === 0)
    return <EmptyState title="暂无参赛选手" description="报名后买入第一只股票即可上榜。" />;
  return (
    <table className={styles.table} data-testid="contest-ranking">
      <caption className={styles.caption}>
        收益/回撤 = 总收益 ÷ 最大回撤（回撤不足 1% 按 1% 计），括号内为按此排名。数据截至 {ranking.trading_day} 收盘。
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
        {ranking.rows.map((row) => (
          <tr key={`${row.rank}-${row.nickname}-${row.risk_rank}`} data-mine={row.mine}>
            <td>
              {row.rank} <RankChange value={row.rank_change} />
            </td>
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
  );
}
