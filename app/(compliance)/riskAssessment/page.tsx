import { RiskAssessmentScreen } from '@/components/compliance/risk-assessment-screen';
import { PageShell } from '@/components/ui/page-shell';
import { pageUrl } from '@/lib/routes/hrefs';
import { safeReturnPath } from '@/lib/routes/return-path';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/riskAssessment', { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RiskAssessmentPage({ searchParams }: Props) {
  const query = await searchParams;
  return (
    <PageShell route="/riskAssessment">
      <RiskAssessmentScreen retake={query.retake === '1'} returnTo={safeReturnPath(query.redirect, pageUrl('/authentication/info'))} />
    </PageShell>
  );
}
