import { CapsuleRuleScreen } from '@/components/activity-hub/capsule-more-screens';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/activity/capsule-rule/v2', { description: '选股时光胶囊规则：封存价、开启日、收益计算与好友助力。' });

export default function CapsuleRulePage() {
  return (
    <PageShell route="/activity/capsule-rule/v2" sandboxData={false}>
      <CapsuleRuleScreen />
    </PageShell>
  );
}
