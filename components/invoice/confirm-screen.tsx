import { AppLink as Link } from '@/components/ui/app-link';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';
import { TITLE_TYPE_LABELS, type InvoiceDraft } from '@/lib/invoice/rules';
import type { InvoiceCandidate } from '@/lib/invoice/schemas';
import { href } from '@/lib/routes/hrefs';
import { formatFen } from '@/lib/format/fen';
import { ConfirmInvoice } from './confirm-invoice';

/** 确认开票信息: what will be on the invoice (the amount is the order's paid amount), then submit. */
export function ConfirmInvoiceScreen({
  candidate,
  draft,
  actionId,
}: {
  candidate: InvoiceCandidate;
  draft: InvoiceDraft;
  actionId: string;
}) {
  const { order } = candidate;
  return (
    <div className={layout.screen}>
      <section className={layout.card} aria-labelledby="invoice-summary">
        <h2 id="invoice-summary" className={layout.rowTitle}>
          电子普通发票
        </h2>
        <dl className={layout.facts}>
          <dt>抬头类型</dt>
          <dd>{TITLE_TYPE_LABELS[draft.title_type]}</dd>
          <dt>发票抬头</dt>
          <dd>{draft.title}</dd>
          {draft.title_type === 'COMPANY' ? (
            <>
              <dt>纳税人识别号</dt>
              <dd>{draft.tax_no}</dd>
            </>
          ) : null}
          <dt>接收邮箱</dt>
          <dd>{draft.email}</dd>
          <dt>开票内容</dt>
          <dd>信息技术服务 · {order.sku.name}</dd>
          <dt>开票金额</dt>
          <dd>¥{formatFen(order.paid_fen ?? 0)}</dd>
          <dt>订单号</dt>
          <dd>{order.order_no}</dd>
        </dl>
        <p className={layout.rowMeta}>请核对信息：发票开具后抬头与税号不可修改；订单退款成功时发票将红冲作废。</p>
      </section>
      {candidate.refusal ? (
        <section className={layout.card} role="alert">
          <p className={forms.error}>{candidate.refusal}</p>
          <div className={layout.actions}>
            <Link className={buttonClass({ variant: 'neutral', block: true })} href={href('/apply-invoice')}>
              返回申请开票
            </Link>
          </div>
        </section>
      ) : (
        <ConfirmInvoice orderNo={order.order_no} draft={draft} actionId={actionId} />
      )}
    </div>
  );
}
