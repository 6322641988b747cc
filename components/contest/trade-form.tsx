'use client';

import { useState } from 'react';
import { APP_FIRST } from '@/components/open-app/app-first-features';
import { useBffAction } from '@/lib/api/use-bff-action';
import { LOT_SIZE, type TradeSide } from '@/lib/contest/rules';
import { buttonClass } from '@/components/ui/button';
import styles from './contest.module.css';
import { StockCodeInput } from '@/components/bridge/stock-code-input';

/** One virtual order at today's close; the server checks every rule and its message is shown as given. */
export function TradeForm({
  activityId,
  initialCode,
  marketOpen,
  actionId,
}: {
  activityId: number;
  initialCode: string;
  marketOpen: boolean;
  actionId: string;
}) {
  const [code, setCode] = useState(initialCode);
  const [side, setSide] = useState<TradeSide>('buy');
  const [quantity, setQuantity] = useState(String(LOT_SIZE));
  const [done, setDone] = useState<string | null>(null);
  const trade = useBffAction({
    action: (body: { code: string; side: TradeSide; quantity: number }, send) =>
      send(`/contest/${activityId}/trades`, body),
    fallback: '下单失败，请稍后再试',
    appFirst: APP_FIRST.contestTrade,
    actionId,
    onSuccess: (_data, body) =>
      setDone(`${body.side === 'buy' ? '买入' : '卖出'}成功：${body.code} ${body.quantity}股`),
  });
  const { busy } = trade;
  const message = trade.error ? { ok: false, text: trade.error } : done ? { ok: true, text: done } : null;

  function submit(event: React.FormEvent) {
    event.preventDefault();
    setDone(null);
    void trade.run({ code: code.trim(), side, quantity: Number(quantity) });
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
        <StockCodeInput
          className={styles.input}
          inputMode="numeric"
          maxLength={6}
          value={code}
          onValueChange={setCode}
          placeholder="如 600036"
        />
      </label>
      <label className={styles.field}>
        数量（股，{LOT_SIZE}股的整数倍）
        <input
          className={styles.input}
          inputMode="numeric"
          value={quantity}
          onChange={(event) => setQuantity(event.target.value)}
        />
      </label>
      {message ? (
        <p
          className={message.ok ? styles.success : styles.error}
          role={message.ok ? 'status' : 'alert'}
          data-testid="trade-message"
        >
          {message.text}
        </p>
      ) : null}
      <button className={buttonClass({ block: true })} type="submit" disabled={busy}>
        {busy ? '提交中...' : `以今日收盘价${side === 'buy' ? '买入' : '卖出'}`}
      </button>
    </form>
  );
}
