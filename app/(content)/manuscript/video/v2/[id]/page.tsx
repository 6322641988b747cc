import { ItemPage, itemPageMetadata, type ItemRef } from '@/components/content/item-page';
import { href } from '@/lib/routes/hrefs';

type Props = { params: Promise<{ id: string }> };

const ref = (id: string): ItemRef => ({
  route: '/manuscript/video/v2/{id}',
  kind: 'video',
  rawId: id,
  url: href('/manuscript/video/v2/{id}', { id }),
});

export async function generateMetadata({ params }: Props) {
  return itemPageMetadata(ref((await params).id));
}

export default async function VideoPage({ params }: Props) {
  return ItemPage(ref((await params).id));
}
