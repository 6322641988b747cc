import { InvoiceDescription } from '@/components/invoice/invoice-description';
import { PageShell } from '@/components/ui/page-shell';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/invoiceDescription', { description: '电子普通发票的开票范围、抬头与税号要求、接收与下载' });

export default function InvoiceDescriptionPage() {
  return (
    <PageShell route="/invoiceDescription" sandboxData={false}>
      <InvoiceDescription />
    </PageShell>
  );
}
