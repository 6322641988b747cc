import { SelfStockList } from '@/components/bridge/self-stock-list';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/choose-event', { description: '自选股事件：公告、龙虎榜与大宗交易。' });

export default function ChooseEventPage() {
  return (
    <PageShell route="/choose-event">
      <SelfStockList
        intro="自选股的公告、龙虎榜、限售解禁、分红送转等事件汇总。点击股票查看详情。"
        kind="events"
        feature="自选股事件"
        emptyHint="在 App 中添加自选股后，这里会汇总它们的重要事件。"
      />
    </PageShell>
  );
}
