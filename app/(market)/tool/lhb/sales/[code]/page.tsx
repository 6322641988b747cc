import { SeatDetailView } from '@/components/market/lhb/seat-detail';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeSeat } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readPeriod, type SearchParams } from '@/lib/market/params';
import { getSeatDetail } from '@/lib/market/lhb-server';

type Props = { params: Promise<{ code: string }>; searchParams: Promise<SearchParams> };

export async function generateMetadata({ params, searchParams }: Props) {
  const [{ code }, query] = await Promise.all([params, searchParams]);
  const data = await getSeatDetail(code, readPeriod(query, '3m'));
  return marketMetadata('/tool/lhb/sales/{code}', {
    url: `/tool/lhb/sales/${code}`,
    description: data.ok ? describeSeat(data.data) : '营业部龙虎榜历史交易与跟买成功率。',
  });
}

export default async function SeatPage({ params, searchParams }: Props) {
  const [{ code }, query] = await Promise.all([params, searchParams]);
  const path = `/tool/lhb/sales/${code}`;
  const data = await getSeatDetail(code, readPeriod(query, '3m'));
  return (
    <PageShell route="/tool/lhb/sales/{code}">
      {data.ok ? (
        <SeatDetailView data={data.data} params={query} stale={data.stale} path={path} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
