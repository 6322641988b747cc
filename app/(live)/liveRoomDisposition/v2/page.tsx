import { AnchorGate } from '@/components/anchor/anchor-gate';
import { RoomDispositionScreen } from '@/components/anchor/room-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getRoomConfig } from '@/lib/anchor/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/liveRoomDisposition/v2', { description: '直播间配置：标题、公告、封面与开播推流。' });

export default function LiveRoomDispositionPage() {
  return (
    <PageShell route="/liveRoomDisposition/v2">
      <AnchorGate>
        {async (anchor) => {
          const read = await getRoomConfig();
          return read.ok ? (
            <RoomDispositionScreen anchor={anchor} config={read.data} />
          ) : (
            <ReadError error={read.error} />
          );
        }}
      </AnchorGate>
    </PageShell>
  );
}
