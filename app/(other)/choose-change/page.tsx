import { SelfStockList } from '@/components/bridge/self-stock-list';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/choose-change', { description: '自选股异动提醒：涨跌、成交与资金异动。' });

export default function ChooseChangePage() {
  return (
    <PageShell route="/choose-change">
      <SelfStockList
        intro="自选股盘中出现大幅波动、快速拉升或打压、涨跌停时提醒您。点击股票查看详情。"
        kind="alerts"
        feature="自选股异动"
        emptyHint="在 App 中添加自选股后，这里会显示它们的异动提醒。"
      />
    </PageShell>
  );
}
