import { VerifiedScreen } from '@/components/compliance/verified-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readCertificationInfo } from '@/lib/compliance/server';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/verified', { robots: { index: false } });

export default async function VerifiedPage() {
  const info = await readCertificationInfo();
  return (
    <PageShell route="/verified">
      {info.ok ? <VerifiedScreen info={info.data} /> : <ReadError error={info.error} />}
    </PageShell>
  );
}
