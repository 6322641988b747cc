import { DiagnosisHome } from '@/components/market/diagnosis/diagnosis-views';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { getDiagnosisList } from '@/lib/market/diagnosis-server';

const PATH = '/aiDiagnosis';

export async function generateMetadata() {
  return marketMetadata(PATH, {
    url: PATH,
    description: 'AI诊股：技术面、资金面、基本面、消息面四维打分，每条结论附数据依据，不构成投资建议。',
  });
}

export default async function DiagnosisHomePage() {
  const data = await getDiagnosisList();
  return (
    <PageShell route={PATH}>
      {data.ok ? <DiagnosisHome data={data.data} stale={data.stale} /> : <ReadError error={data.error} />}
    </PageShell>
  );
}
