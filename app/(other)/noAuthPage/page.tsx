import { headers } from 'next/headers';
import { QrLoginResultScreen } from '@/components/qr-login/result-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/noAuthPage', { robots: { index: false } });

export default async function NoAuthPageRoute() {
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/noAuthPage" sandboxData={false}>
      <QrLoginResultScreen path="/noAuthPage" inApp={native.inApp} />
    </PageShell>
  );
}
