import { VerifiedScreen } from '@/components/compliance/verified-screen';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/verified', { robots: { index: false } });

export default function VerifiedPage() {
  return (
    <PageShell route="/verified">
      <VerifiedScreen />
    </PageShell>
  );
}
