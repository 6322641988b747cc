import { ShareRoomScreen } from '@/components/live/share-room-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ROOM_NOT_FOUND, RoomNotFoundOnward } from '@/components/live/room-not-found';
import { ReadError } from '@/components/ui/read-error';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { idParamOr } from '@/lib/routes/page-params';
import { getRoom } from '@/lib/live/server';
import { shareRoomMetadata } from '@/lib/live/share-metadata';

type Props = { searchParams: Promise<{ roomId?: string }> };

export async function generateMetadata({ searchParams }: Props) {
  return shareRoomMetadata(idParamOr((await searchParams).roomId, DEFAULT_ROOM_ID));
}

/** ?roomId=<room id>: the page a shared live-room link opens. */
export default async function ShareLiveRoomPage({ searchParams }: Props) {
  const roomId = idParamOr((await searchParams).roomId, DEFAULT_ROOM_ID);
  const room = await getRoom(roomId);
  return (
    <PageShell route="/share-live-room/v2">
      {room.ok ? (
        <ShareRoomScreen room={room.data} />
      ) : (
        <ReadError
          error={room.error}
          notFoundTitle={ROOM_NOT_FOUND.title}
          notFoundDescription={ROOM_NOT_FOUND.description}
          notFoundAction={<RoomNotFoundOnward />}
        />
      )}
    </PageShell>
  );
}
