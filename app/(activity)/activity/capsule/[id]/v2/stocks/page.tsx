import { CapsuleStocksScreen } from '@/components/activity-hub/capsule-more-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readCapsule } from '@/lib/activity-hub/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/activity/capsule/{id}/v2/stocks', {
    description: '选股时光胶囊本期股票池：最新价、涨跌幅与封存人数。',
  });

export default async function CapsuleStocksPage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = orNotFound(await readCapsule(id));
  return (
    <PageShell route="/activity/capsule/{id}/v2/stocks">
      {read.ok ? <CapsuleStocksScreen capsule={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
