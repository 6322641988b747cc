import { AuthForAliScreen } from '@/components/compliance/auth-for-ali-screen';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/authentication/authForAli', { robots: { index: false } });

export default function AuthForAliPage() {
  return (
    <PageShell route="/authentication/authForAli">
      <AuthForAliScreen />
    </PageShell>
  );
}
