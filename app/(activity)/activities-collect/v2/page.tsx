import { ActivityHubScreen } from '@/components/activity-hub/hub-screen';
import { ReadError } from '@/components/ui/read-error';
import { PageShell } from '@/components/ui/page-shell';
import { AsOf } from '@/components/ui/states';
import { readActivityHub } from '@/lib/activity-hub/server';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { activitiesJsonLd } from '@/lib/seo/json-ld';
import { requestOrigin, shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/activities-collect/v2', {
    description: '进行中、即将开始与已结束的活动：摇钱树、选股时光胶囊、锦鲤抽奖等，奖品公开、抽奖可验证。',
  });

export default async function ActivityHubPage() {
  const [read, origin] = await Promise.all([readActivityHub(), requestOrigin()]);
  return (
    <PageShell
      route="/activities-collect/v2"
      structuredData={read.ok ? activitiesJsonLd(read.data.items, origin) : undefined}
    >
      {read.ok ? (
        <>
          {read.stale ? <AsOf time={formatChinaDateTime(new Date(read.asOf).toISOString())} stale /> : null}
          <ActivityHubScreen items={read.data.items} />
        </>
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
