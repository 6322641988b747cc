import { headers } from 'next/headers';
import { QrLoginResultScreen } from '@/components/qr-login/result-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/incorrectQrCode', { robots: { index: false } });

export default async function IncorrectQrCodeRoute() {
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/incorrectQrCode" sandboxData={false}>
      <QrLoginResultScreen path="/incorrectQrCode" inApp={native.inApp} />
    </PageShell>
  );
}
