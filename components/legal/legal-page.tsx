import { PageShell } from '@/components/ui/page-shell';
import { legalDocumentOrThrow, type LegalQuery } from '@/lib/legal/registry';
import type { RoutePath } from '@/lib/routes/manifest';
import { LegalDocumentView } from './legal-document';

/** Every legal route: the page shell of its manifest entry around its own document. */
export function LegalPage({ route, query = {} }: { route: RoutePath; query?: LegalQuery }) {
  return (
    <PageShell route={route} sandboxData={false} ownHeading>
      <LegalDocumentView document={legalDocumentOrThrow(route, query)} />
    </PageShell>
  );
}
