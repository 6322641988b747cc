import { SimilarView } from '@/components/market/similar/similar-views';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { readSimilarPage } from '@/lib/market/similar-read';

const PATH = '/similar-candlestick/index';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await readSimilarPage(params);
  const five = data.ok ? data.data.stats.find((s) => s.horizon === 5) : undefined;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data.ok
      ? `${data.data.target.security.name}最近${data.data.window}日的相似历史走势：之后5日上涨概率 ${five?.winRate ?? '--'}%（n=${five?.n ?? 0}）。`
      : '相似K线：按收盘价相关性搜索相似历史走势及其后续表现。',
  });
}

export default async function SimilarPage({ searchParams }: Props) {
  const params = await searchParams;
  const data = await readSimilarPage(params);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <SimilarView data={data.data} stale={data.stale} />
      ) : (
        <StockReadError error={data.error} list={{ path: PATH, label: '重新搜索' }} />
      )}
    </PageShell>
  );
}
