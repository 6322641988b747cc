import { InstitutionTraceView } from '@/components/market/lhb/institution-trace';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeInstitutionTrace } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readPeriod, type SearchParams } from '@/lib/market/params';
import { getInstitutionTrace } from '@/lib/market/lhb-server';

const PATH = '/tool/lhb/organization/trace';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const data = await getInstitutionTrace(readPeriod(await searchParams));
  return marketMetadata(PATH, {
    url: PATH,
    description: data.ok ? describeInstitutionTrace(data.data) : '机构席位追踪：近一月、三月、六月、一年。',
  });
}

export default async function InstitutionTracePage({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getInstitutionTrace(readPeriod(params));
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <InstitutionTraceView data={data.data} params={params} stale={data.stale} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
