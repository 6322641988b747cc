import { TaskCenter } from '@/components/task/task-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';
import { readTaskBoard } from '@/lib/task/server';

export const generateMetadata = () =>
  shareMetadata('/missonCenter', { description: '签到、看直播、分享，完成任务领财蛋' }, { robots: { index: false } });

export default async function MissonCenterPage() {
  const board = await readTaskBoard();
  if (!board.ok)
    return (
      <PageShell route="/missonCenter">
        <ReadError error={board.error} />
      </PageShell>
    );
  const actionIds = Object.fromEntries(board.data.tasks.map((task) => [task.id, newActionId()]));
  return (
    <PageShell route="/missonCenter">
      <TaskCenter board={board.data} actionIds={actionIds} />
    </PageShell>
  );
}
