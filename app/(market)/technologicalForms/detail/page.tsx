import { PatternDetailView } from '@/components/market/patterns/pattern-views';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { withQuery, type SearchParams } from '@/lib/market/params';
import { readPatternPage } from '@/lib/market/pattern-read';

const PATH = '/technologicalForms/detail';
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  const params = await searchParams;
  const data = await readPatternPage(params);
  const five = data.ok ? data.data.pattern.stats.find((s) => s.horizon === 5) : undefined;
  return marketMetadata(PATH, {
    url: withQuery(PATH, params, {}),
    description: data.ok
      ? `${data.data.pattern.name}：${data.data.pattern.definition}历史5日样本 n=${five?.n ?? 0}。`
      : '技术形态说明与历史胜率。',
  });
}

export default async function PatternDetailPage({ searchParams }: Props) {
  const params = await searchParams;
  const data = await readPatternPage(params);
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <PatternDetailView data={data.data} stale={data.stale} />
      ) : (
        <ReadError error={data.error} back={{ path: '/technologicalForms/index', label: '查看全部形态' }} />
      )}
    </PageShell>
  );
}
