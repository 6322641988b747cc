import { IpoCenter } from '@/components/market/ipo/ipo-center';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeIpos } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { type SearchParams } from '@/lib/market/params';
import { getIpoList } from '@/lib/market/ipo-server';

const PATH = '/tool/ipo';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  const data = await getIpoList();
  return marketMetadata(PATH, {
    url: PATH,
    description: data.ok ? describeIpos(data.data.issues) : '新股申购、中签与上市信息。',
  });
}

export default async function IpoCenterPage({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getIpoList();
  return (
    <PageShell route={PATH}>
      {data.ok ? <IpoCenter data={data.data} params={params} stale={data.stale} /> : <ReadError error={data.error} />}
    </PageShell>
  );
}
