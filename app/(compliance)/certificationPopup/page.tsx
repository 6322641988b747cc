import { CertificationPopup } from '@/components/compliance/compliance-popups';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/certificationPopup', { robots: { index: false } });

export default function CertificationPopupPage() {
  return (
    <PageShell route="/certificationPopup" header={false} sandboxData={false}>
      <CertificationPopup />
    </PageShell>
  );
}
