import { KoiRulesScreen } from '@/components/koi/koi-rules';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orNotFound, pageId } from '@/lib/routes/page-params';
import { readKoiActivity } from '@/lib/koi/server';
import { shareMetadata } from '@/lib/share/metadata';

type Props = { params: Promise<{ id: string }> };

export const generateMetadata = () =>
  shareMetadata('/activity/koi-page/{id}/v2/winning-rules', {
    description: '每个奖品的数量和中奖概率、开奖种子哈希与验证方法。',
  });

export default async function KoiWinningRulesPage({ params }: Props) {
  const read = orNotFound(await readKoiActivity(await pageId(params, 'id')));
  return (
    <PageShell route="/activity/koi-page/{id}/v2/winning-rules">
      {read.ok ? <KoiRulesScreen activity={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
