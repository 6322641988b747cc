import { ScreenerResult } from '@/components/market/screener/screener-result';
import { BadInput } from '@/components/market/tools-common/bad-input';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { SCREENER_PRESETS } from '@/lib/market/screener-rules';
import { checkConditions } from '@/lib/market/tool-params';
import { getScreener } from '@/lib/market/tools-server';

const PATH = '/conditionalSeletor/detail';
type Props = { searchParams: Promise<SearchParams> };

/** Without ?c= the result page shows the first system strategy rather than every stock. */
function withDefault(params: SearchParams): SearchParams {
  return param(params, 'c') === undefined ? { ...params, c: SCREENER_PRESETS[0].conditions } : params;
}

export async function generateMetadata({ searchParams }: Props) {
  const params = withDefault(await searchParams);
  const conditions = checkConditions(params);
  const data = conditions.ok ? await getScreener(conditions.value) : null;
  return marketMetadata(PATH, { url: withQuery(PATH, params, {}), description: data?.ok ? `${data.data.conditions.length} 个条件筛出 ${data.data.count} 只股票。` : '条件选股结果。' });
}

export default async function ScreenerResultPage({ searchParams }: Props) {
  const params = withDefault(await searchParams);
  const conditions = checkConditions(params);
  if (!conditions.ok) return <PageShell route={PATH}><BadInput message={conditions.message} back={{ path: '/conditionalSeletor/index', label: '重新选股' }} /></PageShell>;
  const data = await getScreener(conditions.value);
  return <PageShell route={PATH}>{data.ok ? <ScreenerResult data={data.data} stale={data.stale} /> : <ReadError error={data.error} />}</PageShell>;
}
