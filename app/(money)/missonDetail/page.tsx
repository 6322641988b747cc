import { TaskEarnings } from '@/components/task/task-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { shareMetadata } from '@/lib/share/metadata';
import { readClaims } from '@/lib/task/server';

export const generateMetadata = () =>
  shareMetadata('/missonDetail', { description: '任务奖励领取记录' }, { robots: { index: false } });

export default async function MissonDetailPage() {
  const claims = await readClaims();
  return (
    <PageShell route="/missonDetail">
      {claims.ok ? <TaskEarnings claims={claims.data} /> : <ReadError error={claims.error} />}
    </PageShell>
  );
}
