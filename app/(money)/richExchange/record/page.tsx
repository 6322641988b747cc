import { ExchangeRecords } from '@/components/caidan/caidan-screens';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readExchanges } from '@/lib/caidan/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/richExchange/record', { description: '财蛋兑换记录' }, { robots: { index: false } });

export default async function ExchangeRecordPage() {
  const exchanges = await readExchanges();
  return (
    <PageShell route="/richExchange/record">
      {exchanges.ok ? <ExchangeRecords exchanges={exchanges.data} /> : <ReadError error={exchanges.error} />}
    </PageShell>
  );
}
