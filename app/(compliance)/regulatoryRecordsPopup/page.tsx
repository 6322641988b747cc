import { RegulatoryRecordsPopup } from '@/components/compliance/compliance-popups';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/regulatoryRecordsPopup', { robots: { index: false } });

export default function RegulatoryRecordsPopupPage() {
  return (
    <PageShell route="/regulatoryRecordsPopup" header={false} sandboxData={false}>
      <RegulatoryRecordsPopup />
    </PageShell>
  );
}
