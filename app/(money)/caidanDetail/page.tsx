import { CaidanEntries } from '@/components/caidan/caidan-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { shareMetadata } from '@/lib/share/metadata';
import { readEntries } from '@/lib/wallet/server';

export const generateMetadata = () =>
  shareMetadata('/caidanDetail', { description: '财蛋的获得与使用记录' }, { robots: { index: false } });

export default async function CaidanDetailPage() {
  const entries = await readEntries('caidan');
  return (
    <PageShell route="/caidanDetail">
      {entries.ok ? <CaidanEntries entries={entries.data} /> : <ReadError error={entries.error} />}
    </PageShell>
  );
}
