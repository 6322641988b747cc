'use client';

import { BffError } from '@/lib/api/client';
import type { Send } from '@/lib/api/use-bff-action';
import { nativePay } from '@/lib/bridge/calls';
import { href } from '@/lib/routes/hrefs';
import type { Prepay } from './schemas';

type WeixinBridge = { invoke(name: string, params: unknown, callback: (result: { err_msg?: string }) => void): void };

/**
 * Starts paying on the channel the BFF chose for this environment, then lands on the result page,
 * which polls the order from the upstream (the callback here is never taken as proof of payment).
 * It is a step of the pay action that made `prepay` (a useBffAction action): its writes (the sandbox's
 * confirmation, an App Store receipt) go through that action's `send`, so their failures are the
 * action's, shown the one way.
 */
export async function payOnChannel(prepay: Prepay, send: Send, go: (path: string) => void): Promise<void> {
  const result = href('/llczd/m/PResultPage', { order_no: prepay.order_no });
  switch (prepay.channel) {
    case 'h5':
      if (!prepay.cashier_url) throw new BffError(1006, '收银台地址缺失', 400);
      window.location.assign(prepay.cashier_url);
      return;
    case 'jsapi': {
      const bridge = (window as unknown as { WeixinJSBridge?: WeixinBridge }).WeixinJSBridge;
      if (bridge && prepay.jsapi) {
        await new Promise<void>((resolve) => bridge.invoke('getBrandWCPayRequest', prepay.jsapi, () => resolve()));
      } else if (prepay.sandbox) {
        // The sandbox plays the WeChat client's pay sheet.
        await send('/pay/sandbox/confirm', { order_no: prepay.order_no, channel: 'jsapi' });
      } else {
        // Said to the buyer as given (a BffError carries the text the action hook shows).
        throw new BffError(1003, '请在微信中打开页面完成支付', 400);
      }
      go(result);
      return;
    }
    case 'app':
      await nativePay({ orderNo: prepay.order_no, channel: 'app' }).catch(() => null);
      go(result);
      return;
    case 'iap': {
      const answer = await nativePay({
        orderNo: prepay.order_no,
        channel: 'iap',
        productId: prepay.iap_product_id ?? undefined,
      }).catch(() => null);
      if (answer?.receipt) await send('/pay/iap/verify', { order_no: prepay.order_no, receipt: answer.receipt });
      go(result);
      return;
    }
  }
}
