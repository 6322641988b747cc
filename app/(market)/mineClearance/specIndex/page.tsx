import { RiskScanView } from '@/components/market/risk/risk-views';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { RISK_KIND_LABELS } from '@/lib/market/risk-schemas';
import { checkRiskKind } from '@/lib/market/tool-params';
import { getRiskScan } from '@/lib/market/risk-server';
import { badInput } from '@/lib/read/result';

const PATH = '/mineClearance/specIndex';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const kind = checkRiskKind(params);
  const data = kind.ok ? await getRiskScan(kind.value) : null;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data?.ok
      ? `${RISK_KIND_LABELS[data.data.kind]}专项排雷：高风险 ${data.data.counts.high} 只，中风险 ${data.data.counts.medium} 只。`
      : '专项排雷。',
  });
}

export default async function SpecIndexPage({ searchParams }: Props) {
  const params = await searchParams;
  const kind = checkRiskKind(params);
  if (!kind.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={badInput(kind.message).error} back={{ path: PATH, label: '查看质押排雷' }} />
      </PageShell>
    );
  const data = await getRiskScan(kind.value);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <RiskScanView data={data.data} params={params} stale={data.stale} path={PATH} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
