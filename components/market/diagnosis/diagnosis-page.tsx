import type { ReactNode } from 'react';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { PageShell } from '@/components/ui/page-shell';
import { readDiagnosisPage } from '@/lib/market/diagnosis-read';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';
import type { RoutePath } from '@/lib/routes/hrefs';

type Props = { searchParams: Promise<SearchParams> };
type DiagnosisRead = Exclude<Awaited<ReturnType<typeof readDiagnosisPage>>, { bad: string }>;
export type DiagnosisView = Extract<DiagnosisRead, { ok: true }>;

const BACK = { path: '/aiDiagnosis', label: '返回AI诊股' } as const;

/**
 * The three report pages of one diagnosis (report, one dimension, shared view): the same read, bad-input
 * and error views, each with its own body. Returns the route's metadata function and page.
 */
export function diagnosisPage(path: RoutePath, render: (view: DiagnosisView) => ReactNode) {
  async function generateMetadata({ searchParams }: Props) {
    const params = await searchParams;
    const data = await readDiagnosisPage(params);
    const description = data.ok
      ? `${data.data.security.name} AI诊股综合得分 ${data.data.total} 分（仅描述历史数据，不构成投资建议）。`
      : 'AI诊股报告。';
    return marketMetadata(path, { url: withQuery(path, params, {}), description });
  }
  async function DiagnosisPage({ searchParams }: Props) {
    const data = await readDiagnosisPage(await searchParams);
    return (
      <PageShell route={path}>{data.ok ? render(data) : <StockReadError error={data.error} list={BACK} />}</PageShell>
    );
  }
  return { generateMetadata, DiagnosisPage };
}
