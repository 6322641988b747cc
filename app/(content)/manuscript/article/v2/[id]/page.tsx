import { ItemPage, itemPageMetadata, type ItemRef } from '@/components/content/item-page';
import { href } from '@/lib/routes/hrefs';

type Props = { params: Promise<{ id: string }> };

const ref = (id: string): ItemRef => ({
  route: '/manuscript/article/v2/{id}',
  kind: 'article',
  rawId: id,
  url: href('/manuscript/article/v2/{id}', { id }),
});

export async function generateMetadata({ params }: Props) {
  return itemPageMetadata(ref((await params).id));
}

export default async function ArticlePage({ params }: Props) {
  return ItemPage(ref((await params).id));
}
