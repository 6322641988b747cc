import type { Room } from '@/lib/live/schemas';
import { getRoom } from '@/lib/live/server';
import { LiveLoadError } from './load-error';
import { ShareRoomScreen } from './share-room-screen';

export async function ShareRoomLoader({ roomId }: { roomId: number }) {
  let room: Room;
  try {
    room = await getRoom(roomId);
  } catch (error) {
    return <LiveLoadError error={error} notFoundTitle="直播间不存在" />;
  }
  return <ShareRoomScreen room={room} />;
}
