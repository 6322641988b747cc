import { redirect } from 'next/navigation';
import { ScreenerBuilder, type RangeEditError } from '@/components/market/screener/screener-builder';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { param, withQuery, type SearchParams } from '@/lib/market/params';
import { applyRangeEdit, formatConditions, salvageConditions } from '@/lib/market/screener-rules';
import { getScreener } from '@/lib/market/screener-server';
import { href } from '@/lib/routes/hrefs';

const PATH = '/conditionalSeletor/index';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: '按行情、技术面、资金面、基本面与消息面条件筛选股票。',
  });
}

export default async function ScreenerPage({ searchParams }: Props) {
  const params = await searchParams;
  // The editor never gives way to an error page: a condition of the link that cannot be read is left
  // out and said, and a bad range edit is said beside its condition with what was typed.
  const { conditions, errors } = salvageConditions(param(params, 'c'));
  const edit = param(params, 'edit');
  let editError: RangeEditError | undefined;
  if (edit) {
    const min = (param(params, 'min') ?? '').slice(0, 20);
    const max = (param(params, 'max') ?? '').slice(0, 20);
    const edited = applyRangeEdit(conditions, edit, min, max);
    if (edited.ok) redirect(href(PATH, { c: formatConditions(edited.conditions) || undefined }));
    if (conditions.some((c) => c.key === edit)) editError = { key: edit, min, max, message: edited.message };
    else errors.push(edited.message);
  }
  const data = await getScreener(conditions, 1);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <ScreenerBuilder
          conditions={conditions}
          data={data.data}
          stale={data.stale}
          editError={editError}
          notices={errors}
        />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
