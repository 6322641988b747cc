import { ActivityTaskScreen } from '@/components/activity-hub/hub-views';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { activitiesOfKind } from '@/lib/activity-hub/rules';
import { readActivityHub } from '@/lib/activity-hub/server';
import { pageMetadata } from '@/lib/routes/page';
import { readTaskBoard } from '@/lib/task/server';

export const metadata = pageMetadata('/activities-collect/v2/activity/misson-center', { robots: { index: false } });

export default async function HubTaskPage() {
  const [board, hub] = await Promise.all([readTaskBoard(), readActivityHub()]);
  const trees = hub.ok ? activitiesOfKind(hub.data.items, 'money_tree', 'running') : [];
  return (
    <PageShell route="/activities-collect/v2/activity/misson-center">
      {board.ok ? <ActivityTaskScreen board={board.data} trees={trees} /> : <ReadError error={board.error} />}
    </PageShell>
  );
}
