import { ApplyInvoiceScreen } from '@/components/invoice/apply-invoice-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { readInvoiceCandidates, readInvoices } from '@/lib/invoice/server';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/apply-invoice', { description: '为已支付的订单申请电子普通发票' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };
const text = (value: string | string[] | undefined) => (typeof value === 'string' ? value.slice(0, 100) : undefined);

export default async function ApplyInvoicePage({ searchParams }: Props) {
  const query = await searchParams;
  const [candidates, invoices] = await Promise.all([readInvoiceCandidates(), readInvoices()]);
  const titleType =
    query.title_type === 'COMPANY' ? 'COMPANY' : query.title_type === 'PERSONAL' ? 'PERSONAL' : undefined;
  const initial = {
    order_no: text(query.orderNo ?? query.order_no),
    title_type: titleType,
    title: text(query.title),
    tax_no: text(query.tax_no),
    email: text(query.email),
  } as const;
  return (
    <PageShell route="/apply-invoice">
      {!candidates.ok ? (
        <ReadError error={candidates.error} />
      ) : !invoices.ok ? (
        <ReadError error={invoices.error} />
      ) : (
        <ApplyInvoiceScreen candidates={candidates.data} invoices={invoices.data} initial={initial} />
      )}
    </PageShell>
  );
}
