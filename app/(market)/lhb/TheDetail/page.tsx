import { SeatBreakdown } from '@/components/market/lhb/seat-breakdown';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeStockDay } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readCode, readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { getLhbStockDayFor } from '@/lib/market/lhb-server';

const PATH = '/lhb/TheDetail';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const day = await getLhbStockDayFor(params);
  return marketMetadata(PATH, {
    url: withQuery(
      PATH,
      { code: readCode(params), date: readDate(params), reason: params.reason as string | undefined },
      {},
    ),
    description: day.ok ? describeStockDay(day.data) : '龙虎榜买卖席位明细。',
  });
}

export default async function LhbSeatDetailPage({ searchParams }: Props) {
  const params = await searchParams;
  const day = await getLhbStockDayFor(params);
  return (
    <PageShell route={PATH}>
      {day.ok ? <SeatBreakdown data={day.data} params={params} stale={day.stale} /> : <ReadError error={day.error} />}
    </PageShell>
  );
}
