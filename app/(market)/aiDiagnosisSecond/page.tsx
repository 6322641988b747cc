import { DiagnosisReport } from '@/components/market/diagnosis/diagnosis-views';
import { StockReadError } from '@/components/market/common/stock-not-found';
import { BadInput } from '@/components/market/tools-common/bad-input';
import { PageShell } from '@/components/ui/page-shell';
import { readDiagnosisPage } from '@/lib/market/diagnosis-read';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';

const PATH = '/aiDiagnosisSecond';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await readDiagnosisPage(params);
  return marketMetadata(PATH, { url: withQuery(PATH, params, {}), description: 'ok' in data && data.ok ? `${data.data.security.name} AI诊股综合得分 ${data.data.total} 分（仅描述历史数据，不构成投资建议）。` : 'AI诊股报告。' });
}

export default async function DiagnosisPage({ searchParams }: Props) {
  const data = await readDiagnosisPage(await searchParams);
  if ('bad' in data) return <PageShell route={PATH}><BadInput message={data.bad} back={{ path: '/aiDiagnosis', label: '返回AI诊股' }} /></PageShell>;
  return <PageShell route={PATH}>{data.ok ? <DiagnosisReport data={data.data} stale={data.stale} /> : <StockReadError error={data.error} list={{ path: '/aiDiagnosis', label: '返回AI诊股' }} />}</PageShell>;
}
