import { AiProjectView } from '@/components/market/strategies/strategy-views';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { getStrategies } from '@/lib/market/screener-server';

const PATH = '/AIProject';

export async function generateMetadata() {
  return marketMetadata(PATH, { url: PATH, description: 'AI智能选股：选股方案、相似K线、AI诊股与技术形态工具。' });
}

export default async function StrategiesPage() {
  const data = await getStrategies();
  return (
    <PageShell route={PATH}>
      {data.ok ? <AiProjectView data={data.data} stale={data.stale} /> : <ReadError error={data.error} />}
    </PageShell>
  );
}
