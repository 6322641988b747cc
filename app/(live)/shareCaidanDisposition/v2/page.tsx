import { AnchorGate } from '@/components/anchor/anchor-gate';
import { LuckyBagDispositionScreen } from '@/components/anchor/lucky-bag-disposition-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listAnchorBags } from '@/lib/anchor/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/shareCaidanDisposition/v2', { description: '发起直播间福袋：奖品、人数、范围与参与条件。' });

export default function ShareCaidanDispositionPage() {
  return (
    <PageShell route="/shareCaidanDisposition/v2">
      <AnchorGate>
        {async () => {
          const bags = await listAnchorBags();
          return bags.ok ? <LuckyBagDispositionScreen bags={bags.data} /> : <ReadError error={bags.error} />;
        }}
      </AnchorGate>
    </PageShell>
  );
}
