import { ContestRuleScreen } from '@/components/contest/contest-static';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/stock-contest/rule', {
    description: '选股大赛交易与排名规则：100股整数倍、T+1、涨停不可买入、按收益与收益/回撤排名。',
  });

export default function StockContestRulePage() {
  return (
    <PageShell route="/stock-contest/rule" sandboxData={false}>
      <ContestRuleScreen />
    </PageShell>
  );
}
