import { AppLink as Link } from '@/components/ui/app-link';
import layout from '@/components/ui/layout.module.css';
import { EmptyState } from '@/components/ui/states';
import { APPEAL_KINDS, appealableInvoices, maskEmail } from '@/lib/invoice/rules';
import type { Appeal, Invoice } from '@/lib/invoice/schemas';
import { formatChinaDateTime } from '@/lib/format/china-time';
import { formatFen } from '@/lib/format/fen';
import { href } from '@/lib/routes/hrefs';
import { MailAppealForm } from './mail-appeal-form';

/** 邮件申诉: choose an issued invoice, say why, give the address; the earlier appeals of that invoice below. */
export function MailAppealScreen({
  invoices,
  selected,
  appeals,
  actionId,
}: {
  invoices: Invoice[];
  selected: string | null;
  appeals: Appeal[];
  actionId: string;
}) {
  const open = appealableInvoices(invoices);
  if (open.length === 0 || !selected) {
    return (
      <EmptyState
        title="暂无可申诉的发票"
        description="开具电子发票后，如未收到邮件可在此申请重新发送。"
        action={<Link href={href('/apply-invoice')}>去申请开票</Link>}
      />
    );
  }
  const options = open.map((invoice) => ({
    invoice_no: invoice.invoice_no,
    label: `${invoice.title} · ¥${formatFen(invoice.amount_fen)} · ${formatChinaDateTime(invoice.issued_at).slice(0, 10)}`,
  }));
  return (
    <div className={layout.screen}>
      <MailAppealForm key={selected} invoices={options} selected={selected} actionId={actionId} />
      <section aria-labelledby="appeal-history">
        <h2 id="appeal-history" className={layout.sectionTitle}>
          申诉记录
        </h2>
        {appeals.length === 0 ? (
          <EmptyState title="该发票暂无申诉记录" />
        ) : (
          <ul className={layout.list} aria-label="申诉记录">
            {appeals.map((appeal) => (
              <li key={appeal.id} className={layout.row}>
                <span>
                  <span className={layout.rowTitle}>{APPEAL_KINDS[appeal.kind]}</span>
                  <span className={layout.rowMeta}>
                    {formatChinaDateTime(appeal.created_at)} · 已重新发送至 {maskEmail(appeal.email)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
