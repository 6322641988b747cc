import { redirect } from 'next/navigation';
import { ScreenerBuilder } from '@/components/market/screener/screener-builder';
import { BadInput } from '@/components/market/tools-common/bad-input';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { applyRangeEdit, formatConditions } from '@/lib/market/screener-rules';
import { checkConditions } from '@/lib/market/tool-params';
import { getScreener } from '@/lib/market/tools-server';
import { href } from '@/lib/routes/hrefs';

const PATH = '/conditionalSeletor/index';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  return marketMetadata(PATH, { url: withQuery(PATH, params, {}), description: '按行情、技术面、资金面、基本面与消息面条件筛选股票。' });
}

export default async function ScreenerPage({ searchParams }: Props) {
  const params = await searchParams;
  const conditions = checkConditions(params);
  if (!conditions.ok) return <PageShell route={PATH}><BadInput message={conditions.message} back={{ path: PATH, label: '重新选股' }} /></PageShell>;
  const edit = param(params, 'edit');
  if (edit) {
    const edited = applyRangeEdit(conditions.value, edit, param(params, 'min') ?? '', param(params, 'max') ?? '');
    if (!edited.ok) return <PageShell route={PATH}><BadInput message={edited.message} back={{ path: PATH, label: '重新选股' }} /></PageShell>;
    redirect(href(PATH, { c: formatConditions(edited.conditions) || undefined }));
  }
  const data = await getScreener(conditions.value, 1);
  return <PageShell route={PATH}>{data.ok ? <ScreenerBuilder conditions={conditions.value} data={data.data} stale={data.stale} /> : <ReadError error={data.error} />}</PageShell>;
}
