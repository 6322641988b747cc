import { AnchorGate } from '@/components/anchor/anchor-gate';
import { ViewableProgramsScreen, ViewableUsersScreen } from '@/components/anchor/room-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getAnchorProgram, getViewableUsers, listAnchorPrograms } from '@/lib/anchor/server';
import { idParam } from '@/lib/routes/page-params';
import { combineReads } from '@/lib/read/result';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/viewableUserList/v2', { description: '限定观看节目的可观看用户名单。' });

/** Without ?programId= the restricted programmes; with it (own programme only, else 404) its list. */
export default async function ViewableUserListPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const programId = idParam((await searchParams).programId);
  return (
    <PageShell route="/viewableUserList/v2">
      <AnchorGate>
        {async () => {
          if (programId === null) {
            const read = await listAnchorPrograms();
            return read.ok ? <ViewableProgramsScreen programs={read.data} /> : <ReadError error={read.error} />;
          }
          const read = combineReads(await getAnchorProgram(programId), await getViewableUsers(programId));
          return read.ok ? (
            <ViewableUsersScreen program={read.data[0]} users={read.data[1].users} />
          ) : (
            <ReadError
              error={read.error}
              notFoundTitle="节目不存在"
              notFoundDescription="该节目不存在或不属于你的直播间。"
            />
          );
        }}
      </AnchorGate>
    </PageShell>
  );
}
