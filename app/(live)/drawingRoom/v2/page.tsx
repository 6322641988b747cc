import { DrawingRoomScreen } from '@/components/live/drawing-room-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { listPrograms, listRooms } from '@/lib/live/server';
import { combineReads } from '@/lib/read/result';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/drawingRoom/v2', { description: '会客厅：正在直播的老师与即将开播的节目。' });

/** The live lobby: rooms on air now and today's next programmes. */
export default async function DrawingRoomPage() {
  const read = combineReads(...(await Promise.all([listRooms(), listPrograms({ status: 'upcoming' })])));
  return (
    <PageShell route="/drawingRoom/v2">
      {read.ok ? <DrawingRoomScreen rooms={read.data[0]} upcoming={read.data[1]} /> : <ReadError error={read.error} />}
    </PageShell>
  );
}
