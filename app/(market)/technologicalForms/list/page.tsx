import { PatternListView } from '@/components/market/patterns/pattern-views';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { readPatternPage } from '@/lib/market/pattern-read';
import { getCalendar } from '@/lib/market/calendar-server';

const PATH = '/technologicalForms/list';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await readPatternPage(params);
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data.ok
      ? `${data.data.date} 出现「${data.data.pattern.name}」的个股 ${data.data.rows.length} 只。`
      : '技术形态当日个股。',
  });
}

export default async function PatternListPage({ searchParams }: Props) {
  const params = await searchParams;
  const [data, calendar] = await Promise.all([readPatternPage(params), getCalendar()]);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <PatternListView
          data={data.data}
          calendar={calendar.ok ? calendar.data : null}
          params={params}
          stale={data.stale}
        />
      ) : (
        <ReadError error={data.error} back={{ path: '/technologicalForms/index', label: '查看全部形态' }} />
      )}
    </PageShell>
  );
}
