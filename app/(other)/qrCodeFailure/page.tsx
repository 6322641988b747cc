import { headers } from 'next/headers';
import { QrLoginResultScreen } from '@/components/qr-login/result-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/qrCodeFailure', { robots: { index: false } });

export default async function QrCodeFailureRoute() {
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/qrCodeFailure" sandboxData={false}>
      <QrLoginResultScreen path="/qrCodeFailure" inApp={native.inApp} />
    </PageShell>
  );
}
