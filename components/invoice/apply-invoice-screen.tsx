import { AppLink as Link } from '@/components/ui/app-link';
import { LinkList } from '@/components/ui/link-list';
import layout from '@/components/ui/layout.module.css';
import { EmptyState } from '@/components/ui/states';
import type { InvoiceDraft } from '@/lib/invoice/rules';
import type { Invoice, InvoiceCandidate } from '@/lib/invoice/schemas';
import { href } from '@/lib/routes/hrefs';
import { ApplyInvoiceForm } from './apply-invoice-form';
import { InvoiceList } from './invoice-list';

/** 申请开票: the form over the viewer's paid orders, then the invoices already issued. */
export function ApplyInvoiceScreen({
  candidates,
  invoices,
  initial,
}: {
  candidates: InvoiceCandidate[];
  invoices: Invoice[];
  initial: Partial<InvoiceDraft> & { order_no?: string };
}) {
  const views = candidates.map(({ order, refusal }) => ({
    order_no: order.order_no,
    name: order.sku.name,
    paid_fen: order.paid_fen ?? 0,
    paid_at: order.paid_at ?? order.created_at,
    refusal,
  }));
  return (
    <div className={layout.screen}>
      {views.length === 0 ? (
        <EmptyState
          title="暂无可开票的订单"
          description="支付成功的订单可在此申请电子普通发票。"
          action={<Link href={href('/orderCenter')}>查看我的订单</Link>}
        />
      ) : (
        <ApplyInvoiceForm candidates={views} initial={initial} />
      )}
      <InvoiceList invoices={invoices} />
      <LinkList label="开票帮助">
        <li>
          <Link href={href('/invoiceDescription')}>开票说明</Link>
        </li>
        <li>
          <Link href={href('/mailAppeal')}>没收到发票？邮件申诉</Link>
        </li>
      </LinkList>
    </div>
  );
}
