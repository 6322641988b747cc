import { headers } from 'next/headers';
import { DownloadScreen } from '@/components/download/download-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { safeReturnPath } from '@/lib/routes/return-path';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/download', {
    title: '下载财知道 App',
    description: '龙虎榜、新股日历、北向资金与分析师直播，一个 App 全掌握。',
  });

export default async function DownloadPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { from } = await searchParams;
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/download" sandboxData={false}>
      <DownloadScreen
        environment={native.environment}
        os={native.os}
        from={typeof from === 'string' ? safeReturnPath(from, '') || null : null}
      />
    </PageShell>
  );
}
