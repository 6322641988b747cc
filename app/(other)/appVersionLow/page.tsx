import { headers } from 'next/headers';
import { QrLoginResultScreen } from '@/components/qr-login/result-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/appVersionLow', { robots: { index: false } });

export default async function AppVersionLowRoute() {
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/appVersionLow" sandboxData={false}>
      <QrLoginResultScreen path="/appVersionLow" inApp={native.inApp} />
    </PageShell>
  );
}
