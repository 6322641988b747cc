import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { CashEntries } from '@/components/wallet/wallet-screens';
import { shareMetadata } from '@/lib/share/metadata';
import { readEntries } from '@/lib/wallet/server';

export const generateMetadata = () =>
  shareMetadata('/walletCenter/financialDetails', { description: '每一笔资金变动' }, { robots: { index: false } });

export default async function FinancialDetailsPage() {
  const entries = await readEntries('cash');
  return (
    <PageShell route="/walletCenter/financialDetails">
      {entries.ok ? <CashEntries entries={entries.data} /> : <ReadError error={entries.error} />}
    </PageShell>
  );
}
