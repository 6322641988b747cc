import { NorthboundLegacy } from '@/components/market/northbound/legacy';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeFlows } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { getFlows } from '@/lib/market/northbound-server';

const PATH = '/tool/northbound';

export async function generateMetadata() {
  const flows = await getFlows('north');
  return marketMetadata(PATH, { url: PATH, description: flows.ok ? describeFlows(flows.data) : '北向资金每日流向。' });
}

export default async function NorthboundLegacyPage() {
  const reads = await Promise.all([getFlows('north'), getFlows('sh'), getFlows('sz')]);
  const failed = reads.find((r) => !r.ok);
  return (
    <PageShell route={PATH}>
      {failed && !failed.ok ? (
        <ReadError error={failed.error} />
      ) : (
        <NorthboundLegacy
          channels={reads.flatMap((r) => (r.ok ? [r.data] : []))}
          stale={reads.some((r) => r.ok && r.stale)}
        />
      )}
    </PageShell>
  );
}
