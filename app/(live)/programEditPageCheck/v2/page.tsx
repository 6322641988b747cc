import { AnchorGate } from '@/components/anchor/anchor-gate';
import { ProgramLevelCheckScreen } from '@/components/anchor/program-screens';
import { PageShell } from '@/components/ui/page-shell';
import { idParam } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/programEditPageCheck/v2', { description: '节目内容级别与主播资质核对。' });

/** The §2 redirect target of /programEditPage/v2 without isProgramLevelCheck; ?programId= when editing. */
export default async function ProgramEditPageCheckPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const programId = idParam((await searchParams).programId);
  return (
    <PageShell route="/programEditPageCheck/v2">
      <AnchorGate>{(anchor) => <ProgramLevelCheckScreen anchor={anchor} programId={programId} />}</AnchorGate>
    </PageShell>
  );
}
