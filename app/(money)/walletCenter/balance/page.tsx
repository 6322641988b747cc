import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { WalletBalance } from '@/components/wallet/wallet-screens';
import { shareMetadata } from '@/lib/share/metadata';
import { readWallet } from '@/lib/wallet/server';

export const generateMetadata = () =>
  shareMetadata('/walletCenter/balance', { description: '钱包余额、冻结资金与提现' }, { robots: { index: false } });

export default async function WalletBalancePage() {
  const wallet = await readWallet();
  return (
    <PageShell route="/walletCenter/balance">
      {wallet.ok ? <WalletBalance wallet={wallet.data} /> : <ReadError error={wallet.error} />}
    </PageShell>
  );
}
