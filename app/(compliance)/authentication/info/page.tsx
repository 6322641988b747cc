import { CertificationScreen } from '@/components/compliance/certification-screen';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/authentication/info', { robots: { index: false } });

export default function AuthenticationInfoPage() {
  return (
    <PageShell route="/authentication/info">
      <CertificationScreen />
    </PageShell>
  );
}
