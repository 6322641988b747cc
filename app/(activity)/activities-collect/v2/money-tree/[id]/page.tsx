import { MoneyTreeHubView } from '@/components/activity-hub/hub-views';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readMoneyTree } from '@/lib/activity-hub/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/activities-collect/v2/money-tree/{id}', {
    description: '摇钱树活动：做任务浇水，果实参与公开可验证的抽奖。',
  });

export default async function HubMoneyTreePage({ params }: Props) {
  const read = orNotFound(await readMoneyTree(await pageId(params, 'id')));
  return (
    <PageShell route="/activities-collect/v2/money-tree/{id}">
      {read.ok ? <MoneyTreeHubView tree={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
