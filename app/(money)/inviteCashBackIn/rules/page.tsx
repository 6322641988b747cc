import { InviteRulesScreen } from '@/components/invite/invite-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readInviteRules } from '@/lib/invite/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/inviteCashBackIn/rules', { description: '邀请好友注册，好友首笔订单支付成功后获得现金返现' });

export default async function InviteRulesPage() {
  const rules = await readInviteRules();
  return (
    <PageShell route="/inviteCashBackIn/rules">
      {rules.ok ? <InviteRulesScreen rules={rules.data} /> : <ReadError error={rules.error} />}
    </PageShell>
  );
}
