import { CapsuleHistoryScreen } from '@/components/activity-hub/capsule-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { pageId } from '@/lib/routes/page-params';
import { readCapsuleHistory } from '@/lib/activity-hub/server';
import { pageMetadata } from '@/lib/routes/page';

type Props = { params: Promise<{ id: string }> };

export const metadata = pageMetadata('/activity/capsule/{id}/v2/history', { robots: { index: false } });

export default async function CapsuleHistoryPage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = await readCapsuleHistory();
  return (
    <PageShell route="/activity/capsule/{id}/v2/history">
      {read.ok ? <CapsuleHistoryScreen history={read.data} capsuleId={id} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
