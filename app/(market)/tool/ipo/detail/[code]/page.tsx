import { IpoDetail } from '@/components/market/ipo/ipo-detail';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { PageShell } from '@/components/ui/page-shell';
import { describeIpo } from '@/lib/market/describe';
import { marketMetadata } from '@/lib/market/metadata';
import { getIpoDetail } from '@/lib/market/ipo-server';
import { ipoDetailJsonLd } from '@/lib/seo/json-ld';
import { requestOrigin } from '@/lib/share/metadata';

type Props = { params: Promise<{ code: string }> };

export async function generateMetadata({ params }: Props) {
  const { code } = await params;
  const data = await getIpoDetail(code);
  return marketMetadata('/tool/ipo/detail/{code}', {
    url: `/tool/ipo/detail/${code}`,
    description: data.ok ? describeIpo(data.data.issue) : '新股发行详情。',
  });
}

export default async function IpoDetailPage({ params }: Props) {
  const { code } = await params;
  const [data, origin] = await Promise.all([getIpoDetail(code), requestOrigin()]);
  return (
    <PageShell
      route="/tool/ipo/detail/{code}"
      structuredData={data.ok ? ipoDetailJsonLd(data.data.issue, origin) : undefined}
    >
      {data.ok ? (
        <IpoDetail issue={data.data.issue} today={data.data.today} asOf={data.data.asOf} stale={data.stale} />
      ) : (
        <StockReadError error={data.error} list={{ path: '/tool/ipo', label: '查看新股中心' }} />
      )}
    </PageShell>
  );
}
