import { MarginSummaryView } from '@/components/market/margin/margin-summary';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { formatAmount } from '@/lib/format/amount';
import { marketMetadata } from '@/lib/market/metadata';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { checkMarginWindow } from '@/lib/market/tool-params';
import { getMarginSummary } from '@/lib/market/margin-server';
import { badInput } from '@/lib/read/result';

const PATH = '/tool/rzrq';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const window = checkMarginWindow(params);
  const data = window.ok ? await getMarginSummary(window.value) : null;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data?.ok
      ? `${data.data.date} 两市融资余额 ${formatAmount(data.data.total.rzye)}，融资融券余额 ${formatAmount(data.data.total.rzrqye)}。`
      : '沪深京融资融券余额与个股融资排行。',
  });
}

export default async function MarginPage({ searchParams }: Props) {
  const params = await searchParams;
  const window = checkMarginWindow(params);
  if (!window.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={badInput(window.message).error} back={{ path: PATH, label: '查看融资融券' }} />
      </PageShell>
    );
  const data = await getMarginSummary(window.value);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <MarginSummaryView
          data={data.data}
          params={params}
          stale={data.stale}
          sort={param(params, 'sort') === 'change' ? 'change' : 'net'}
        />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
