import { ColumnsScreen } from '@/components/content/columns-screen';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { getColumns } from '@/lib/content/server';
import { marketMetadata } from '@/lib/market/metadata';

const PATH = '/other/mszl';

export async function generateMetadata() {
  const data = await getColumns();
  const names = data.ok
    ? data.data.columns
        .slice(0, 3)
        .map((c) => c.teacher.name)
        .join('、')
    : '';
  return marketMetadata(PATH, {
    url: PATH,
    description: `名师专栏：持牌投顾与财经作者的专栏文章${names ? `，${names}等` : ''}，附执业证书编号。`,
  });
}

export default async function ColumnsPage() {
  const data = await getColumns();
  return (
    <PageShell route={PATH}>
      {data.ok ? (
        <ColumnsScreen data={data.data} stale={data.stale} asOf={data.asOf} />
      ) : (
        <ReadError error={data.error} />
      )}
    </PageShell>
  );
}
