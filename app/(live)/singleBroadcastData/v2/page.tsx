import { AnchorGate } from '@/components/anchor/anchor-gate';
import { SingleBroadcastScreen } from '@/components/anchor/data-center-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getDataCenter } from '@/lib/anchor/server';
import { AppError } from '@/lib/errors';
import { idParam } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/singleBroadcastData/v2', { description: '单场直播数据与转化漏斗。' });

/** ?broadcastId= one of the anchor's own broadcasts (default: the latest); another room's id → not found. */
export default async function SingleBroadcastDataPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const wanted = idParam((await searchParams).broadcastId);
  return (
    <PageShell route="/singleBroadcastData/v2">
      <AnchorGate>
        {async () => {
          const read = await getDataCenter();
          if (!read.ok) return <ReadError error={read.error} />;
          const broadcast = wanted === null ? read.data[0] : read.data.find((item) => item.id === wanted);
          return broadcast ? (
            <SingleBroadcastScreen broadcast={broadcast} />
          ) : (
            <ReadError
              error={new AppError(404, '场次不存在', { status: 404 })}
              notFoundTitle="场次不存在"
              notFoundDescription="该场直播不存在或不属于你的直播间。"
            />
          );
        }}
      </AnchorGate>
    </PageShell>
  );
}
