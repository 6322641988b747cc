import { PatternGalleryView } from '@/components/market/patterns/pattern-views';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { marketMetadata } from '@/lib/market/metadata';
import { getPatterns } from '@/lib/market/pattern-server';

const PATH = '/technologicalForms/index';

export async function generateMetadata() {
  const data = await getPatterns();
  return marketMetadata(PATH, {
    url: PATH,
    description: data.ok
      ? `${data.data.date} ${data.data.patterns.map((p) => `${p.name}${p.hits}只`).join('，')}。`
      : '技术形态图鉴、当日个股与历史胜率。',
  });
}

export default async function PatternIndexPage() {
  const data = await getPatterns();
  return (
    <PageShell route={PATH}>
      {data.ok ? <PatternGalleryView data={data.data} stale={data.stale} /> : <ReadError error={data.error} />}
    </PageShell>
  );
}
