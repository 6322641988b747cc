import { ExchangeForm } from '@/components/caidan/exchange-form';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readExchangeRate } from '@/lib/caidan/server';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';
import { readWallet } from '@/lib/wallet/server';

export const generateMetadata = () =>
  shareMetadata('/cashExchange', { description: '财蛋与现金奖励互相兑换' }, { robots: { index: false } });

export default async function ExchangePage() {
  const [wallet, rate] = await Promise.all([readWallet(), readExchangeRate()]);
  return (
    <PageShell route="/cashExchange">
      {wallet.ok && rate.ok ? (
        <ExchangeForm
          actionId={newActionId()}
          rate={rate.data}
          caidan={wallet.data.caidan}
          cashFen={wallet.data.cash_fen}
        />
      ) : (
        <ReadError error={!wallet.ok ? wallet.error : (rate as Extract<typeof rate, { ok: false }>).error} />
      )}
    </PageShell>
  );
}
