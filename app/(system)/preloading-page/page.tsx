import { PreloadingScreen } from '@/components/system/preloading-screen';
import { PageShell } from '@/components/ui/page-shell';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/preloading-page', { robots: { index: false } });

/** A preload page (manifest preLoadPage): the app warms a webview with it; native calls are off. */
export default function PreloadingPage() {
  return (
    <PageShell route="/preloading-page" header={false} sandboxData={false}>
      <PreloadingScreen />
    </PageShell>
  );
}
