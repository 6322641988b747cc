import { RiskAssessmentPopup } from '@/components/compliance/compliance-popups';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/riskAssessmentPopup', { robots: { index: false } });

export default function RiskAssessmentPopupPage() {
  return (
    <PageShell route="/riskAssessmentPopup" header={false} sandboxData={false}>
      <RiskAssessmentPopup />
    </PageShell>
  );
}
