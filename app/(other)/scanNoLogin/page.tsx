import { headers } from 'next/headers';
import { QrLoginResultScreen } from '@/components/qr-login/result-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/scanNoLogin', { robots: { index: false } });

export default async function ScanNoLoginRoute() {
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/scanNoLogin" sandboxData={false}>
      <QrLoginResultScreen path="/scanNoLogin" inApp={native.inApp} />
    </PageShell>
  );
}
