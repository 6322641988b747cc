import { MoneyTreeMineScreen } from '@/components/activity-hub/money-tree-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { EmptyState } from '@/components/ui/states';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readMoneyTree } from '@/lib/activity-hub/server';
import { pageMetadata } from '@/lib/routes/page';

type Props = { params: Promise<{ id: string }> };

export const metadata = pageMetadata('/moneyTree/mine/{id}/v2', { robots: { index: false } });

export default async function MoneyTreeMinePage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = orNotFound(await readMoneyTree(id));
  return (
    <PageShell route="/moneyTree/mine/{id}/v2">
      {read.ok && read.data.me ? (
        <MoneyTreeMineScreen tree={read.data} />
      ) : read.ok ? (
        <EmptyState title="登录已失效" description="请重新登录后查看你的摇钱树。" />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
