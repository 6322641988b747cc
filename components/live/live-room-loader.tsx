import { headers } from 'next/headers';
import type { Program, Room } from '@/lib/live/schemas';
import { getRoom, listPrograms } from '@/lib/live/server';
import { hasSession } from '@/lib/session/session';
import { LiveRoomScreen } from './live-room-screen';
import { LiveLoadError } from './load-error';
import { ROOM_NOT_FOUND, RoomNotFoundOnward } from './room-not-found';

/** The room is read on the server (title, anchor, notice arrive with the HTML); chat and video are islands. */
export async function LiveRoomLoader({ roomId, mode }: { roomId: number; mode?: 'live' | 'replay' }) {
  const here = (await headers()).get('x-h5-url') ?? `/h5/liveRoomDetail/v2?roomId=${roomId}`;
  let room: Room;
  let programs: Program[];
  let loggedIn: boolean;
  try {
    // One round trip: the room and its programmes are read side by side.
    [room, programs, loggedIn] = await Promise.all([getRoom(roomId), listPrograms({ roomId }), hasSession()]);
  } catch (error) {
    return <LiveLoadError error={error} notFoundTitle={ROOM_NOT_FOUND.title} notFoundDescription={ROOM_NOT_FOUND.description} notFoundAction={<RoomNotFoundOnward />} />;
  }
  const loginUrl = `/h5/login?${new URLSearchParams({ redirect: here })}`;
  return <LiveRoomScreen room={room} programs={programs} loggedIn={loggedIn} loginUrl={loginUrl} mode={mode} />;
}
