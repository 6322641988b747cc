import { LiveRoomLoader } from '@/components/live/live-room-loader';
import { PageShell } from '@/components/ui/page-shell';
import { DEFAULT_ROOM_ID } from '@/lib/live/schemas';
import { parseId } from '@/lib/live/server';
import { shareRoomMetadata } from '@/lib/live/share-metadata';

export async function generateMetadata({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return shareRoomMetadata(parseId((await searchParams).roomId, DEFAULT_ROOM_ID) ?? DEFAULT_ROOM_ID, '/liveRoomDetail/v2');
}

/** ?roomId=<room id> (default: the first room); &mode=replay opens on the replay. */
export default async function LiveRoomDetailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const query = await searchParams;
  const roomId = parseId(query.roomId, DEFAULT_ROOM_ID) ?? DEFAULT_ROOM_ID;
  return (
    <PageShell route="/liveRoomDetail/v2">
      <LiveRoomLoader roomId={roomId} mode={query.mode === 'replay' ? 'replay' : undefined} />
    </PageShell>
  );
}
