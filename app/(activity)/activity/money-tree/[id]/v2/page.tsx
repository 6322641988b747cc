import { MoneyTreeScreen } from '@/components/activity-hub/money-tree-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { currentUrl, orNotFound, pageId } from '@/lib/routes/page-params';
import { readMoneyTree } from '@/lib/activity-hub/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/activity/money-tree/{id}/v2', {
    description: '做任务浇水，摇钱树结果即可参与抽奖；奖品数量与概率公开，开奖可复算。',
  });

export default async function MoneyTreePage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = orNotFound(await readMoneyTree(id));
  const here = await currentUrl(`/activity/money-tree/${id}/v2`);
  return (
    <PageShell route="/activity/money-tree/{id}/v2">
      {read.ok ? <MoneyTreeScreen tree={read.data} returnTo={here} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
