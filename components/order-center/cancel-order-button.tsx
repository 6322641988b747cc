'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonClass } from '@/components/ui/button';
import { bffFetch, BffError } from '@/lib/api/client';
import { formatFen } from '@/lib/format/fen';

/** 取消订单 on a pending order's detail: asks first, then closes it (its coupon goes back to the wallet). */
export function CancelOrderButton({ orderNo, payFen, hasCoupon }: { orderNo: string; payFen: number; hasCoupon: boolean }) {
  const router = useRouter();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await bffFetch(`/orders/${encodeURIComponent(orderNo)}/cancel`, { body: {} });
      setAsking(false);
      router.refresh();
    } catch (failure) {
      setError(failure instanceof BffError ? failure.message : '取消失败，请稍后再试');
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={buttonClass({ variant: 'neutral', block: true })} onClick={() => setAsking(true)}>
        取消订单
      </button>
      {asking ? (
        <ConfirmDialog title="取消订单" confirmLabel="确认取消" cancelLabel="再想想" busy={busy} error={error} onConfirm={cancel} onCancel={() => setAsking(false)}>
          <p>取消后该订单（应付 ¥{formatFen(payFen)}）将关闭，不能再支付{hasCoupon ? '，使用的优惠券会退回您的账户' : ''}。</p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
