import { AutoRenewPanel } from '@/components/member/auto-renew-panel';
import { EquityCenterScreen } from '@/components/member/equity-center-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readEquityCenter } from '@/lib/growth/server';
import { readMayPromoteSvip, readMyAutoRenewals } from '@/lib/member/server';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/equityCenter', { description: '会员身份、成长等级与会员权益' }, { robots: { index: false } });

export default async function EquityCenterPage() {
  const [read, autoRenewals, promoteSvip] = await Promise.all([
    readEquityCenter(),
    readMyAutoRenewals(),
    readMayPromoteSvip(),
  ]);
  return (
    <PageShell route="/equityCenter">
      {read.ok ? <EquityCenterScreen data={read.data} promoteSvip={promoteSvip} /> : <ReadError error={read.error} />}
      <AutoRenewPanel subscriptions={autoRenewals} actionId={newActionId()} />
    </PageShell>
  );
}
