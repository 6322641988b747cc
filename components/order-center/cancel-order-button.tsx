'use client';

import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { buttonClass } from '@/components/ui/button';
import { useBffAction } from '@/lib/api/use-bff-action';
import { formatFen } from '@/lib/format/fen';

/** 取消订单 on a pending order's detail: asks first, then closes it (its coupon goes back to the wallet). */
export function CancelOrderButton({
  orderNo,
  payFen,
  hasCoupon,
}: {
  orderNo: string;
  payFen: number;
  hasCoupon: boolean;
}) {
  const [asking, setAsking] = useState(false);
  const { busy, error, run } = useBffAction({
    action: (_: void, send) => send(`/orders/${encodeURIComponent(orderNo)}/cancel`),
    fallback: '取消失败，请稍后再试',
    onSuccess: () => setAsking(false),
  });
  const cancel = () => void run();
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'neutral', block: true })}
        onClick={() => setAsking(true)}
      >
        取消订单
      </button>
      {asking ? (
        <ConfirmDialog
          title="取消订单"
          confirmLabel="确认取消"
          cancelLabel="再想想"
          busy={busy}
          error={error}
          onConfirm={cancel}
          onCancel={() => setAsking(false)}
        >
          <p>
            取消后该订单（应付 ¥{formatFen(payFen)}）将关闭，不能再支付{hasCoupon ? '，使用的优惠券会退回您的账户' : ''}
            。
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  );
}
