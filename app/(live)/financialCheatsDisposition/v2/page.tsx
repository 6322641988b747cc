import { AnchorGate } from '@/components/anchor/anchor-gate';
import { MaterialListScreen } from '@/components/anchor/material-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listMaterials } from '@/lib/anchor/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/financialCheatsDisposition/v2', { description: '理财秘籍配置：主播在直播间展示的学习素材。' });

export default function FinancialCheatsDispositionPage() {
  return (
    <PageShell route="/financialCheatsDisposition/v2">
      <AnchorGate>
        {async () => {
          const read = await listMaterials();
          return read.ok ? <MaterialListScreen materials={read.data} /> : <ReadError error={read.error} />;
        }}
      </AnchorGate>
    </PageShell>
  );
}
