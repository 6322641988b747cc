import { headers } from 'next/headers';
import { QrLoginResultScreen } from '@/components/qr-login/result-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/loginSuccessPage', { robots: { index: false } });

export default async function LoginSuccessPageRoute() {
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/loginSuccessPage" sandboxData={false}>
      <QrLoginResultScreen path="/loginSuccessPage" inApp={native.inApp} />
    </PageShell>
  );
}
