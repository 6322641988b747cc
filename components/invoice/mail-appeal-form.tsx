'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';
import { useBffAction } from '@/lib/api/use-bff-action';
import { APPEAL_KINDS, EMAIL_MESSAGE, EMAIL_PATTERN, type AppealKind } from '@/lib/invoice/rules';
import { href } from '@/lib/routes/hrefs';

/** The mail appeal of one invoice: why, the address to (re)send to, a note; kept upstream and the invoice re-sent. */
export function MailAppealForm({
  invoices,
  selected,
  actionId,
}: {
  invoices: Array<{ invoice_no: string; label: string }>;
  selected: string;
  actionId: string;
}) {
  const router = useRouter();
  const [kind, setKind] = useState<AppealKind>('NOT_RECEIVED');
  const [email, setEmail] = useState('');
  const [note, setNote] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, error, setError, run } = useBffAction({
    action: (appeal: { invoice_no: string; kind: AppealKind; email: string; note: string }, send) =>
      send('/invoices/appeals', appeal),
    fallback: '提交失败，请稍后再试',
    actionId,
    showLoading: true,
    onSuccess: (_data, appeal) => setDone(appeal.email),
  });

  const submit = async () => {
    if (!EMAIL_PATTERN.test(email.trim())) return setError(EMAIL_MESSAGE);
    await run({ invoice_no: selected, kind, email: email.trim(), note });
  };

  if (done) {
    return (
      <section className={layout.card} aria-live="polite">
        <p className={forms.ok}>申诉已提交，发票已重新发送至 {done}。</p>
      </section>
    );
  }
  return (
    <form className={layout.card} aria-label="邮件申诉" onSubmit={(event) => (event.preventDefault(), void submit())}>
      <label className={forms.field}>
        发票
        <select
          value={selected}
          onChange={(event) => router.replace(href('/mailAppeal', { invoiceNo: event.target.value }))}
        >
          {invoices.map((invoice) => (
            <option key={invoice.invoice_no} value={invoice.invoice_no}>
              {invoice.label}
            </option>
          ))}
        </select>
      </label>
      <fieldset className={forms.choices}>
        <legend>申诉原因</legend>
        {(Object.keys(APPEAL_KINDS) as AppealKind[]).map((key) => (
          <label key={key} className={forms.choice}>
            <input type="radio" name="kind" value={key} checked={kind === key} onChange={() => setKind(key)} />
            {APPEAL_KINDS[key]}
          </label>
        ))}
      </fieldset>
      <label className={forms.field}>
        重新发送至邮箱
        <input
          type="email"
          inputMode="email"
          autoComplete="email"
          maxLength={100}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </label>
      <label className={forms.textarea}>
        补充说明（选填）
        <textarea maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {error ? (
        <p className={forms.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={layout.actions}>
        <button type="submit" className={buttonClass({ block: true })} disabled={busy}>
          提交申诉
        </button>
      </div>
    </form>
  );
}
