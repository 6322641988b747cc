import { NorthboundSearch } from '@/components/market/northbound/search';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { param, type SearchParams } from '@/lib/market/params';
import { getHoldings } from '@/lib/market/northbound-server';
import { searchSecurities } from '@/lib/market/stock-server';

const PATH = '/tool/northbound-search';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return marketMetadata(PATH, { url: PATH, description: '按代码或名称查询北向资金持股（季度披露）与十大成交记录。' });
}

export default async function NorthboundSearchPage({ searchParams }: Props) {
  const query = (param(await searchParams, 'q') ?? '').trim().slice(0, 20);
  const [result, holdings] = await Promise.all([
    query ? searchSecurities(query) : Promise.resolve(null),
    getHoldings('north'),
  ]);
  return (
    <PageShell route={PATH}>
      <NorthboundSearch
        query={query}
        result={result?.ok ? result.data : null}
        suggestions={holdings.ok ? holdings.data.rows : []}
        asOf={holdings.ok ? holdings.data.asOf : undefined}
      />
    </PageShell>
  );
}
