import { notFound } from 'next/navigation';
import { PastPeriodView, NewWinningListScreen } from '@/components/contest/past-screens';
import { PageShell } from '@/components/ui/page-shell';
import { readPastPeriod } from '@/lib/contest/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/stock-contest/new-winning-list', {
    description: '选股大赛中奖公示：收益榜与稳健榜（收益/回撤）获奖名单及奖金。',
  });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StockContestNewWinningListPage({ searchParams }: Props) {
  const read = await readPastPeriod((await searchParams).activityId);
  if (read.ok && read.kind === 'missing') notFound();
  return (
    <PageShell route="/stock-contest/new-winning-list">
      <PastPeriodView
        read={read}
        render={(found) => (
          <NewWinningListScreen list={found.list} results={found.results} freshness={found.freshness} />
        )}
      />
    </PageShell>
  );
}
