import { FanGroupTextScreen } from '@/components/live/fan-group-texts';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/fanGroupRules/v2', { description: '粉丝团规则：加入、任务、亲密度与违规处理。' });

export default function FanGroupRulesPage() {
  return (
    <PageShell route="/fanGroupRules/v2" sandboxData={false}>
      <FanGroupTextScreen kind="rules" />
    </PageShell>
  );
}
