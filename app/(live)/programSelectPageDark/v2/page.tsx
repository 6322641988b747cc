import { ProgramSelectScreen } from '@/components/live/program-pick-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { orderProgramsForViewer } from '@/lib/live/program-order';
import { listPrograms } from '@/lib/live/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/programSelectPageDark/v2', { description: '选择正在直播或即将开始的节目，进入直播间。' });

export default async function ProgramSelectPage() {
  const read = await listPrograms();
  return (
    <PageShell route="/programSelectPageDark/v2">
      {read.ok ? (
        <ProgramSelectScreen programs={orderProgramsForViewer(read.data)} />
      ) : (
        <ReadError error={read.error} />
      )}
    </PageShell>
  );
}
