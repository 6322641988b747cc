import { IpoCalendar } from '@/components/market/ipo/ipo-calendar';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeIpos } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { type SearchParams } from '@/lib/market/params';
import { getIpoList } from '@/lib/market/server';

const PATH = '/tool/ipo/calendar';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  const data = await getIpoList();
  return marketMetadata(PATH, { url: PATH, description: data.ok ? describeIpos(data.data.issues) : '新股日历：申购、中签公布、缴款、上市。' });
}

export default async function IpoCalendarPage({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getIpoList();
  return <PageShell route={PATH}>{data.ok ? <IpoCalendar data={data.data} params={params} stale={data.stale} /> : <ReadError error={data.error} />}</PageShell>;
}
