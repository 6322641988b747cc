import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { sessionCookie, unsealSession, upstream } from './bff-helpers';
import { buyer, confirmPlan, data, order, payAtCashier, quote, settled, type Confirmed } from './pay-support';

/** After paying: refunds move the order 已支付 → 退款中 → 已退款 and take the membership back; union benefits follow the level. */
test.describe('pay: refunds and member benefits', () => {
  test('refund: 已支付 → 退款中 → 已退款, the membership it gave is taken back, and a second refund is refused', async () => {
    const client = await buyer();
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
    await payAtCashier(confirmed.prepay.cashier_url!);
    expect((await settled(client, confirmed.order.order_no)).status).toBe('PAID');
    expect((await data<{ vip_level: string }>(await client.get('/h5/api/vip/status'))).vip_level).toBe('VIP');

    const { accessToken } = await unsealSession((await sessionCookie(client))!);
    const up = await upstream();
    const refund = (key: string) =>
      up.post(`/orders/${confirmed.order.order_no}/refund`, {
        headers: { authorization: `Bearer ${accessToken}`, 'idempotency-key': key },
      });
    const first = await refund('refund-0001');
    expect((await first.json()).data.order.status).toBe('REFUNDING');
    expect((await (await refund('refund-0001')).json()).data.order.status).toBe('REFUNDING');
    const again = await refund('refund-0002');
    expect(again.status()).toBe(409);
    expect((await again.json()).message).toBe('订单退款中，不能申请退款');
    await up.post('/__dev/orders/refund-complete', { data: { order_no: confirmed.order.order_no } });
    await up.dispose();
    expect((await order(client, confirmed.order.order_no)).status).toBe('REFUNDED');
    expect((await data<{ vip_level: string }>(await client.get('/h5/api/vip/status'))).vip_level).toBe('NONE');
  });

  test('SPEC §9 skus: 659 gives its gift coupon once its refund window ends; pre-pay 636 takes no coupon and queues after the current period', async () => {
    const client = await buyer();
    const gift = await data<Confirmed>(await confirmPlan(client, 'vip-quarter-gift'));
    await payAtCashier(gift.prepay.cashier_url!);
    await settled(client, gift.order.order_no);
    // Pending while the order may still be refunded in full (7 days); granted once that window has passed.
    expect(
      (await quote(client, 'vip-quarter')).coupons.filter((coupon) => coupon.name === '购买赠券·VIP满60减10'),
    ).toHaveLength(0);
    const up = await upstream();
    expect(
      (await up.post('/__dev/orders/age-paid', { data: { order_no: gift.order.order_no, days: 8 } })).status(),
    ).toBe(200);
    await up.dispose();
    const renewal = await quote(client, 'vip-quarter');
    const granted = renewal.coupons.filter((coupon) => coupon.name === '购买赠券·VIP满60减10');
    expect(granted).toHaveLength(1);
    expect(renewal.quote).toMatchObject({ kind: 'renew', coupon_id: granted[0].id, discount_fen: 1000, pay_fen: 6800 });

    const prepay = await quote(client, 'vip-year-prepay');
    expect(prepay.quote).toMatchObject({ kind: 'renew', coupon_id: null, pay_fen: 19900 });
    expect(prepay.coupons.every((coupon) => !coupon.usable)).toBe(true);
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-year-prepay'));
    await payAtCashier(confirmed.prepay.cashier_url!);
    const queued = await settled(client, confirmed.order.order_no);
    // Eight days have passed for this buyer: the quarter ends eight days sooner than it read at payment.
    expect(queued.service_start).toBe((await order(client, gift.order.order_no)).service_end);
  });

  test('union member: a visitor has none; a VIP claims one benefit once; the SVIP-only one is refused', async () => {
    const client = await buyer();
    const claim = (partnerId: number) =>
      client.post('/h5/api/member/union/claim', {
        data: { partner_id: partnerId },
        headers: { 'x-action-id': randomUUID() },
      });
    expect((await (await claim(1)).json()).message).toBe('该权益仅限VIP会员领取');
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
    await payAtCashier(confirmed.prepay.cashier_url!);
    await settled(client, confirmed.order.order_no);
    const code = await data<{ code: string }>(await claim(1));
    expect(code.code).toMatch(/^[0-9A-F]{16}$/);
    expect((await (await claim(1)).json()).message).toBe('VIP会员可领取1项联合权益，升级SVIP可领取全部');
    expect((await (await claim(2)).json()).message).toBe('该权益仅限SVIP会员领取');
  });
});
