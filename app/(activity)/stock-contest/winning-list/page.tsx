import { notFound } from 'next/navigation';
import { PastPeriodView, WinningListScreen } from '@/components/contest/past-screens';
import { PageShell } from '@/components/ui/page-shell';
import { readPastPeriod } from '@/lib/contest/server';
import { NEW_WINNING_LIST_MIN_ACTIVITY } from '@/lib/routes/redirects';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/stock-contest/winning-list', { description: '选股大赛第1–14期获奖名单（收益榜）。' });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StockContestWinningListPage({ searchParams }: Props) {
  const read = await readPastPeriod((await searchParams).activityId, NEW_WINNING_LIST_MIN_ACTIVITY);
  if (read.ok && read.kind === 'missing') notFound();
  return (
    <PageShell route="/stock-contest/winning-list">
      <PastPeriodView
        read={read}
        render={(found) => <WinningListScreen list={found.list} results={found.results} freshness={found.freshness} />}
      />
    </PageShell>
  );
}
