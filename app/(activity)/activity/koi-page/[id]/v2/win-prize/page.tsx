import { KoiWinPrizeScreen } from '@/components/koi/koi-mine';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { koiPageId, notFoundOn404 } from '@/lib/koi/page';
import { readKoiParticipation } from '@/lib/koi/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/activity/koi-page/{id}/v2/win-prize', { robots: { index: false } });

type Props = { params: Promise<{ id: string }> };

export default async function KoiWinPrizePage({ params }: Props) {
  const id = await koiPageId(params);
  const read = notFoundOn404(await readKoiParticipation(id));
  return <PageShell route="/activity/koi-page/{id}/v2/win-prize">{read.ok ? <KoiWinPrizeScreen activityId={id} awards={read.data.awards} /> : <ReadError error={read.error} />}</PageShell>;
}
