import { MarginStockView } from '@/components/market/margin/margin-stock';
import { CodeSearch } from '@/components/market/view-blocks/code-search';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { ReadError } from '@/components/ui/read-error';
import { Card, MarketView } from '@/components/market/view-blocks/card';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { checkCode } from '@/lib/market/tool-params';
import { getMarginStock } from '@/lib/market/margin-server';
import { badInput } from '@/lib/read/result';

const PATH = '/tool/rzrq/search';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const code = checkCode(params);
  const data = code.ok ? await getMarginStock(code.value) : null;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data?.ok
      ? `${data.data.security.name}（${data.data.security.code}）每日融资余额、买入、偿还与融券明细。`
      : '查询个股每日融资融券明细。',
  });
}

export default async function MarginSearchPage({ searchParams }: Props) {
  const params = await searchParams;
  if (param(params, 'code') === undefined) {
    return (
      <PageShell route={PATH}>
        <MarketView>
          <Card title="查询个股两融明细">
            <CodeSearch action={PATH} name="code" placeholder="输入6位股票代码，如 600519" />
          </Card>
        </MarketView>
      </PageShell>
    );
  }
  const code = checkCode(params);
  if (!code.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={badInput(code.message).error} back={{ path: PATH, label: '重新输入' }} />
      </PageShell>
    );
  const data = await getMarginStock(code.value);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <MarginStockView data={data.data} stale={data.stale} />
      ) : (
        <StockReadError error={data.error} list={{ path: '/tool/rzrq', label: '查看融资融券排行' }} />
      )}
    </PageShell>
  );
}
