import { TaskRules } from '@/components/task/task-screens';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/missonCenterDes', { description: '任务中心规则说明' });

export default function MissonCenterDesPage() {
  return (
    <PageShell route="/missonCenterDes" sandboxData={false}>
      <TaskRules />
    </PageShell>
  );
}
