import { CertificationScreen } from '@/components/compliance/certification-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readCertificationInfo } from '@/lib/compliance/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/authentication/info', { robots: { index: false } });

export default async function AuthenticationInfoPage() {
  const info = await readCertificationInfo();
  return (
    <PageShell route="/authentication/info">
      {info.ok ? <CertificationScreen info={info.data} /> : <ReadError error={info.error} />}
    </PageShell>
  );
}
