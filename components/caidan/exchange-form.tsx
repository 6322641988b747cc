'use client';

import { useState } from 'react';
import { useBffAction } from '@/lib/api/use-bff-action';
import { exchangeLegs, type ExchangeDirection, type ExchangeRate } from '@/lib/caidan/rules';
import { parseYuanToFen } from '@/lib/wallet/rules';
import { formatFen } from '@/lib/format/fen';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonClass } from '@/components/ui/button';
import layout from '@/components/ui/layout.module.css';
import forms from '@/components/ui/form.module.css';

/** Cai-dan ⇄ cash at the upstream's rate; the other leg is shown, and the exchange confirmed in a dialog before it is made. */
export function ExchangeForm({
  actionId,
  rate,
  caidan,
  cashFen,
}: {
  actionId: string;
  rate: ExchangeRate;
  caidan: number;
  cashFen: number;
}) {
  const [direction, setDirection] = useState<ExchangeDirection>('caidan_to_cash');
  const [text, setText] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const toCash = direction === 'caidan_to_cash';
  const amount = text === '' ? null : toCash ? (/^\d{1,9}$/.test(text) ? Number(text) : null) : parseYuanToFen(text);
  const legs = amount === null ? null : exchangeLegs(direction, amount, rate);
  const refusal =
    text === ''
      ? null
      : !legs
        ? '请输入正确的数量'
        : 'refusal' in legs
          ? legs.refusal
          : toCash
            ? legs.caidan > caidan
              ? '财蛋数量不足'
              : null
            : legs.cash_fen > cashFen
              ? '现金余额不足'
              : null;

  const { busy, error, setError, run } = useBffAction({
    action: (exchange: { direction: ExchangeDirection; amount: number | null }, send) =>
      send<{ caidan: number; cash_fen: number }>('/caidan/exchanges', exchange),
    fallback: '兑换失败，请稍后再试',
    actionId,
    showLoading: true,
    onSuccess: (answer, exchange) => {
      const cash = exchange.direction === 'caidan_to_cash';
      setDone(
        cash
          ? `已用${answer.caidan}个财蛋兑换现金${formatFen(answer.cash_fen)}元`
          : `已用现金${formatFen(answer.cash_fen)}元兑换${answer.caidan}个财蛋`,
      );
      setAsking(false);
    },
  });
  const submit = () => run({ direction, amount });

  return (
    <form
      className={layout.card}
      onSubmit={(event) => (event.preventDefault(), setError(null), setAsking(true))}
      aria-label="兑换"
    >
      <div className={layout.tabs}>
        {(['caidan_to_cash', 'cash_to_caidan'] as const).map((value) => (
          <button
            key={value}
            type="button"
            className={layout.tab}
            aria-pressed={direction === value}
            onClick={() => (setDirection(value), setText(''), setDone(null))}
          >
            {value === 'caidan_to_cash' ? '财蛋换现金' : '现金换财蛋'}
          </button>
        ))}
      </div>
      <p className={layout.rowMeta}>
        现有{caidan.toLocaleString('zh-CN')}个财蛋 · 现金{formatFen(cashFen)}元 · 每{rate.caidan_units}个财蛋 ⇄{' '}
        {formatFen(rate.cash_fen)}元
      </p>
      <label className={forms.field}>
        {toCash ? '兑换财蛋（个）' : '使用现金（元）'}
        <input
          inputMode={toCash ? 'numeric' : 'decimal'}
          autoComplete="off"
          value={text}
          onChange={(event) => (setText(event.target.value.trim()), setDone(null))}
          placeholder={toCash ? `至少${rate.min_caidan}个` : ''}
        />
      </label>
      <dl className={layout.facts}>
        <dt>{toCash ? '可得现金' : '可得财蛋'}</dt>
        <dd>{legs && !('refusal' in legs) ? (toCash ? `${formatFen(legs.cash_fen)}元` : `${legs.caidan}个`) : '—'}</dd>
      </dl>
      {refusal ? (
        <p className={forms.error} role="alert">
          {refusal}
        </p>
      ) : null}
      {done ? (
        <p className={forms.ok} role="status">
          {done}
        </p>
      ) : null}
      <div className={layout.actions}>
        <button
          type="submit"
          className={buttonClass({ block: true })}
          disabled={busy || amount === null || Boolean(refusal) || Boolean(done)}
        >
          确认兑换
        </button>
      </div>
      {asking && legs && !('refusal' in legs) ? (
        <ConfirmDialog
          title="确认兑换"
          confirmLabel="确认兑换"
          busy={busy}
          error={error}
          onConfirm={() => void submit()}
          onCancel={() => setAsking(false)}
        >
          <p>
            {toCash
              ? `用${legs.caidan}个财蛋兑换现金${formatFen(legs.cash_fen)}元`
              : `用现金${formatFen(legs.cash_fen)}元兑换${legs.caidan}个财蛋`}
          </p>
          <p>兑换后立即到账，不能撤回。</p>
        </ConfirmDialog>
      ) : null}
    </form>
  );
}
