import { MailAppealScreen } from '@/components/invoice/mail-appeal-screen';
import { PageShell } from '@/components/ui/page-shell';
import { ReadError } from '@/components/ui/read-error';
import { appealInvoiceNo } from '@/lib/invoice/rules';
import { readAppeals, readInvoices } from '@/lib/invoice/server';
import { newActionId } from '@/lib/api/action-key';
import { shareMetadata } from '@/lib/share/metadata';

export const generateMetadata = () =>
  shareMetadata('/mailAppeal', { description: '未收到电子发票或邮箱填错时申请重新发送' }, { robots: { index: false } });

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MailAppealPage({ searchParams }: Props) {
  const { invoiceNo } = await searchParams;
  const invoices = await readInvoices();
  if (!invoices.ok)
    return (
      <PageShell route="/mailAppeal">
        <ReadError error={invoices.error} />
      </PageShell>
    );
  const selected = appealInvoiceNo(invoices.data, invoiceNo);
  const appeals = selected ? await readAppeals(selected) : null;
  return (
    <PageShell route="/mailAppeal">
      {appeals && !appeals.ok ? (
        <ReadError error={appeals.error} />
      ) : (
        <MailAppealScreen
          invoices={invoices.data}
          selected={selected}
          appeals={appeals?.ok ? appeals.data : []}
          actionId={newActionId()}
        />
      )}
    </PageShell>
  );
}
