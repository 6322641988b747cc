import { ThemeListView } from '@/components/market/themes/theme-list';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { getCalendar } from '@/lib/market/calendar-server';
import { getThemes } from '@/lib/market/theme-server';

const PATH = '/hotspotTheme/index';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await getThemes(readDate(params));
  const top = data.ok ? data.data.rows[0] : undefined;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: top
      ? `热度第一：${top.name}，涨停 ${top.limitUps} 只，领涨 ${top.leader.name}。`
      : '热点题材热度、强度、涨停数与主力净流入排行。',
  });
}

export default async function ThemeIndexPage({ searchParams }: Props) {
  const params = await searchParams;
  const [data, calendar] = await Promise.all([getThemes(readDate(params)), getCalendar()]);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <ThemeListView
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
