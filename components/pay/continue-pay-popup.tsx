'use client';

import { useNativeContext } from '@/components/app/native-context';
import { closePopup } from '@/components/popups/close-popup';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogText } from '@/components/ui/dialog';
import { Money } from '@/components/ui/money';
import { useBffAction } from '@/lib/api/use-bff-action';
import { formatFen } from '@/lib/format/fen';
import { formatChinaDateTime } from '@/lib/format/china-time';
import type { Order } from '@/lib/order/schemas';
import type { Prepay } from '@/lib/pay/schemas';
import { payOnChannel } from '@/lib/pay/start-payment';
import { suitabilityProductOf } from '@/lib/member/rules';
import { useSuitabilityGate } from '@/components/compliance/use-suitability-gate';
import { useAppNavigation } from '@/components/ui/use-app-navigation';

/** /newPayPopup: pays one pending order again (its amount is the order's, fixed upstream) on this environment's channel. */
export function ContinuePayPopup({ order, actionId }: { order: Order; actionId: string }) {
  const navigation = useAppNavigation();
  const { gate, dialog } = useSuitabilityGate();
  const { inApp } = useNativeContext();
  const { busy, error, run } = useBffAction({
    action: async (_: void, send) => {
      // The buyer's current assessment decides (a pending order may no longer match): warn, or say why and offer to re-assess.
      if (
        !(await gate(
          order.sku.risk_level,
          suitabilityProductOf({ id: order.sku.plan_id, tier: order.sku.tier, product: order.sku.product }),
        ))
      )
        return;
      const prepay = await send<Prepay>('/pay/prepay', { order_no: order.order_no }, { showLoading: true });
      await payOnChannel(prepay, send, (path) => navigation.replace(path));
    },
    fallback: '支付失败，请稍后再试',
    actionId,
    refresh: false,
  });
  const pay = () => void run();
  return (
    <>
      <Dialog title={order.sku.name} onClose={() => closePopup(inApp, { paid: false })}>
        <DialogText>
          <p>
            应付 <Money fen={order.pay_fen} />
            {order.discount_fen > 0 ? `（已优惠¥${formatFen(order.discount_fen)}）` : ''}，请在{' '}
            {formatChinaDateTime(order.expires_at)} 前完成支付，逾期订单自动关闭。
          </p>
        </DialogText>
        {error ? <DialogText role="alert">{error}</DialogText> : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => closePopup(inApp, { paid: false })}>
            稍后再付
          </Button>
          <Button onClick={pay} disabled={busy || order.status !== 'PENDING'}>
            {order.status === 'PENDING' ? '继续支付' : '订单不可支付'}
          </Button>
        </DialogActions>
      </Dialog>
      {dialog}
    </>
  );
}
