import { RiskScanView, StockRiskView } from '@/components/market/risk/risk-views';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { riskCounts } from '@/lib/market/risk-rules';
import { checkOptionalCode, checkRiskKind } from '@/lib/market/tool-params';
import { getRiskScan, getStockRisk } from '@/lib/market/risk-server';
import { badInput } from '@/lib/read/result';

const PATH = '/mineClearance/index';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const code = checkOptionalCode(params);
  const data = code.ok && code.value ? await getStockRisk(code.value) : null;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data?.ok
      ? `${data.data.security.name}排雷：${riskCounts(data.data.items).high} 项高风险。`
      : '个股排雷：质押、解禁、商誉、ST、审计意见、立案调查与业绩预告。',
  });
}

export default async function MineClearancePage({ searchParams }: Props) {
  const params = await searchParams;
  const code = checkOptionalCode(params);
  const kind = checkRiskKind(params);
  const bad = !code.ok ? code.message : !kind.ok ? kind.message : null;
  if (bad)
    return (
      <PageShell route={PATH}>
        <ReadError error={badInput(bad).error} back={{ path: PATH, label: '重新排雷' }} />
      </PageShell>
    );
  if (code.ok && code.value) {
    const data = await getStockRisk(code.value);
    return (
      <PageShell route={PATH}>
        {data.ok ? (
          <StockRiskView data={data.data} stale={data.stale} />
        ) : (
          <StockReadError error={data.error} list={{ path: '/mineClearance/specIndex', label: '查看专项排雷' }} />
        )}
      </PageShell>
    );
  }
  const scan = await getRiskScan(kind.ok ? kind.value : 'pledge');
  return (
    <PageShell route={PATH}>
      {scan.ok ? (
        <RiskScanView data={scan.data} params={params} stale={scan.stale} path={PATH} />
      ) : (
        <ReadError error={scan.error} />
      )}
    </PageShell>
  );
}
