import { headers } from 'next/headers';
import { ContestLoginPrompt } from '@/components/contest/contest-static';
import { PastShareIndexScreen } from '@/components/contest/record-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readMyContestRecords } from '@/lib/contest/server';
import { withBasePath } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata(
    '/stock-contest/past-share-index',
    { description: '我参加过的每一期选股大赛战绩，一键分享。' },
    { robots: { index: false } },
  );

export default async function StockContestPastShareIndexPage() {
  const here = (await headers()).get('x-h5-url') ?? withBasePath('/stock-contest/past-share-index');
  if (!(await hasSession())) {
    return (
      <PageShell route="/stock-contest/past-share-index">
        <ContestLoginPrompt returnTo={here} />
      </PageShell>
    );
  }
  const read = await readMyContestRecords();
  return (
    <PageShell route="/stock-contest/past-share-index">
      {read.ok ? <PastShareIndexScreen records={read.data.records} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
