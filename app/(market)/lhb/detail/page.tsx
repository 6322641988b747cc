import { ListingDetail } from '@/components/market/lhb/listing-detail';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { describeStockDay } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { readCode, readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { getLhbStockDayFor } from '@/lib/market/lhb-server';

const PATH = '/lhb/detail';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const day = await getLhbStockDayFor(params);
  return marketMetadata(PATH, {
    url: withQuery(PATH, { code: readCode(params), date: readDate(params) }, {}),
    description: day.ok ? describeStockDay(day.data) : '龙虎榜上榜详情。',
  });
}

export default async function LhbDetailPage({ searchParams }: Props) {
  const params = await searchParams;
  const day = await getLhbStockDayFor(params);
  return (
    <PageShell route={PATH}>
      {day.ok ? <ListingDetail data={day.data} stale={day.stale} /> : <ReadError error={day.error} />}
    </PageShell>
  );
}
