import { headers } from 'next/headers';
import { ContestIndexScreen } from '@/components/contest/contest-screens';
import { ContestLoginPrompt } from '@/components/contest/contest-static';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readContestState } from '@/lib/contest/server';
import { withBasePath } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/stock-contest/index', { description: '百万虚拟资金模拟选股，比收益也比回撤控制。' });

export default async function StockContestIndexPage() {
  const here = (await headers()).get('x-h5-url') ?? withBasePath('/stock-contest/index');
  if (!(await hasSession())) {
    return (
      <PageShell route="/stock-contest/index">
        <ContestLoginPrompt returnTo={here} />
      </PageShell>
    );
  }
  const read = await readContestState();
  return (
    <PageShell route="/stock-contest/index">
      {read.ok ? <ContestIndexScreen state={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
