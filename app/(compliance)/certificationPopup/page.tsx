import { CertificationPopup } from '@/components/compliance/compliance-popups';
import { PageShell } from '@/components/ui/page-shell';
import { readCertificationInfo } from '@/lib/compliance/server';
import { pageMetadata } from '@/lib/routes/page';
import { hasSession } from '@/lib/session/session';

export const metadata = pageMetadata('/certificationPopup', { robots: { index: false } });

/** Logged out, the popup offers the login instead of reading anything. */
export default async function CertificationPopupPage() {
  const read = (await hasSession()) ? await readCertificationInfo() : null;
  return (
    <PageShell route="/certificationPopup" header={false} sandboxData={false}>
      <CertificationPopup read={read} />
    </PageShell>
  );
}
