import { notFound } from 'next/navigation';
import { KoiHubView } from '@/components/activity-hub/hub-views';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { pageId } from '@/lib/routes/page-params';
import { readActivityHub } from '@/lib/activity-hub/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/activities-collect/v2/activity/koi-page/{id}', {
    description: '锦鲤抽奖：奖品与概率开奖前公布，开奖可复算。',
  });

export default async function HubKoiPage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = await readActivityHub();
  const koi = read.ok ? read.data.items.find((item) => item.kind === 'koi' && item.id === id) : undefined;
  if (read.ok && !koi) notFound();
  return (
    <PageShell route="/activities-collect/v2/activity/koi-page/{id}">
      {koi ? <KoiHubView activity={koi} /> : !read.ok ? <ReadError error={read.error} /> : null}
    </PageShell>
  );
}
