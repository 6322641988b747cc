import { ContestSearchScreen } from '@/components/contest/contest-static';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { searchSecurities } from '@/lib/market/stock-server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/stock-contest/search', { description: '查找参赛股票的代码。' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StockContestSearchPage({ searchParams }: Props) {
  const raw = (await searchParams).q;
  const query = typeof raw === 'string' ? raw.trim().slice(0, 20) : '';
  const read = query ? await searchSecurities(query) : null;
  return (
    <PageShell route="/stock-contest/search">
      {read && !read.ok ? (
        <ReadError error={read.error} />
      ) : (
        <ContestSearchScreen query={query} result={read ? read.data : null} />
      )}
    </PageShell>
  );
}
