import { KoiWinPrizeScreen } from '@/components/koi/koi-mine';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readKoiParticipation } from '@/lib/koi/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/activity/koi-page/{id}/v2/win-prize', { robots: { index: false } });

type Props = { params: Promise<{ id: string }> };

export default async function KoiWinPrizePage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = orNotFound(await readKoiParticipation(id));
  return (
    <PageShell route="/activity/koi-page/{id}/v2/win-prize">
      {read.ok ? <KoiWinPrizeScreen activityId={id} awards={read.data.awards} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
