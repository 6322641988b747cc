import { headers } from 'next/headers';
import { VersionNotMatchScreen } from '@/components/system/version-not-match-screen';
import { PageShell } from '@/components/ui/page-shell';
import { readNativeContext } from '@/lib/bridge/native-context';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/version-not-match', { robots: { index: false } });

export default async function VersionNotMatchPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { required, feature } = await searchParams;
  const native = readNativeContext(await headers());
  return (
    <PageShell route="/version-not-match" sandboxData={false}>
      <VersionNotMatchScreen
        current={native.appVersion}
        inApp={native.inApp}
        required={typeof required === 'string' ? required : undefined}
        feature={typeof feature === 'string' ? feature : undefined}
      />
    </PageShell>
  );
}
