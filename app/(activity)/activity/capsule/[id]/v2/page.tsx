import { CapsuleScreen } from '@/components/activity-hub/capsule-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { currentUrl, orNotFound, pageId } from '@/lib/routes/page-params';
import { readCapsule } from '@/lib/activity-hub/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/activity/capsule/{id}/v2', { description: '封存你看好的股票，开启日揭晓它们能否跑赢上证指数。' });

export default async function CapsulePage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = orNotFound(await readCapsule(id));
  const here = await currentUrl(`/activity/capsule/${id}/v2`);
  return (
    <PageShell route="/activity/capsule/{id}/v2">
      {read.ok ? <CapsuleScreen capsule={read.data} returnTo={here} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
