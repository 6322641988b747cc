import { ItemPage, itemPageMetadata, type ItemRef } from '@/components/content/item-page';
import { href } from '@/lib/routes/hrefs';

type Props = { params: Promise<{ id: string }> };

const ref = (id: string): ItemRef => ({
  route: '/column/article/{id}',
  kind: 'column',
  rawId: id,
  url: href('/column/article/{id}', { id }),
});

export async function generateMetadata({ params }: Props) {
  return itemPageMetadata(ref((await params).id));
}

export default async function ColumnArticlePage({ params }: Props) {
  return ItemPage(ref((await params).id));
}
