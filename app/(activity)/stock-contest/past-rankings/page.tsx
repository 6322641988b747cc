import { notFound } from 'next/navigation';
import { PastPeriodView, PastRankingsScreen } from '@/components/contest/past-screens';
import { PageShell } from '@/components/ui/page-shell';
import { readPastPeriod } from '@/lib/contest/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/stock-contest/past-rankings', { description: '选股大赛往期最终排名：总收益、最大回撤与收益/回撤。' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StockContestPastRankingsPage({ searchParams }: Props) {
  const read = await readPastPeriod((await searchParams).activityId);
  if (read.ok && read.kind === 'missing') notFound();
  return (
    <PageShell route="/stock-contest/past-rankings">
      <PastPeriodView
        read={read}
        render={(found) => <PastRankingsScreen list={found.list} results={found.results} freshness={found.freshness} />}
      />
    </PageShell>
  );
}
