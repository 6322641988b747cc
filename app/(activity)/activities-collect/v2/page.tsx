import { ActivityHubScreen } from '@/components/activity-hub/hub-screen';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { AsOf } from '@/components/ui/states';
import { readActivityHub } from '@/lib/activity-hub/server';
import { chinaDateTime } from '@/lib/order/rules';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/activities-collect/v2', { description: '进行中、即将开始与已结束的活动：摇钱树、选股时光胶囊、锦鲤抽奖等，奖品公开、抽奖可验证。' });

export default async function ActivityHubPage() {
  const read = await readActivityHub();
  return (
    <PageShell route="/activities-collect/v2">
      {read.ok ? (
        <>
          {read.stale ? <AsOf time={chinaDateTime(new Date(read.asOf).toISOString())} stale /> : null}
          <ActivityHubScreen items={read.data.items} />
        </>
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
