import { MyRecordScreen } from '@/components/contest/contest-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readContestState } from '@/lib/contest/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/stock-contest/my-record', { robots: { index: false } });

export default async function StockContestMyRecordPage() {
  const read = await readContestState();
  return (
    <PageShell route="/stock-contest/my-record">
      {read.ok ? <MyRecordScreen state={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
