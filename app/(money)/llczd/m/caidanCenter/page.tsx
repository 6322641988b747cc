import { CaidanCenter } from '@/components/caidan/caidan-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readExchangeRate } from '@/lib/caidan/server';
import { shareMetadata } from '@/lib/share/metadata';
import { readWallet } from '@/lib/wallet/server';

export const generateMetadata = () =>
  shareMetadata('/llczd/m/caidanCenter', { description: '财蛋数量、获取与兑换' }, { robots: { index: false } });

export default async function CaidanCenterPage() {
  const [wallet, rate] = await Promise.all([readWallet(), readExchangeRate()]);
  return (
    <PageShell route="/llczd/m/caidanCenter">
      {wallet.ok && rate.ok ? (
        <CaidanCenter caidan={wallet.data.caidan} rate={rate.data} />
      ) : (
        <ReadError error={!wallet.ok ? wallet.error : (rate as Extract<typeof rate, { ok: false }>).error} />
      )}
    </PageShell>
  );
}
