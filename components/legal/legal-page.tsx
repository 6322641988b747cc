import { PageShell } from '@/components/ui/page-shell';
import { legalDocumentOrThrow, type LegalQuery } from '@/lib/legal/registry';
import type { RoutePath } from '@/lib/routes/manifest';
import { legalJsonLd } from '@/lib/seo/json-ld';
import { canonicalUrl, requestOrigin } from '@/lib/share/metadata';
import { LegalDocumentView } from './legal-document';

/** Every legal route: the page shell of its manifest entry around its own document, and its schema.org data. */
export async function LegalPage({ route, query = {} }: { route: RoutePath; query?: LegalQuery }) {
  const document = legalDocumentOrThrow(route, query);
  const origin = await requestOrigin();
  return (
    <PageShell
      route={route}
      sandboxData={false}
      ownHeading
      structuredData={legalJsonLd(document, canonicalUrl(origin, route), origin)}
    >
      <LegalDocumentView document={document} />
    </PageShell>
  );
}
