import { NorthboundOverview } from '@/components/market/northbound/overview';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeFlows } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readChannel, type SearchParams } from '@/lib/market/params';
import { getFlows, getTop10 } from '@/lib/market/northbound-server';

const PATH = '/tool/northbound-new';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const flows = await getFlows(readChannel(await searchParams));
  return marketMetadata(PATH, {
    url: PATH,
    description: flows.ok ? describeFlows(flows.data) : '北向资金每日成交净买额与十大成交股。',
  });
}

export default async function NorthboundNewPage({ searchParams }: Props) {
  const params = await searchParams;
  const channel = readChannel(params);
  const boards = channel === 'north' ? (['sh', 'sz'] as const) : [channel];
  const [flows, ...top] = await Promise.all([getFlows(channel), ...boards.map((b) => getTop10(b))]);
  const top10 = top.flatMap((t) => (t.ok ? [t.data] : []));
  return (
    <PageShell route={PATH}>
      {flows.ok ? (
        <NorthboundOverview flows={flows.data} top10={top10} params={params} stale={flows.stale} />
      ) : (
        <ReadError error={flows.error} />
      )}
    </PageShell>
  );
}
