import { ExclusiveSpuPopup } from '@/components/popups/exclusive-spu-popup';
import { PageShell } from '@/components/ui/page-shell';
import { membershipPopupParams } from '@/lib/bridge/membership-params';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/exclusiveSpuPopup', { robots: { index: false } });

export default async function ExclusiveSpuPopupPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return (
    <PageShell route="/exclusiveSpuPopup" header={false} sandboxData={false}>
      <ExclusiveSpuPopup params={membershipPopupParams(await searchParams)} />
    </PageShell>
  );
}
