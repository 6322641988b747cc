import { SectorsView } from '@/components/market/northbound/sectors';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeSectors } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { param, type SearchParams } from '@/lib/market/params';
import { getSectors } from '@/lib/market/northbound-server';

const PATH = '/tool/northbound-plate';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const data = await getSectors(param(await searchParams, 'period'));
  return marketMetadata(PATH, {
    url: PATH,
    description: data.ok ? describeSectors(data.data) : '北向资金行业持股分布。',
  });
}

export default async function SectorsPage({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getSectors(param(params, 'period'));
  return (
    <PageShell route={PATH}>
      {data.ok ? <SectorsView data={data.data} params={params} stale={data.stale} /> : <ReadError error={data.error} />}
    </PageShell>
  );
}
