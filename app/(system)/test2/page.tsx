import { headers } from 'next/headers';
import { DiagnosticsScreen } from '@/components/system/diagnostics-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/test2', { robots: { index: false } });

/** A diagnostics page for support and QA: what the server and the page know about this device. */
export default async function DiagnosticsPage() {
  const requestHeaders = await headers();
  const native = readNativeContext(requestHeaders);
  return (
    <PageShell route="/test2" sandboxData={false}>
      <DiagnosticsScreen
        server={{
          environment: native.environment,
          inApp: native.inApp,
          appVersion: native.appVersion,
          os: native.os,
          theme: requestHeaders.get('x-h5-theme') ?? 'light',
          fontSize: requestHeaders.get('x-h5-font-size') ?? 'standard',
          userAgent: requestHeaders.get('user-agent') ?? '',
        }}
      />
    </PageShell>
  );
}
