import { ChooseStockScreen } from '@/components/activity-hub/hub-views';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { activitiesOfKind } from '@/lib/activity-hub/rules';
import { readActivityHub } from '@/lib/activity-hub/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/activities-collect/v2/choose-stock', { description: '选股类活动：模拟炒股大赛与选股时光胶囊。' });

export default async function ChooseStockPage() {
  const read = await readActivityHub();
  return (
    <PageShell route="/activities-collect/v2/choose-stock">
      {read.ok ? (
        <ChooseStockScreen capsules={activitiesOfKind(read.data.items, 'capsule')} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
