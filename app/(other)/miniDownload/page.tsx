import { headers } from 'next/headers';
import { MiniDownloadScreen } from '@/components/download/mini-download-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { safeReturnPath } from '@/lib/routes/return-path';
import { canonicalUrl, requestOrigin, shareMetadata } from '@/lib/share/metadata';
import { href } from '@/lib/routes/hrefs';

export const generateMetadata = () => shareMetadata('/miniDownload', { title: '下载财知道 App' });

export default async function MiniDownloadPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { from } = await searchParams;
  const native = readNativeContext(await headers());
  const downloadUrl = canonicalUrl(await requestOrigin(), href('/download'));
  const safeFrom = typeof from === 'string' ? safeReturnPath(from, '') || null : null;
  return (
    <PageShell route="/miniDownload" sandboxData={false}>
      <MiniDownloadScreen environment={native.environment} os={native.os} from={safeFrom} downloadUrl={downloadUrl} />
    </PageShell>
  );
}
