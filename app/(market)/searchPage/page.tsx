import { SearchView } from '@/components/market/search/search-view';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import type { SearchParams } from '@/lib/market/params';
import { checkSearch } from '@/lib/market/tool-params';
import { getHotSearches, searchStocks } from '@/lib/market/stock-server';

const PATH = '/searchPage';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return marketMetadata(PATH, { url: PATH, description: '按代码、名称或拼音首字母搜索股票。' });
}

export default async function SearchPage({ searchParams }: Props) {
  const query = checkSearch(await searchParams);
  const [result, hot] = await Promise.all([
    query.ok && query.value ? searchStocks(query.value) : Promise.resolve(null),
    getHotSearches(),
  ]);
  if (!hot.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={hot.error} />
      </PageShell>
    );
  if (result && !result.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={result.error} />
      </PageShell>
    );
  return (
    <PageShell route={PATH}>
      <SearchView
        query={query.ok ? (query.value ?? '') : ''}
        result={result?.ok ? result.data : null}
        hot={hot.data.hot}
        message={query.ok ? undefined : query.message}
      />
    </PageShell>
  );
}
