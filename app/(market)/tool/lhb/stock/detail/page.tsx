import { StockStats } from '@/components/market/lhb/stock-stats';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { PageShell } from '@/components/ui/page-shell';
import { describeStockStats } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readCode, readPeriod, withQuery, type SearchParams } from '@/lib/market/params';
import { getLhbStockStatsFor } from '@/lib/market/lhb-server';

const PATH = '/tool/lhb/stock/detail';
type Props = { searchParams: Promise<SearchParams> };

const load = (params: SearchParams) => getLhbStockStatsFor(params, readPeriod(params, '3m'));

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const stats = await load(params);
  return marketMetadata(PATH, {
    url: withQuery(PATH, { code: readCode(params) }, {}),
    description: stats.ok ? describeStockStats(stats.data) : '个股龙虎榜上榜统计。',
  });
}

export default async function LhbStockStatsPage({ searchParams }: Props) {
  const params = await searchParams;
  const stats = await load(params);
  return (
    <PageShell route={PATH}>
      {stats.ok ? (
        <StockStats data={stats.data} params={params} stale={stats.stale} />
      ) : (
        <StockReadError error={stats.error} list={{ path: '/lhb/homePage', label: '查看今日龙虎榜' }} />
      )}
    </PageShell>
  );
}
