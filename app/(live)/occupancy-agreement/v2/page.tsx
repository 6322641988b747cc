import { LegalDocumentView } from '@/components/legal/legal-document';
import { PageShell } from '@/components/ui/page-shell';
import { occupancyAgreement } from '@/content/legal/occupancy-agreement';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/occupancy-agreement/v2', {
    title: occupancyAgreement.title,
    description: occupancyAgreement.summary,
  });

export default function OccupancyAgreementPage() {
  return (
    <PageShell route="/occupancy-agreement/v2" sandboxData={false} ownHeading>
      <LegalDocumentView document={occupancyAgreement} />
    </PageShell>
  );
}
