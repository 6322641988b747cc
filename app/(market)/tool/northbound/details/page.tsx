import { FlowHistory } from '@/components/market/northbound/flow-history';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeFlows } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readChannel, readPeriod, type SearchParams } from '@/lib/market/params';
import { getFlows } from '@/lib/market/northbound-server';

const PATH = '/tool/northbound/details';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const flows = await getFlows(readChannel(await searchParams));
  return marketMetadata(PATH, { url: PATH, description: flows.ok ? describeFlows(flows.data) : '北向资金每日明细。' });
}

export default async function NorthboundDetailsPage({ searchParams }: Props) {
  const params = await searchParams;
  const flows = await getFlows(readChannel(params));
  return (
    <PageShell route={PATH}>
      {flows.ok ? (
        <FlowHistory flows={flows.data} period={readPeriod(params)} params={params} stale={flows.stale} />
      ) : (
        <ReadError error={flows.error} />
      )}
    </PageShell>
  );
}
