'use client';

import { AppLink as Link } from '@/components/ui/app-link';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';
import { useBffAction } from '@/lib/api/use-bff-action';
import type { InvoiceDraft } from '@/lib/invoice/rules';
import { href } from '@/lib/routes/hrefs';
import { invoiceDocumentUrl } from './invoice-document-url';

/** Submits the confirmed draft once per action id; the answer is the issued invoice with its download. */
export function ConfirmInvoice({
  orderNo,
  draft,
  actionId,
}: {
  orderNo: string;
  draft: InvoiceDraft;
  actionId: string;
}) {
  const [issued, setIssued] = useState<{ invoice_no: string; number: string } | null>(null);
  const { busy, error, run } = useBffAction({
    action: (_: void, send) =>
      send<{ invoice_no: string; number: string }>('/invoices', { order_no: orderNo, ...draft }),
    fallback: '提交失败，请稍后再试',
    actionId,
    showLoading: true,
    refresh: false,
    onSuccess: setIssued,
  });
  const submit = () => run();
  if (issued) {
    return (
      <section className={layout.card} aria-live="polite">
        <p className={forms.ok}>发票已开具（发票号码 {issued.number}），已发送至您的邮箱。</p>
        <div className={layout.actions}>
          <a className={buttonClass({ block: true })} href={invoiceDocumentUrl(issued.invoice_no)} download>
            下载发票
          </a>
          <Link
            className={buttonClass({ variant: 'neutral', block: true })}
            href={href('/orderCenter/orderDetail', { orderNo })}
          >
            返回订单
          </Link>
        </div>
      </section>
    );
  }
  return (
    <div className={layout.card}>
      {error ? (
        <p className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={layout.actions}>
        <Link
          className={buttonClass({ variant: 'neutral', block: true })}
          href={href('/apply-invoice', { order_no: orderNo, ...draft })}
        >
          返回修改
        </Link>
        <button type="button" className={buttonClass({ block: true })} disabled={busy} onClick={() => void submit()}>
          确认开票
        </button>
      </div>
    </div>
  );
}
