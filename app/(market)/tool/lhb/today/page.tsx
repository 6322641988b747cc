import { DailyList } from '@/components/market/lhb/daily-list';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeLhbDaily } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { getCalendar } from '@/lib/market/calendar-server';
import { getLhbDaily } from '@/lib/market/lhb-server';

const PATH = '/tool/lhb/today';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const daily = await getLhbDaily(readDate(params));
  return marketMetadata(PATH, {
    url: withQuery(PATH, { date: readDate(params) }, {}),
    description: daily.ok ? describeLhbDaily(daily.data) : '每日龙虎榜个股、上榜原因与买卖席位。',
  });
}

export default async function LhbTodayPage({ searchParams }: Props) {
  const params = await searchParams;
  const [daily, calendar] = await Promise.all([getLhbDaily(readDate(params)), getCalendar()]);
  return (
    <PageShell route={PATH}>
      {daily.ok ? (
        <DailyList
          data={daily.data}
          calendar={calendar.ok ? calendar.data : null}
          params={params}
          stale={daily.stale}
        />
      ) : (
        <ReadError error={daily.error} />
      )}
    </PageShell>
  );
}
