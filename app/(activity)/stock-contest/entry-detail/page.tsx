import { headers } from 'next/headers';
import { EntryDetailScreen } from '@/components/contest/contest-screens';
import { ContestLoginPrompt } from '@/components/contest/contest-static';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readContestState } from '@/lib/contest/server';
import { withBasePath } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata(
    '/stock-contest/entry-detail',
    { description: '选股大赛参赛详情：持仓、成交与排名。' },
    { robots: { index: false } },
  );

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function StockContestEntryDetailPage({ searchParams }: Props) {
  const query = await searchParams;
  const code = typeof query.code === 'string' && /^\d{6}$/.test(query.code) ? query.code : '';
  const here = (await headers()).get('x-h5-url') ?? withBasePath('/stock-contest/entry-detail');
  if (!(await hasSession())) {
    return (
      <PageShell route="/stock-contest/entry-detail">
        <ContestLoginPrompt returnTo={here} />
      </PageShell>
    );
  }
  const read = await readContestState();
  return (
    <PageShell route="/stock-contest/entry-detail">
      {read.ok ? <EntryDetailScreen state={read.data} code={code} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
