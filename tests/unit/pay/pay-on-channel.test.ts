/** @jest-environment jsdom */
import type { Send } from '@/lib/api/use-bff-action';
import type { Prepay } from '@/lib/pay/schemas';
import { payOnChannel } from '@/lib/pay/start-payment';

const nativePay = jest.fn();
jest.mock('@/lib/bridge/calls', () => ({ nativePay: (params: unknown) => nativePay(params) }));

const prepay = (channel: Prepay['channel'], extra: Partial<Prepay> = {}): Prepay => ({
  order_no: 'LC2026120500000001',
  channel,
  provider_ref: 'ref',
  pay_fen: 990,
  cashier_url: null,
  jsapi: null,
  iap_product_id: null,
  sandbox: true,
  ...extra,
});

/** The pay action's `send`: what the channel step writes goes through it (its failure is the action's). */
function recordingSend(fail?: Error) {
  const sent: Array<{ path: string; body: unknown }> = [];
  const send = (async (path: string, body?: unknown) => {
    sent.push({ path, body });
    if (fail) throw fail;
    return {};
  }) as Send;
  return { sent, send };
}

describe('payOnChannel writes through the pay action', () => {
  it('the sandbox confirmation of the WeChat pay sheet, then the result page', async () => {
    const { sent, send } = recordingSend();
    const go = jest.fn();
    await payOnChannel(prepay('jsapi'), send, go);
    expect(sent).toEqual([
      { path: '/pay/sandbox/confirm', body: { order_no: 'LC2026120500000001', channel: 'jsapi' } },
    ]);
    expect(go).toHaveBeenCalledWith(expect.stringContaining('order_no=LC2026120500000001'));
  });

  it('an App Store receipt is verified, then the result page; a failed verification fails the action', async () => {
    nativePay.mockResolvedValue({ paid: true, receipt: 'receipt-0123456789' });
    const { sent, send } = recordingSend();
    const go = jest.fn();
    await payOnChannel(prepay('iap', { iap_product_id: 'vip.month' }), send, go);
    expect(sent).toEqual([
      { path: '/pay/iap/verify', body: { order_no: 'LC2026120500000001', receipt: 'receipt-0123456789' } },
    ]);
    expect(go).toHaveBeenCalledTimes(1);
    const failing = recordingSend(new Error('refused'));
    const stay = jest.fn();
    await expect(payOnChannel(prepay('iap'), failing.send, stay)).rejects.toThrow('refused');
    expect(stay).not.toHaveBeenCalled();
  });
});
