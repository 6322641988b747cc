'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import styles from '@/components/wallet/money.module.css';
import { bffFetch, BffError } from '@/lib/api/client';
import { REFUND_REASONS, refundAmountRefusal } from '@/lib/order/refund-rules';
import { fenText, parseYuanToFen } from '@/lib/wallet/rules';
import after from './after-sale.module.css';

interface Props {
  orderNo: string;
  actionId: string;
  maxFen: number;
  basisText: string;
  rejected: boolean;
}

/** Reason, amount (at most what the policy allows) and a note; one action id, one refund. */
export function RefundForm({ orderNo, actionId, maxFen, basisText, rejected }: Props) {
  const router = useRouter();
  const [reason, setReason] = useState<string>('');
  const [amountText, setAmountText] = useState(fenText(maxFen));
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const amountFen = parseYuanToFen(amountText);
  const amountProblem = amountFen === null ? '请输入正确的退款金额' : refundAmountRefusal(amountFen, { max_fen: maxFen, refusal: null, basis: null, credited_fen: 0, deduction_fen: 0 });

  const submit = async () => {
    if (!reason) return setError('请选择退款原因');
    if (amountProblem || amountFen === null) return setError(amountProblem);
    setBusy(true);
    setError(null);
    try {
      await bffFetch(`/orders/${encodeURIComponent(orderNo)}/refund`, { body: { reason, note, amount_fen: amountFen }, headers: { 'X-Action-Id': actionId }, showLoading: true });
      router.refresh();
    } catch (failure) {
      setError(failure instanceof BffError ? failure.message : '提交失败，请稍后再试');
      setBusy(false);
    }
  };

  return (
    <form className={styles.card} aria-label="申请退款" onSubmit={(event) => (event.preventDefault(), void submit())}>
      {rejected ? <p className={styles.error}>上次退款申请未通过，可修改后重新提交。</p> : null}
      <p className={styles.rowMeta}>
        最多可退 <strong className={styles.amount}>¥{fenText(maxFen)}</strong> · {basisText}
      </p>
      <fieldset className={after.choices}>
        <legend>退款原因</legend>
        {REFUND_REASONS.map((item) => (
          <label key={item} className={after.choice}>
            <input type="radio" name="reason" value={item} checked={reason === item} onChange={() => setReason(item)} />
            {item}
          </label>
        ))}
      </fieldset>
      <label className={styles.field}>
        退款金额（元）
        <input inputMode="decimal" autoComplete="off" value={amountText} onChange={(event) => setAmountText(event.target.value)} aria-invalid={Boolean(amountProblem)} />
      </label>
      {amountText !== '' && amountProblem ? <p className={styles.error}>{amountProblem}</p> : null}
      <label className={after.textarea}>
        补充说明（选填）
        <textarea maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <p className={styles.rowMeta}>提交即表示同意《退款协议》；退款成功后款项原路退回，已开具的发票将红冲作废。</p>
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          提交退款申请
        </button>
      </div>
    </form>
  );
}
