import { LiveGuideScreen } from '@/components/live/newbie-screens';
import { PageShell } from '@/components/ui/page-shell';
import { getAnchor } from '@/lib/anchor/server';
import { hasSession } from '@/lib/session/session';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/liveGuidePage/v2', { description: '开播引导：从申请入驻到开播推流的五个步骤。' });

export default async function LiveGuidePage() {
  const anchor = (await hasSession()) ? await getAnchor() : null;
  return (
    <PageShell route="/liveGuidePage/v2" sandboxData={false}>
      <LiveGuideScreen isAnchor={Boolean(anchor?.ok && anchor.data.status === 'active')} />
    </PageShell>
  );
}
