import { redirect } from 'next/navigation';
import { RichOverview } from '@/components/caidan/caidan-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readExchangeRate } from '@/lib/caidan/server';
import { href } from '@/lib/routes/hrefs';
import { shareMetadata } from '@/lib/share/metadata';
import { readWallet } from '@/lib/wallet/server';

export const generateMetadata = () =>
  shareMetadata('/rich/index', { description: '财蛋与现金奖励' }, { robots: { index: false } });

/** /rich/index shows the user's assets; /rich/indexNoFund the same page for a user without any: each sends to the other when it does not fit. */
export default async function RichPage() {
  const [wallet, rate] = await Promise.all([readWallet(), readExchangeRate()]);
  if (!wallet.ok || !rate.ok) {
    return (
      <PageShell route="/rich/index">
        <ReadError error={!wallet.ok ? wallet.error : (rate as Extract<typeof rate, { ok: false }>).error} />
      </PageShell>
    );
  }
  const empty = wallet.data.caidan === 0 && wallet.data.cash_fen === 0;
  if (empty) redirect(href('/rich/indexNoFund'));
  return (
    <PageShell route="/rich/index">
      <RichOverview caidan={wallet.data.caidan} cashFen={wallet.data.cash_fen} rate={rate.data} />
    </PageShell>
  );
}
