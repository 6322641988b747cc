import { InstitutionDailyView } from '@/components/market/lhb/institution-daily';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeInstitutionDaily } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { getCalendar } from '@/lib/market/calendar-server';
import { getInstitutionDaily } from '@/lib/market/lhb-server';

const PATH = '/tool/lhb/organization/detail';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getInstitutionDaily(readDate(params));
  return marketMetadata(PATH, {
    url: withQuery(PATH, { date: readDate(params) }, {}),
    description: data.ok ? describeInstitutionDaily(data.data) : '机构专用席位每日买卖统计。',
  });
}

export default async function InstitutionDailyPage({ searchParams }: Props) {
  const params = await searchParams;
  const [data, calendar] = await Promise.all([getInstitutionDaily(readDate(params)), getCalendar()]);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <InstitutionDailyView
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
