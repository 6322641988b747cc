import { FanGroupIllustrateScreen } from '@/components/live/fan-group-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listFanGroups } from '@/lib/live/fan-group-server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/fanGroupIllustrate/v2', { description: '粉丝团介绍：免费加入，做任务涨亲密度，解锁专属权益。' });

export default async function FanGroupIllustratePage() {
  const read = await listFanGroups();
  return (
    <PageShell route="/fanGroupIllustrate/v2">
      {read.ok ? <FanGroupIllustrateScreen groups={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
