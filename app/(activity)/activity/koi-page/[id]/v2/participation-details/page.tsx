import { KoiDetailsScreen } from '@/components/koi/koi-mine';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { koiPageId, notFoundOn404 } from '@/lib/koi/page';
import { readKoiParticipation } from '@/lib/koi/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/activity/koi-page/{id}/v2/participation-details', { robots: { index: false } });

type Props = { params: Promise<{ id: string }> };

export default async function KoiParticipationDetailsPage({ params }: Props) {
  const read = notFoundOn404(await readKoiParticipation(await koiPageId(params)));
  return <PageShell route="/activity/koi-page/{id}/v2/participation-details">{read.ok ? <KoiDetailsScreen data={read.data} /> : <ReadError error={read.error} />}</PageShell>;
}
