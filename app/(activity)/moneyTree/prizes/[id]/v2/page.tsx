import { MoneyTreePrizesScreen } from '@/components/activity-hub/money-tree-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readMoneyTree } from '@/lib/activity-hub/server';
import { getVerifiedDraw } from '@/lib/live/lucky-bag-server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/moneyTree/prizes/{id}/v2', { description: '摇钱树奖品、中奖概率、随机种子承诺与开奖名单公示。' });

export default async function MoneyTreePrizesPage({ params }: Props) {
  const id = await pageId(params, 'id');
  const read = orNotFound(await readMoneyTree(id));
  // The same recomputation as the lucky bag's rule page (one draw implementation).
  const proof = read.ok && read.data.draw.seed !== null ? await getVerifiedDraw(read.data.draw.id) : null;
  const verified =
    proof?.ok && proof.data.verification
      ? proof.data.verification.hashMatches && proof.data.verification.winnersMatch
      : null;
  return (
    <PageShell route="/moneyTree/prizes/{id}/v2">
      {read.ok ? (
        <MoneyTreePrizesScreen tree={read.data} verified={verified ?? null} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
