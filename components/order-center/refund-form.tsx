'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';
import { useBffAction } from '@/lib/api/use-bff-action';
import { REFUND_REASONS, refundAmountRefusal } from '@/lib/order/refund-rules';
import { parseYuanToFen } from '@/lib/wallet/rules';
import { formatFen } from '@/lib/format/fen';

interface Props {
  orderNo: string;
  actionId: string;
  maxFen: number;
  basisText: string;
  rejected: boolean;
}

/** Reason, amount (at most what the policy allows) and a note, confirmed in a dialog; one action id, one refund. Each problem is said once, where it is. */
export function RefundForm({ orderNo, actionId, maxFen, basisText, rejected }: Props) {
  const [reason, setReason] = useState<string>('');
  const [amountText, setAmountText] = useState(formatFen(maxFen));
  const [note, setNote] = useState('');
  const [reasonMissing, setReasonMissing] = useState(false);
  const [tried, setTried] = useState(false);
  const [asking, setAsking] = useState(false);
  const { busy, error, setError, run } = useBffAction({
    action: (refund: { reason: string; note: string; amount_fen: number | null }, send) =>
      send(`/orders/${encodeURIComponent(orderNo)}/refund`, refund),
    fallback: '提交失败，请稍后再试',
    actionId,
    showLoading: true,
    onSuccess: () => setAsking(false),
  });
  const amountFen = parseYuanToFen(amountText);
  const amountProblem =
    amountFen === null
      ? '请输入正确的退款金额'
      : refundAmountRefusal(amountFen, {
          max_fen: maxFen,
          refusal: null,
          basis: null,
          credited_fen: 0,
          deduction_fen: 0,
        });

  const check = () => {
    setTried(true);
    setReasonMissing(!reason);
    if (!reason || amountProblem || amountFen === null) return;
    setError(null);
    setAsking(true);
  };

  const submit = () => run({ reason, note, amount_fen: amountFen });

  return (
    <form className={layout.card} aria-label="申请退款" onSubmit={(event) => (event.preventDefault(), check())}>
      {rejected ? <p className={forms.error}>上次退款申请未通过，可修改后重新提交。</p> : null}
      <p className={layout.rowMeta}>
        最多可退 <strong className={layout.amount}>¥{formatFen(maxFen)}</strong> · {basisText}
      </p>
      <fieldset className={forms.choices}>
        <legend>退款原因</legend>
        {REFUND_REASONS.map((item) => (
          <label key={item} className={forms.choice}>
            <input
              type="radio"
              name="reason"
              value={item}
              checked={reason === item}
              onChange={() => (setReason(item), setReasonMissing(false))}
            />
            {item}
          </label>
        ))}
      </fieldset>
      {reasonMissing ? (
        <p className={forms.error} role="alert">
          请选择退款原因
        </p>
      ) : null}
      <label className={forms.field}>
        退款金额（元）
        <input
          inputMode="decimal"
          autoComplete="off"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          aria-invalid={Boolean(amountProblem)}
        />
      </label>
      {(amountText !== '' || tried) && amountProblem ? <p className={forms.error}>{amountProblem}</p> : null}
      <label className={forms.textarea}>
        补充说明（选填）
        <textarea maxLength={200} value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <p className={layout.rowMeta}>提交即表示同意《退款协议》；退款成功后款项原路退回，已开具的发票将红冲作废。</p>
      <div className={layout.actions}>
        <button type="submit" className={buttonClass({ block: true })} disabled={busy}>
          提交退款申请
        </button>
      </div>
      {asking && amountFen !== null ? (
        <ConfirmDialog
          title="确认申请退款"
          confirmLabel="确认退款"
          cancelLabel="再想想"
          busy={busy}
          error={error}
          onConfirm={() => void submit()}
          onCancel={() => setAsking(false)}
        >
          <p>
            退款金额 ¥{formatFen(amountFen)}，原因：{reason}
          </p>
          <p>退款成功后款项原路退回，对应的服务期相应缩短或终止，已开具的发票将红冲作废。</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
