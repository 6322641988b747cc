import { FanTasksScreen } from '@/components/live/fan-group-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { getFanTasks } from '@/lib/live/fan-group-server';
import { DEFAULT_TEACHER_ID } from '@/lib/live/schemas';
import { idParamOr } from '@/lib/routes/page-params';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/newFanGroupTask/v2', { description: '粉丝团每日任务：观看、发言、参与福袋，提升亲密度。' });

/** ?teacherId= (default the first teacher); login required (manifest). */
export default async function NewFanGroupTaskPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const teacherId = idParamOr((await searchParams).teacherId, DEFAULT_TEACHER_ID);
  return (
    <PageShell route="/newFanGroupTask/v2">
      <FanTasksLoader teacherId={teacherId} />
    </PageShell>
  );
}

/** Read only inside the shell, after its login check. */
async function FanTasksLoader({ teacherId }: { teacherId: number }) {
  const read = await getFanTasks(teacherId);
  return read.ok ? <FanTasksScreen tasks={read.data} /> : <ReadError error={read.error} notFoundTitle="粉丝团不存在" />;
}
