import { LuckyBagHistoryScreen } from '@/components/live/lucky-bag-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { listRoomBags } from '@/lib/live/lucky-bag-server';
import { idParamOr } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/shareCaidanAnchorFull/v2', { description: '主播发起的福袋：进行中与已开奖，每一次都可验证。' });

/** ?roomId=: every lucky bag of a room, newest first. */
export default async function ShareCaidanAnchorFullPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const roomId = idParamOr((await searchParams).roomId, DEFAULT_ROOM_ID);
  const read = await listRoomBags(roomId);
  return (
    <PageShell route="/shareCaidanAnchorFull/v2">
      {read.ok ? <LuckyBagHistoryScreen bags={read.data} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
