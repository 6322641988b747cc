import { ItemPage, itemPageMetadata, type ItemRef } from '@/components/content/item-page';
import { href } from '@/lib/routes/hrefs';

type Props = { params: Promise<{ id: string }> };

const ref = (id: string): ItemRef => ({
  route: '/manuscript/stock_feed/v2/{id}',
  kind: 'stock_feed',
  rawId: id,
  url: href('/manuscript/stock_feed/v2/{id}', { id }),
});

export async function generateMetadata({ params }: Props) {
  return itemPageMetadata(ref((await params).id));
}

export default async function StockFeedPage({ params }: Props) {
  return ItemPage(ref((await params).id));
}
