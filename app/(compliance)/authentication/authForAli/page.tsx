import { AuthForAliScreen } from '@/components/compliance/auth-for-ali-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readCertificationInfo } from '@/lib/compliance/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/authentication/authForAli', { robots: { index: false } });

export default async function AuthForAliPage() {
  const info = await readCertificationInfo();
  return (
    <PageShell route="/authentication/authForAli">
      {info.ok ? <AuthForAliScreen info={info.data} /> : <ReadError error={info.error} />}
    </PageShell>
  );
}
