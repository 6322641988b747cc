import { CapsuleStockScreen } from '@/components/activity-hub/capsule-more-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readCapsuleStock } from '@/lib/activity-hub/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string; code: string }> };

export const generateMetadata = () =>
  shareMetadata('/activity/capsule/{id}/v2/stock/{code}', { description: '胶囊期间个股表现与同期上证指数对比。' });

export default async function CapsuleStockPage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = orNotFound(await readCapsuleStock(id, (await params).code));
  return (
    <PageShell route="/activity/capsule/{id}/v2/stock/{code}">
      {read.ok ? <CapsuleStockScreen stock={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
