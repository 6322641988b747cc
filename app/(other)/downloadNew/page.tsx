import { headers } from 'next/headers';
import { DownloadNewScreen } from '@/components/download/download-new-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { safeReturnPath } from '@/lib/routes/return-path';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/downloadNew', { title: '财知道新版 App', description: '更快的行情工具，更好看的直播间。' });

export default async function DownloadNewPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { from } = await searchParams;
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/downloadNew" sandboxData={false}>
      <DownloadNewScreen
        environment={native.environment}
        os={native.os}
        from={typeof from === 'string' ? safeReturnPath(from, '') || null : null}
      />
    </PageShell>
  );
}
