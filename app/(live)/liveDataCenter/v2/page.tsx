import { AnchorGate } from '@/components/anchor/anchor-gate';
import { DataCenterScreen } from '@/components/anchor/data-center-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getDataCenter } from '@/lib/anchor/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/liveDataCenter/v2', { description: '直播数据中心：场次、时长、并发、观看、互动与转化。' });

export default function LiveDataCenterPage() {
  return (
    <PageShell route="/liveDataCenter/v2">
      <AnchorGate>
        {async () => {
          const read = await getDataCenter();
          return read.ok ? <DataCenterScreen broadcasts={read.data} /> : <ReadError error={read.error} />;
        }}
      </AnchorGate>
    </PageShell>
  );
}
