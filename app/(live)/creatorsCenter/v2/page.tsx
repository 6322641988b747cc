import { AnchorGate } from '@/components/anchor/anchor-gate';
import { CreatorsCenterScreen } from '@/components/anchor/creators-center-screen';
import { PageShell } from '@/components/ui/page-shell';
import { listAnchorBags } from '@/lib/anchor/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/creatorsCenter/v2', { description: '主播创作者中心：直播间、节目、福袋与数据。' });

export default function CreatorsCenterPage() {
  return (
    <PageShell route="/creatorsCenter/v2">
      <AnchorGate>
        {async (anchor) => {
          const bags = await listAnchorBags();
          return <CreatorsCenterScreen anchor={anchor} bags={bags.ok ? bags.data : []} />;
        }}
      </AnchorGate>
    </PageShell>
  );
}
