import { AnchorGate } from '@/components/anchor/anchor-gate';
import { FilingsScreen } from '@/components/anchor/program-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listAnchorPrograms } from '@/lib/anchor/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/filings/v2', { description: '主播节目备案记录与审核状态。' });

export default function FilingsPage() {
  return (
    <PageShell route="/filings/v2">
      <AnchorGate>
        {async () => {
          const read = await listAnchorPrograms();
          return read.ok ? <FilingsScreen programs={read.data} /> : <ReadError error={read.error} />;
        }}
      </AnchorGate>
    </PageShell>
  );
}
