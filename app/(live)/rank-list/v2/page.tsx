import { RoomRankScreen } from '@/components/live/room-rank-screen';
import { PageShell } from '@/components/ui/page-shell';
import { RANK_KINDS, type RankKind } from '@/lib/live/schemas';
import { pageMetadata } from '@/lib/routes/page';

export const metadata = pageMetadata('/rank-list/v2');

/** ?kind=heat|viewers|fans (default heat). */
export default async function RankListPage({ searchParams }: { searchParams: Promise<{ kind?: string }> }) {
  const { kind } = await searchParams;
  const valid = (RANK_KINDS as readonly string[]).includes(kind ?? '') ? (kind as RankKind) : 'heat';
  return (
    <PageShell route="/rank-list/v2">
      <RoomRankScreen kind={valid} />
    </PageShell>
  );
}
