import { BrokerOpenAccount } from '@/components/account/broker-open';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/BOpenAccount', { description: '合作券商开户须知与风险提示' }, { robots: { index: false } });

export default function BrokerOpenAccountPage() {
  return (
    <PageShell route="/BOpenAccount" sandboxData={false}>
      <BrokerOpenAccount />
    </PageShell>
  );
}
