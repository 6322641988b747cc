import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { WithdrawForm } from '@/components/wallet/withdraw-form';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';
import { readWallet } from '@/lib/wallet/server';

export const generateMetadata = () =>
  shareMetadata('/walletCenter/withdrawal', { description: '提现到已绑定的收款账户' }, { robots: { index: false } });

export default async function WithdrawalPage() {
  const wallet = await readWallet();
  if (!wallet.ok)
    return (
      <PageShell route="/walletCenter/withdrawal">
        <ReadError error={wallet.error} />
      </PageShell>
    );
  const w = wallet.data;
  return (
    <PageShell route="/walletCenter/withdrawal">
      <WithdrawForm
        actionId={newActionId()}
        availableFen={w.cash_fen}
        rules={w.rules}
        realname={w.realname}
        account={w.account}
        todayFen={w.today_fen}
        todayCount={w.today_count}
      />
    </PageShell>
  );
}
