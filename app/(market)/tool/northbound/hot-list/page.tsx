import { HotList } from '@/components/market/northbound/hot-list';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeTop10 } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { param, readDate, type SearchParams } from '@/lib/market/params';
import { getCalendar } from '@/lib/market/calendar-server';
import { getTop10 } from '@/lib/market/northbound-server';

const PATH = '/tool/northbound/hot-list';
type Props = { searchParams: Promise<SearchParams> };
const channelOf = (params: SearchParams) => (param(params, 'channel') === 'sz' ? 'sz' : 'sh');

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getTop10(channelOf(params), readDate(params));
  return marketMetadata(PATH, {
    url: PATH,
    description: data.ok ? describeTop10(data.data) : '沪股通、深股通十大成交股。',
  });
}

export default async function HotListPage({ searchParams }: Props) {
  const params = await searchParams;
  const [data, calendar] = await Promise.all([getTop10(channelOf(params), readDate(params)), getCalendar()]);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <HotList data={data.data} calendar={calendar.ok ? calendar.data : null} params={params} stale={data.stale} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
