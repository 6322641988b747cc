import { IpoCalendar } from '@/components/market/ipo/ipo-calendar';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeIpos } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { type SearchParams } from '@/lib/market/params';
import { getIpoList } from '@/lib/market/ipo-server';
import { ipoCalendarJsonLd } from '@/lib/seo/json-ld';
import { requestOrigin } from '@/lib/share/metadata';

const PATH = '/tool/ipo/calendar';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  const data = await getIpoList();
  return marketMetadata(PATH, {
    url: PATH,
    description: data.ok ? describeIpos(data.data.issues) : '新股日历：申购、中签公布、缴款、上市。',
  });
}

export default async function IpoCalendarPage({ searchParams }: Props) {
  const params = await searchParams;
  const [data, origin] = await Promise.all([getIpoList(), requestOrigin()]);
  return (
    <PageShell route={PATH} structuredData={data.ok ? ipoCalendarJsonLd(data.data.issues, origin) : undefined}>
      {data.ok ? <IpoCalendar data={data.data} params={params} stale={data.stale} /> : <ReadError error={data.error} />}
    </PageShell>
  );
}
