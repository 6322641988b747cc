import { ClosureOverview } from '@/components/account/closure-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readClosureState } from '@/lib/account/settings-server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/writeOff', { description: '注销须知与注销前检查' }, { robots: { index: false } });

export default async function WriteOffPage() {
  const state = await readClosureState();
  return (
    <PageShell route="/writeOff">
      {state.ok ? <ClosureOverview state={state.data} /> : <ReadError error={state.error} />}
    </PageShell>
  );
}
