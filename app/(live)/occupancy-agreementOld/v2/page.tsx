import { LegalDocumentView } from '@/components/legal/legal-document';
import { PageShell } from '@/components/ui/page-shell';
import { occupancyAgreementOld } from '@/content/legal/occupancy-agreement';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/occupancy-agreementOld/v2', {
    title: occupancyAgreementOld.title,
    description: occupancyAgreementOld.summary,
  });

export default function OccupancyAgreementPage() {
  return (
    <PageShell route="/occupancy-agreementOld/v2" sandboxData={false} ownHeading>
      <LegalDocumentView document={occupancyAgreementOld} />
    </PageShell>
  );
}
