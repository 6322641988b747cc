import { ShareRoomLoader } from '@/components/live/share-room-loader';
import { PageShell } from '@/components/ui/page-shell';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { parseId } from '@/lib/live/server';
import { shareRoomMetadata } from '@/lib/live/share-metadata';

type Props = { searchParams: Promise<{ roomId?: string }> };

export async function generateMetadata({ searchParams }: Props) {
  return shareRoomMetadata(parseId((await searchParams).roomId, DEFAULT_ROOM_ID) ?? DEFAULT_ROOM_ID);
}

/** ?roomId=<room id>: the page a shared live-room link opens. */
export default async function ShareLiveRoomPage({ searchParams }: Props) {
  const roomId = parseId((await searchParams).roomId, DEFAULT_ROOM_ID) ?? DEFAULT_ROOM_ID;
  return (
    <PageShell route="/share-live-room/v2">
      <ShareRoomLoader roomId={roomId} />
    </PageShell>
  );
}
