import { RisingList } from '@/components/market/hot-stock/rising-list';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { getCalendar } from '@/lib/market/calendar-server';
import { getRising } from '@/lib/market/hot-stock-server';

const PATH = '/tool/hot-stock/rising';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getRising(readDate(params));
  const top = data.ok ? data.data.rows[0] : undefined;
  return marketMetadata(PATH, {
    url: withQuery(PATH, { date: readDate(params) }, {}),
    description: top
      ? `人气飙升第一：${top.name}（${top.code}），排名上升 ${top.rankChange ?? 0} 位。`
      : '人气排名上升最快的个股。',
  });
}

export default async function RisingPage({ searchParams }: Props) {
  const params = await searchParams;
  const [data, calendar] = await Promise.all([getRising(readDate(params)), getCalendar()]);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <RisingList data={data.data} calendar={calendar.ok ? calendar.data : null} params={params} stale={data.stale} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
