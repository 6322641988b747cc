import { ActiveSeatsView } from '@/components/market/lhb/active-seats';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeActiveSeats } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { getCalendar } from '@/lib/market/calendar-server';
import { getActiveSeats } from '@/lib/market/lhb-server';

const PATH = '/tool/lhb/sales/active';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getActiveSeats(readDate(params));
  return marketMetadata(PATH, {
    url: withQuery(PATH, { date: readDate(params) }, {}),
    description: data.ok ? describeActiveSeats(data.data) : '每日活跃营业部与游资动向。',
  });
}

export default async function ActiveSeatsPage({ searchParams }: Props) {
  const params = await searchParams;
  const [data, calendar] = await Promise.all([getActiveSeats(readDate(params)), getCalendar()]);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <ActiveSeatsView
          data={data.data}
          calendar={calendar.ok ? calendar.data : null}
          params={params}
          stale={data.stale}
        />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
