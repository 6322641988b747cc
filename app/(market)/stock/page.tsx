import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { SearchView } from '@/components/market/search/search-view';
import { StockView } from '@/components/market/stock/stock-view';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { checkOptionalCode } from '@/lib/market/tool-params';
import { getHotSearches, getStockPage } from '@/lib/market/stock-server';
import { formatPct } from '@/lib/format/number';
import { badInput } from '@/lib/read/result';

const PATH = '/stock';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const code = checkOptionalCode(params);
  const data = code.ok && code.value ? await getStockPage(code.value) : null;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data?.ok
      ? `${data.data.security.name}（${data.data.security.code}）收盘 ${data.data.quote.close}，${formatPct(data.data.quote.pct)}。`
      : '个股行情、K线与相关数据工具。',
  });
}

export default async function StockPageRoute({ searchParams }: Props) {
  const params = await searchParams;
  const code = checkOptionalCode(params);
  if (!code.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={badInput(code.message).error} back={{ path: '/searchPage', label: '搜索股票' }} />
      </PageShell>
    );
  if (!code.value) {
    const hot = await getHotSearches();
    return (
      <PageShell route={PATH}>
        {hot.ok ? <SearchView query="" result={null} hot={hot.data.hot} /> : <ReadError error={hot.error} />}
      </PageShell>
    );
  }
  const data = await getStockPage(code.value);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <StockView data={data.data} stale={data.stale} />
      ) : (
        <StockReadError error={data.error} list={{ path: '/searchPage', label: '搜索股票' }} />
      )}
    </PageShell>
  );
}
