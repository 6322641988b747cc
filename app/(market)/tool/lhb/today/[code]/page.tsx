import { StockDay } from '@/components/market/lhb/stock-day';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { PageShell } from '@/components/ui/page-shell';
import { describeStockDay } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readDate, type SearchParams } from '@/lib/market/params';
import { getLhbStockDay } from '@/lib/market/lhb-server';

type Props = { params: Promise<{ code: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  const [{ code }, query] = await Promise.all([params, searchParams]);
  const day = await getLhbStockDay(code, readDate(query));
  return marketMetadata('/tool/lhb/today/{code}', {
    url: `/tool/lhb/today/${code}`,
    description: day.ok ? describeStockDay(day.data) : '个股龙虎榜买卖席位。',
  });
}

export default async function LhbStockDayPage({ params, searchParams }: Props) {
  const [{ code }, query] = await Promise.all([params, searchParams]);
  const path = `/tool/lhb/today/${code}`;
  const day = await getLhbStockDay(code, readDate(query));
  return (
    <PageShell route="/tool/lhb/today/{code}">
      {day.ok ? (
        <StockDay data={day.data} params={query} path={path} stale={day.stale} />
      ) : (
        <StockReadError error={day.error} list={{ path: '/lhb/homePage', label: '查看今日龙虎榜' }} />
      )}
    </PageShell>
  );
}
