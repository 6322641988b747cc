import { RiskAssessmentScreen } from '@/components/compliance/risk-assessment-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readRiskAssessment } from '@/lib/compliance/server';
import { pageUrl } from '@/lib/routes/hrefs';
import { safeReturnPath } from '@/lib/routes/return-path';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/riskAssessment', { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function RiskAssessmentPage({ searchParams }: Props) {
  const [query, read] = await Promise.all([searchParams, readRiskAssessment()]);
  return (
    <PageShell route="/riskAssessment">
      {read.ok ? (
        <RiskAssessmentScreen
          {...read.data}
          retake={query.retake === '1'}
          returnTo={safeReturnPath(query.redirect, pageUrl('/authentication/info'))}
        />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
