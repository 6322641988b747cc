import { ScreenerResult } from '@/components/market/screener/screener-result';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { DEFAULT_SORT, parseSort, salvageConditions, SCREENER_PRESETS } from '@/lib/market/screener-rules';
import { getScreener } from '@/lib/market/screener-server';

const PATH = '/conditionalSeletor/detail';
type Props = { searchParams: Promise<SearchParams> };

/** Without ?c= the result page shows the first system strategy rather than every stock. */
function withDefault(params: SearchParams): SearchParams {
  return param(params, 'c') === undefined ? { ...params, c: SCREENER_PRESETS[0].conditions } : params;
}

export async function generateMetadata({ searchParams }: Props) {
  const params = withDefault(await searchParams);
  const { conditions } = salvageConditions(param(params, 'c'));
  const data = await getScreener(conditions);
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data?.ok ? `${data.data.conditions.length} 个条件筛出 ${data.data.count} 只股票。` : '条件选股结果。',
  });
}

export default async function ScreenerResultPage({ searchParams }: Props) {
  const params = withDefault(await searchParams);
  // Conditions or a sort the link cannot carry are left out and said on the page (nothing bad is asked
  // of the upstream, which checks the same rules again).
  const { conditions, errors } = salvageConditions(param(params, 'c'));
  const sorted = parseSort(param(params, 'sort'), param(params, 'order'), conditions);
  if (!sorted.ok) errors.push(`${sorted.message}，已按涨跌幅排序`);
  const data = await getScreener(conditions, 50, sorted.ok ? sorted.sort : DEFAULT_SORT);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <ScreenerResult data={data.data} stale={data.stale} notices={errors} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
