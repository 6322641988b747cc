import { ThemeDetailView } from '@/components/market/themes/theme-detail';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { param, readDate, withQuery, type SearchParams } from '@/lib/market/params';
import { checkThemeCode } from '@/lib/market/tool-params';
import { getThemeFor } from '@/lib/market/theme-server';
import { badInput } from '@/lib/read/result';

const PATH = '/hotspotTheme/detail';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const code = param(params, 'code') === undefined ? null : checkThemeCode(params);
  const data = !code || code.ok ? await getThemeFor(code?.ok ? code.value : undefined, readDate(params)) : null;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data?.ok
      ? `${data.data.theme.name}：${data.data.theme.intro}涨停 ${data.data.theme.limitUps} 只。`
      : '题材成分股、龙头与资金流向。',
  });
}

export default async function ThemeDetailPage({ searchParams }: Props) {
  const params = await searchParams;
  const code = param(params, 'code') === undefined ? null : checkThemeCode(params);
  if (code && !code.ok)
    return (
      <PageShell route={PATH}>
        <ReadError error={badInput(code.message).error} back={{ path: '/hotspotTheme/index', label: '查看热点题材' }} />
      </PageShell>
    );
  const data = await getThemeFor(code?.value, readDate(params));
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <ThemeDetailView data={data.data} stale={data.stale} />
      ) : (
        <ReadError
          error={data.error}
          notFoundTitle="未找到该题材"
          notFoundDescription="题材可能已调整，请从热点题材列表进入。"
        />
      )}
    </PageShell>
  );
}
