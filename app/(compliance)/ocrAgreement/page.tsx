import { OcrAgreementPopup } from '@/components/compliance/compliance-popups';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/ocrAgreement', { robots: { index: false } });

export default function OcrAgreementPage() {
  return (
    <PageShell route="/ocrAgreement" header={false} sandboxData={false}>
      <OcrAgreementPopup />
    </PageShell>
  );
}
