import { headers } from 'next/headers';
import { LiveRoomScreen } from '@/components/live/live-room-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ROOM_NOT_FOUND, RoomNotFoundOnward } from '@/components/live/room-not-found';
import { ReadError } from '@/components/ui/read-error';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { idParamOr } from '@/lib/routes/page-params';
import { getRoomWithPrograms } from '@/lib/live/server';
import { listRoomBags } from '@/lib/live/lucky-bag-server';
import { getAnchor } from '@/lib/anchor/server';
import { loginUrl, pageUrl } from '@/lib/routes/hrefs';
import { hasSession } from '@/lib/session/session';
import { shareRoomMetadata } from '@/lib/live/share-metadata';

export async function generateMetadata({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return shareRoomMetadata(idParamOr((await searchParams).roomId, DEFAULT_ROOM_ID), '/liveRoomDetail/v2');
}

/** ?roomId=<room id> (default: the first room); &mode=replay opens on the replay. The room arrives with the HTML; chat and video are islands. */
export default async function LiveRoomDetailPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const roomId = idParamOr(query.roomId, DEFAULT_ROOM_ID);
  const [read, loggedIn, requestHeaders, bags] = await Promise.all([
    getRoomWithPrograms(roomId),
    hasSession(),
    headers(),
    listRoomBags(roomId),
  ]);
  // Only the room's own active anchor moderates its chat (checked again by the BFF and the upstream).
  const anchor = loggedIn ? await getAnchor() : null;
  const moderator = Boolean(anchor?.ok && anchor.data.status === 'active' && anchor.data.roomId === roomId);
  const login = loginUrl(requestHeaders.get('x-h5-url') ?? pageUrl('/liveRoomDetail/v2', { roomId }));
  return (
    <PageShell route="/liveRoomDetail/v2">
      {read.ok ? (
        <LiveRoomScreen
          room={read.data.room}
          programs={read.data.programs}
          loggedIn={loggedIn}
          loginUrl={login}
          mode={query.mode === 'replay' ? 'replay' : undefined}
          bag={bags.ok ? (bags.data[0] ?? null) : null}
          moderator={moderator}
        />
      ) : (
        <ReadError
          error={read.error}
          notFoundTitle={ROOM_NOT_FOUND.title}
          notFoundDescription={ROOM_NOT_FOUND.description}
          notFoundAction={<RoomNotFoundOnward />}
        />
      )}
    </PageShell>
  );
}
