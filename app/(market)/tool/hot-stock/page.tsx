import { HotPoolView } from '@/components/market/hot-stock/hot-pool';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { getCalendar } from '@/lib/market/calendar-server';
import { checkPool } from '@/lib/market/tool-params';
import { getHotPool } from '@/lib/market/hot-stock-server';
import { badInput } from '@/lib/read/result';

const PATH = '/tool/hot-stock';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const pool = checkPool(params);
  const data = pool.ok ? await getHotPool(pool.value, readDate(params)) : null;
  const s = data?.ok ? data.data.summary : null;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: s
      ? `${data!.ok ? data!.data.date : ''} 涨停 ${s.zt} 只，炸板 ${s.broken} 只，跌停 ${s.dt} 只，最高 ${s.highest} 连板。`
      : '涨停、炸板、跌停股池与连板梯队。',
  });
}

export default async function HotStockPage({ searchParams }: Props) {
  const params = await searchParams;
  const pool = checkPool(params);
  if (!pool.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={badInput(pool.message).error} back={{ path: PATH, label: '查看涨停股池' }} />
      </PageShell>
    );
  const [data, calendar] = await Promise.all([getHotPool(pool.value, readDate(params)), getCalendar()]);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <HotPoolView
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
