import { KoiMainScreen } from '@/components/koi/koi-main';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { currentUrl, orNotFound, pageId } from '@/lib/routes/page-params';
import { readKoiActivity } from '@/lib/koi/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props) {
  const read = await readKoiActivity(await pageId(params, 'id'));
  return shareMetadata('/activity/koi-page/{id}/v2', {
    title: read.ok ? `${read.data.title} · 锦鲤抽奖` : undefined,
    description: '奖品数量与中奖概率开奖前公示，开奖种子公开可验证。',
  });
}

export default async function KoiPage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = orNotFound(await readKoiActivity(id));
  const here = await currentUrl(`/activity/koi-page/${id}/v2`);
  return (
    <PageShell route="/activity/koi-page/{id}/v2">
      {read.ok ? <KoiMainScreen activity={read.data} returnTo={here} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
