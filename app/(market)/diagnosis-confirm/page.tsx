import { DiagnosisConfirm } from '@/components/market/diagnosis/diagnosis-confirm';
import { StockReadError } from '@/components/market/view-blocks/stock-not-found';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { readDiagnosisConfig } from '@/lib/api/server/diagnosis';
import { marketMetadata } from '@/lib/market/metadata';
import { param, type SearchParams } from '@/lib/market/params';
import { checkOptionalCode } from '@/lib/market/tool-params';
import { getStockPage } from '@/lib/market/stock-server';
import { readPersonal } from '@/lib/read/server';
import { badInput } from '@/lib/read/result';

const PATH = '/diagnosis-confirm';
const SCENES = ['ai_diagnosis', 'ai_diagnosis_second', 'ai_diagnosis_detail'] as const;
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata() {
  return marketMetadata(PATH, { url: PATH, description: 'AI诊股服务价格与免费次数确认。', index: false });
}

export default async function DiagnosisConfirmPage({ searchParams }: Props) {
  const params = await searchParams;
  const sceneParam = param(params, 'scene') ?? 'ai_diagnosis';
  const scene = SCENES.find((s) => s === sceneParam);
  const code = checkOptionalCode(params);
  if (!scene || !code.ok)
    return (
      <PageShell route={PATH}>
        <ReadError
          error={badInput(!scene ? '未知的诊股服务' : code.ok ? '' : code.message).error}
          back={{ path: '/aiDiagnosis', label: '返回AI诊股' }}
        />
      </PageShell>
    );
  // Per user (the used count): never through the shared cache.
  const [config, stock] = await Promise.all([
    readPersonal(`diagnosis-config:${scene}`, () => readDiagnosisConfig({ scene })),
    code.value ? getStockPage(code.value) : Promise.resolve(null),
  ]);
  if (stock && !stock.ok)
    return (
      <PageShell route={PATH}>
        <StockReadError error={stock.error} list={{ path: '/aiDiagnosis', label: '返回AI诊股' }} />
      </PageShell>
    );
  return (
    <PageShell route={PATH}>
      {config.ok ? (
        <DiagnosisConfirm config={config.data} security={stock?.ok ? stock.data.security : null} />
      ) : (
        <ReadError error={config.error} />
      )}
    </PageShell>
  );
}
