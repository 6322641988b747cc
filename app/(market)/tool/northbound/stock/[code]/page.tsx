import { StockHoldingView } from '@/components/market/northbound/stock-holding';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { PageShell } from '@/components/ui/page-shell';
import { describeStockHolding } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { getStockHolding } from '@/lib/market/northbound-server';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props) {
  const { code } = await params;
  const data = await getStockHolding(code);
  return marketMetadata('/tool/northbound/stock/{code}', {
    url: `/tool/northbound/stock/${code}`,
    description: data.ok ? describeStockHolding(data.data) : '个股北向持股。',
  });
}

export default async function NorthboundStockPage({ params }: Props) {
  const { code } = await params;
  const data = await getStockHolding(code);
  return (
    <PageShell route="/tool/northbound/stock/{code}">
      {data.ok ? (
        <StockHoldingView data={data.data} stale={data.stale} />
      ) : (
        <StockReadError error={data.error} list={{ path: '/tool/northbound/rank', label: '查看北向持股排行' }} />
      )}
    </PageShell>
  );
}
