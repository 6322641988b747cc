import { AppLink as Link } from '@/components/ui/app-link';
import layout from '@/components/ui/layout.module.css';
import { Tag } from '@/components/ui/tag';
import { INVOICE_STATUS_LABELS, TITLE_TYPE_LABELS, maskEmail } from '@/lib/invoice/rules';
import type { Invoice } from '@/lib/invoice/schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { formatFen } from '@/lib/format/fen';
import { href } from '@/lib/routes/hrefs';
import { invoiceDocumentUrl } from './invoice-document-url';

/** 我的发票: status, amount, the download and the mail appeal of each. */
export function InvoiceList({ invoices }: { invoices: Invoice[] }) {
  if (invoices.length === 0) return null;
  return (
    <section aria-labelledby="my-invoices">
      <h2 id="my-invoices" className={layout.sectionTitle}>
        我的发票
      </h2>
      <ul className={layout.list} aria-label="我的发票">
        {invoices.map((invoice) => (
          <li key={invoice.invoice_no} className={layout.row}>
            <span>
              <span className={layout.rowTitle}>
                {invoice.title}{' '}
                <Tag tone={invoice.status === 'ISSUED' ? 'paid' : 'done'}>{INVOICE_STATUS_LABELS[invoice.status]}</Tag>
              </span>
              <span className={layout.rowMeta}>
                {TITLE_TYPE_LABELS[invoice.title_type]} · 电子普票 · {formatChinaDateTime(invoice.issued_at)} · 发送至{' '}
                {maskEmail(invoice.email)}
              </span>
              <span className={layout.rowMeta}>
                <a href={invoiceDocumentUrl(invoice.invoice_no)} download>
                  下载发票
                </a>
                {invoice.status === 'ISSUED' ? (
                  <>
                    {' · '}
                    <Link href={href('/mailAppeal', { invoiceNo: invoice.invoice_no })}>邮件申诉</Link>
                  </>
                ) : null}
              </span>
            </span>
            <span className={layout.amount}>¥{formatFen(invoice.amount_fen)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
