import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { WithdrawalList } from '@/components/wallet/wallet-screens';
import { shareMetadata } from '@/lib/share/metadata';
import { readWithdrawals } from '@/lib/wallet/server';

export const generateMetadata = () =>
  shareMetadata('/walletCenter/cashingRecords', { description: '提现记录与到账状态' }, { robots: { index: false } });

export default async function CashingRecordsPage() {
  const withdrawals = await readWithdrawals();
  return (
    <PageShell route="/walletCenter/cashingRecords">
      {withdrawals.ok ? <WithdrawalList withdrawals={withdrawals.data} /> : <ReadError error={withdrawals.error} />}
    </PageShell>
  );
}
