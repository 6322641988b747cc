import { CapsuleHubView } from '@/components/activity-hub/hub-views';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readCapsule } from '@/lib/activity-hub/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/activities-collect/v2/capsule/{id}', { description: '选股时光胶囊：封存选股，开启日对比上证指数。' });

export default async function HubCapsulePage({ params }: Props) {
  const read = orNotFound(await readCapsule(await pageId(params, 'id')));
  return (
    <PageShell route="/activities-collect/v2/capsule/{id}">
      {read.ok ? <CapsuleHubView capsule={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
