import { StrategyList } from '@/components/market/strategies/strategy-views';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { getStrategies } from '@/lib/market/screener-server';

const PATH = '/stockProjectListNew';

export async function generateMetadata() {
  return marketMetadata(PATH, { url: PATH, description: '选股方案（新版）：每个方案的入选个股与表现。' });
}

export default async function StrategiesPage() {
  const data = await getStrategies();
  return (
    <PageShell route={PATH}>
      {data.ok ? <StrategyList data={data.data} stale={data.stale} cards /> : <ReadError error={data.error} />}
    </PageShell>
  );
}
