import { RoomRankScreen } from '@/components/live/room-rank-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { RANK_KINDS, type RankKind } from '@/lib/live/schemas';
import { listRooms } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/rank-list/v2', { description: '直播榜单：人气、打榜与飙升排行。' });

/** ?kind=heat|viewers|fans (default heat). */
export default async function RankListPage({ searchParams }: { searchParams: Promise<{ kind?: string }> }) {
  const { kind } = await searchParams;
  const valid = (RANK_KINDS as readonly string[]).includes(kind ?? '') ? (kind as RankKind) : 'heat';
  const rooms = await listRooms(valid);
  return (
    <PageShell route="/rank-list/v2">
      {rooms.ok ? (
        <RoomRankScreen kind={valid} rooms={rooms.data} asOf={rooms.asOf} stale={rooms.stale} />
      ) : (
        <ReadError error={rooms.error} />
      )}
    </PageShell>
  );
}
