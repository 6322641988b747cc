import { RiskAssessmentPopup } from '@/components/compliance/compliance-popups';
import { PageShell } from '@/components/ui/page-shell';
import { readHasEvaluation } from '@/lib/compliance/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/riskAssessmentPopup', { robots: { index: false } });

export default async function RiskAssessmentPopupPage() {
  const read = await readHasEvaluation();
  return (
    <PageShell route="/riskAssessmentPopup" header={false} sandboxData={false}>
      <RiskAssessmentPopup read={read} />
    </PageShell>
  );
}
