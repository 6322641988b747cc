'use client';

import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';
import { invoiceDraftError, type InvoiceDraft, type InvoiceTitleType } from '@/lib/invoice/rules';
import { href } from '@/lib/routes/hrefs';
import { formatFen } from '@/lib/format/fen';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

export interface CandidateView {
  order_no: string;
  name: string;
  paid_fen: number;
  paid_at: string;
  refusal: string | null;
}

/** Pick one paid order, fill the title (a company's 税号 checked as a unified social credit code) and the email; the next page confirms. */
export function ApplyInvoiceForm({
  candidates,
  initial,
}: {
  candidates: CandidateView[];
  initial: Partial<InvoiceDraft> & { order_no?: string };
}) {
  const navigation = useAppNavigation();
  const firstOpen = candidates.find((candidate) => !candidate.refusal)?.order_no ?? '';
  const [orderNo, setOrderNo] = useState(
    candidates.some((c) => c.order_no === initial.order_no && !c.refusal) ? initial.order_no! : firstOpen,
  );
  const [draft, setDraft] = useState<InvoiceDraft>({
    title_type: initial.title_type ?? 'PERSONAL',
    title: initial.title ?? '',
    tax_no: initial.tax_no ?? '',
    email: initial.email ?? '',
  });
  const [problem, setProblem] = useState<{ field: string; message: string } | null>(null);
  const set = (patch: Partial<InvoiceDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    if (problem && problem.field in patch) setProblem(null);
  };

  const next = () => {
    if (!orderNo) return setProblem({ field: 'order_no', message: '请选择要开票的订单' });
    const cleaned = { ...draft, tax_no: draft.title_type === 'COMPANY' ? draft.tax_no.trim().toUpperCase() : '' };
    const error = invoiceDraftError(cleaned);
    if (error) return setProblem(error);
    setProblem(null);
    navigation.push(href('/apply-invoice/confirm', { order_no: orderNo, ...cleaned }));
  };
  const messageFor = (field: string) =>
    problem?.field === field ? (
      <p className={forms.error} role="alert">
        {problem.message}
      </p>
    ) : null;

  return (
    <form className={layout.card} aria-label="申请开票" onSubmit={(event) => (event.preventDefault(), next())}>
      <fieldset className={forms.choices}>
        <legend>选择订单（一个订单开一张发票，金额为实付金额）</legend>
        {candidates.map((candidate) => (
          <label key={candidate.order_no} className={forms.choice}>
            <input
              type="radio"
              name="order_no"
              value={candidate.order_no}
              checked={orderNo === candidate.order_no}
              disabled={Boolean(candidate.refusal)}
              onChange={() => setOrderNo(candidate.order_no)}
            />
            <span>
              {candidate.name} · ¥{formatFen(candidate.paid_fen)}
              <span className={layout.rowMeta}>{candidate.refusal ?? `订单号 ${candidate.order_no}`}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {messageFor('order_no')}
      <fieldset className={forms.choices}>
        <legend>抬头类型（电子普通发票）</legend>
        <div className={forms.segmented}>
          {(['PERSONAL', 'COMPANY'] as InvoiceTitleType[]).map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="title_type"
                value={type}
                checked={draft.title_type === type}
                onChange={() => set({ title_type: type })}
              />
              {type === 'PERSONAL' ? '个人' : '企业'}
            </label>
          ))}
        </div>
      </fieldset>
      <label className={forms.field}>
        {draft.title_type === 'COMPANY' ? '企业名称' : '发票抬头'}
        <input
          name="title"
          autoComplete="organization"
          maxLength={100}
          value={draft.title}
          onChange={(event) => set({ title: event.target.value })}
          placeholder={draft.title_type === 'COMPANY' ? '请填写企业全称' : '请填写个人姓名'}
        />
      </label>
      {messageFor('title')}
      {draft.title_type === 'COMPANY' ? (
        <>
          <label className={forms.field}>
            纳税人识别号
            <input
              name="tax_no"
              autoComplete="off"
              maxLength={18}
              value={draft.tax_no}
              onChange={(event) => set({ tax_no: event.target.value.toUpperCase() })}
              placeholder="18位统一社会信用代码"
            />
          </label>
          {messageFor('tax_no')}
        </>
      ) : null}
      <label className={forms.field}>
        接收邮箱
        <input
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
          value={draft.email}
          onChange={(event) => set({ email: event.target.value })}
          placeholder="电子发票将发送至该邮箱"
        />
      </label>
      {messageFor('email')}
      <div className={layout.actions}>
        <button
          type="submit"
          className={buttonClass({ block: true })}
          disabled={candidates.every((candidate) => candidate.refusal)}
        >
          下一步
        </button>
      </div>
    </form>
  );
}
