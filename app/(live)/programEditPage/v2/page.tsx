import { AnchorGate } from '@/components/anchor/anchor-gate';
import { ProgramEditScreen } from '@/components/anchor/program-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getAnchorProgram } from '@/lib/anchor/server';
import { levelAllowed, PROGRAM_LEVELS, type ProgramLevel } from '@/lib/anchor/rules';
import { idParam } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/programEditPage/v2', { description: '新建或编辑直播节目并提交备案。' });

/** ?isProgramLevelCheck=1 (else the proxy redirects to the check) &level= &programId= (edit; another anchor's → 404). */
export default async function ProgramEditPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const query = await searchParams;
  const programId = idParam(query.programId);
  const wanted = (PROGRAM_LEVELS as readonly string[]).includes(String(query.level))
    ? (query.level as ProgramLevel)
    : 'education';
  return (
    <PageShell route="/programEditPage/v2">
      <AnchorGate>
        {async (anchor) => {
          const level = levelAllowed(wanted, anchor) ? wanted : 'education';
          if (programId === null)
            return <ProgramEditScreen anchor={anchor} program={null} level={level} now={new Date()} />;
          const read = await getAnchorProgram(programId);
          return read.ok ? (
            <ProgramEditScreen anchor={anchor} program={read.data} level={read.data.level} now={new Date()} />
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
