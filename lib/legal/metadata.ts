import 'server-only';
import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/routes/page';
import { canonicalUrl, requestOrigin, shareCardImagePath, shareCardTags } from '@/lib/share/metadata';
import { legalDocumentOrThrow } from './registry';

/** Title from the manifest; description, canonical URL (without query), share card and indexing. */
export async function legalMetadata(path: string): Promise<Metadata> {
  const document = legalDocumentOrThrow(path);
  const origin = await requestOrigin();
  const canonical = canonicalUrl(origin, path);
  return pageMetadata(path, {
    description: document.summary,
    alternates: { canonical },
    robots: { index: true, follow: true },
    ...shareCardTags({
      title: document.title,
      description: document.summary,
      url: canonical,
      image: `${origin}${shareCardImagePath('legal')}`,
      type: 'article',
    }),
  });
}
