'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useIdempotencyKey } from '@/components/content/use-content-action';
import { bffFetch, BffError } from '@/lib/api/client';
import { LOT_SIZE, type TradeSide } from '@/lib/contest/rules';
import { StockCodeInput } from '@/components/bridge/stock-code-input';
import { buttonClass } from '@/components/ui/button';
import styles from './contest.module.css';

/** One virtual order at today's close; the server checks every rule and its message is shown as given. */
export function TradeForm({ activityId, initialCode, marketOpen }: { activityId: number; initialCode: string; marketOpen: boolean }) {
  const router = useRouter();
  const idempotency = useIdempotencyKey();
  const [code, setCode] = useState(initialCode);
  const [side, setSide] = useState<TradeSide>('buy');
  const [quantity, setQuantity] = useState(String(LOT_SIZE));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setBusy(true);
    setMessage(null);
    const body = { code: code.trim(), side, quantity: Number(quantity) };
    try {
      await bffFetch(`/contest/${activityId}/trades`, { method: 'POST', body, headers: { 'Idempotency-Key': idempotency.keyFor(JSON.stringify(body)) } });
      idempotency.done();
      setMessage({ ok: true, text: `${side === 'buy' ? '买入' : '卖出'}成功：${body.code} ${body.quantity}股` });
      router.refresh();
    } catch (error) {
      setMessage({ ok: false, text: error instanceof BffError ? error.message : '下单失败，请稍后再试' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate data-testid="trade-form">
      {marketOpen ? null : <p className={styles.notice}>今日为非交易日，暂停交易；下一个交易日可继续下单。</p>}
      <fieldset className={styles.sides}>
        <legend>方向</legend>
        <label className={styles.side}>
          <input type="radio" name="side" value="buy" checked={side === 'buy'} onChange={() => setSide('buy')} />
          买入
        </label>
        <label className={styles.side}>
          <input type="radio" name="side" value="sell" checked={side === 'sell'} onChange={() => setSide('sell')} />
          卖出
        </label>
      </fieldset>
      <label className={styles.field}>
        股票代码
        <StockCodeInput className={styles.input} inputMode="numeric" maxLength={6} value={code} onValueChange={setCode} placeholder="如 600036" />
      </label>
      <label className={styles.field}>
        数量（股，{LOT_SIZE}股的整数倍）
        <input className={styles.input} inputMode="numeric" value={quantity} onChange={(event) => setQuantity(event.target.value)} />
      </label>
      {message ? (
        <p className={message.ok ? styles.success : styles.error} role={message.ok ? 'status' : 'alert'} data-testid="trade-message">
          {message.text}
        </p>
      ) : null}
      <button className={buttonClass({ block: true })} type="submit" disabled={busy}>
        {busy ? '提交中...' : `以今日收盘价${side === 'buy' ? '买入' : '卖出'}`}
      </button>
    </form>
  );
}
