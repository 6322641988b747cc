import { FanGroupTextScreen } from '@/components/live/fan-group-texts';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () => shareMetadata('/fanGroupExplain/v2', { description: '粉丝团亲密度与等级说明。' });

export default function FanGroupExplainPage() {
  return (
    <PageShell route="/fanGroupExplain/v2" sandboxData={false}>
      <FanGroupTextScreen kind="explain" />
    </PageShell>
  );
}
