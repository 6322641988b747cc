import { notFound } from 'next/navigation';
import { ItemPage, itemPageMetadata, type ItemRef } from '@/components/content/item-page';
import { INFORMATION_TYPES } from '@/lib/content/rules';
import { href } from '@/lib/routes/hrefs';

type Props = { params: Promise<{ type: string; id: string }> };

/** {type}: one of INFORMATION_TYPES (lib/content/rules.ts); any other value is a missing page. */
function ref({ type, id }: { type: string; id: string }): ItemRef | null {
  if (!(INFORMATION_TYPES as readonly string[]).includes(type)) return null;
  return {
    route: '/information/{type}/{id}',
    kind: 'information',
    type,
    rawId: id,
    url: href('/information/{type}/{id}', { type, id }),
  };
}

export async function generateMetadata({ params }: Props) {
  const found = ref(await params);
  return found ? itemPageMetadata(found) : {};
}

export default async function InformationPage({ params }: Props) {
  const found = ref(await params);
  if (!found) notFound();
  return ItemPage(found);
}
