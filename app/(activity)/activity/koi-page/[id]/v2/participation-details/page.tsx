import { KoiDetailsScreen } from '@/components/koi/koi-mine';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readKoiParticipation } from '@/lib/koi/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/activity/koi-page/{id}/v2/participation-details', { robots: { index: false } });

type Props = { params: Promise<{ id: string }> };

export default async function KoiParticipationDetailsPage({ params }: Props) {
  const read = orNotFound(await readKoiParticipation(await pageId(params, 'id')));
  return (
    <PageShell route="/activity/koi-page/{id}/v2/participation-details">
      {read.ok ? <KoiDetailsScreen data={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
