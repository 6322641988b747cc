import { HoldingsRank } from '@/components/market/northbound/holdings-rank';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeHoldings } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { param, readChannel, type SearchParams } from '@/lib/market/params';
import { getHoldings } from '@/lib/market/northbound-server';

const PATH = '/tool/northbound/rank';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getHoldings(readChannel(params), param(params, 'period'));
  return marketMetadata(PATH, {
    url: PATH,
    description: data.ok ? describeHoldings(data.data) : '北向资金持股排行（季度披露）。',
  });
}

export default async function HoldingsRankPage({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getHoldings(readChannel(params), param(params, 'period'));
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <HoldingsRank data={data.data} params={params} stale={data.stale} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
