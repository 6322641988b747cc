import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { TAMPERED_AMOUNT_MESSAGE } from '@/lib/pay/schemas';
import { upstream } from './bff-helpers';
import {
  ANDROID_APP,
  buyer,
  confirm,
  confirmPlan,
  data,
  IOS_APP,
  notifications,
  notifyBody,
  order,
  payAtCashier,
  postNotify,
  quote,
  sameUserWith,
  settled,
  WECHAT,
  type Confirmed,
} from './pay-support';

/** Payment reliability and security cases, over HTTP against the local upstream. */
test.describe('pay: orders, notify, coupons, channels', () => {
  test('50 concurrent confirms with one action → one order', async () => {
    const client = await buyer();
    const { plan } = await quote(client, 'vip-month');
    const actionId = randomUUID();
    const body = { plan_id: 'vip-month', coupon_id: null, agreements: plan.agreements.map((a) => a.id) };
    const answers = await Promise.all(Array.from({ length: 50 }, () => confirm(client, body, actionId)));
    const orderNos = new Set<string>();
    for (const answer of answers) orderNos.add((await data<Confirmed>(answer)).order.order_no);
    expect(orderNos.size).toBe(1);
    // …and a new action (确认开通 tapped again later) pays the order already waiting, not another one.
    const other = await data<Confirmed>(await confirm(client, body));
    expect(orderNos.has(other.order.order_no)).toBe(true);
  });

  test('browser H5: cashier → signed notify → PAID once; replayed 10× credits once; bad signature rejected and logged', async () => {
    const client = await buyer();
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'svip-year'));
    expect(confirmed.prepay.channel).toBe('h5');
    expect(confirmed.order).toMatchObject({ status: 'PENDING', amount_fen: 88800, pay_fen: 88800 });
    await payAtCashier(confirmed.prepay.cashier_url!);
    const paid = await settled(client, confirmed.order.order_no);
    expect(paid).toMatchObject({ status: 'PAID', paid_fen: 88800 });
    const status = await data<{ vip_level: string; expire_at: string }>(await client.get('/h5/api/vip/status'));
    expect(status.vip_level).toBe('SVIP');

    const replay = notifyBody(confirmed.prepay.provider_ref, confirmed.order.order_no, 88800);
    const replies = await Promise.all(Array.from({ length: 10 }, () => postNotify(replay)));
    expect(replies.map((reply) => reply.body.data?.result)).toEqual(Array(10).fill('duplicate'));
    expect((await data<{ expire_at: string }>(await client.get('/h5/api/vip/status'))).expire_at).toBe(
      status.expire_at,
    );
    expect((await order(client, confirmed.order.order_no)).service_end).toBe(paid.service_end);

    const forged = await postNotify(
      notifyBody(confirmed.prepay.provider_ref, confirmed.order.order_no, 88800, 'f'.repeat(64)),
    );
    expect(forged).toMatchObject({ status: 401, body: { code: 4001, message: '签名校验失败' } });
    const log = await notifications(confirmed.order.order_no);
    expect(log.filter((result) => result === 'credited')).toHaveLength(1);
    expect(log.filter((result) => result === 'duplicate')).toHaveLength(10);
    expect(log).toContain('bad_signature');
  });

  test('two payment links for one order: the second payment is refunded to its source; a payment after the close is refunded too', async () => {
    const client = await buyer();
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
    const second = await data<{ provider_ref: string }>(
      await client.post('/h5/api/pay/prepay', {
        data: { order_no: confirmed.order.order_no },
        headers: { 'x-action-id': randomUUID() },
      }),
    );
    expect(second.provider_ref).not.toBe(confirmed.prepay.provider_ref);
    const results = [];
    for (const ref of [confirmed.prepay.provider_ref, second.provider_ref])
      results.push((await postNotify(notifyBody(ref, confirmed.order.order_no, 2800))).body.data?.result);
    expect(results).toEqual(['credited', 'returned']);
    const paid = await data<{
      status: string;
      returned_payments: Array<{ provider_ref: string; amount_fen: number; reason: string }>;
    }>(await client.get(`/h5/api/orders/${confirmed.order.order_no}`));
    expect(paid).toMatchObject({
      status: 'PAID',
      returned_payments: [{ provider_ref: second.provider_ref, amount_fen: 2800, reason: 'duplicate' }],
    });

    const late = await data<Confirmed>(await confirmPlan(client, 'vip-quarter'));
    const up = await upstream();
    await up.post('/__dev/orders/expire', { data: { order_no: late.order.order_no } });
    await up.dispose();
    expect(
      (await postNotify(notifyBody(late.prepay.provider_ref, late.order.order_no, late.order.pay_fen))).body.data
        ?.result,
    ).toBe('returned');
    const closed = await data<{ status: string; returned_payments: Array<{ reason: string }> }>(
      await client.get(`/h5/api/orders/${late.order.order_no}`),
    );
    expect(closed).toMatchObject({ status: 'CLOSED', returned_payments: [{ reason: 'closed' }] });
  });

  test('a bad signature on a pending order changes nothing; a signed notify with another amount is refused', async () => {
    const client = await buyer();
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-quarter'));
    const { provider_ref: ref } = confirmed.prepay;
    expect((await postNotify(notifyBody(ref, confirmed.order.order_no, 7800, '0'.repeat(64)))).status).toBe(401);
    expect((await postNotify(notifyBody(ref, confirmed.order.order_no, 1))).body).toMatchObject({
      code: 4002,
      message: '支付金额与订单金额不符',
    });
    expect((await order(client, confirmed.order.order_no)).status).toBe('PENDING');
    expect((await data<{ vip_level: string }>(await client.get('/h5/api/vip/status'))).vip_level).toBe('NONE');
    expect(await notifications(confirmed.order.order_no)).toEqual(['bad_signature', 'amount_mismatch']);
  });

  test('an amount or a plan changed in the request is refused with a clear message', async () => {
    const client = await buyer();
    const { plan } = await quote(client, 'svip-month');
    const agreements = plan.agreements.map((a) => a.id);
    const tampered = await confirm(client, { plan_id: 'svip-month', coupon_id: null, agreements, amount_fen: 1 });
    expect(tampered.status()).toBe(400);
    expect(await tampered.json()).toEqual({ code: 1003, message: TAMPERED_AMOUNT_MESSAGE });
    const unknown = await confirm(client, { plan_id: 'svip-free', coupon_id: null, agreements });
    expect(unknown.status()).toBe(404);
    expect((await unknown.json()).message).toBe('套餐不存在或已下架');
    const noAgreements = await confirm(client, {
      plan_id: 'svip-month',
      coupon_id: null,
      agreements: agreements.slice(0, 1),
    });
    expect(noAgreements.status()).toBe(400);
    expect((await noAgreements.json()).message).toMatch(/^请阅读并同意《.+》$/);
  });

  test('paying a closed order is refused and its coupon comes back', async () => {
    const client = await buyer();
    await data(
      await client.post('/h5/api/coupons/claim', {
        data: { template_id: 4 },
        headers: { 'x-action-id': randomUUID() },
      }),
    );
    const offered = await quote(client, 'vip-month');
    expect(offered.quote).toMatchObject({ discount_fen: 2000, pay_fen: 800 });
    const confirmed = await data<Confirmed>(
      await confirm(client, {
        plan_id: 'vip-month',
        coupon_id: offered.quote.coupon_id,
        agreements: offered.plan.agreements.map((a) => a.id),
      }),
    );
    expect(confirmed.order).toMatchObject({ amount_fen: 2800, discount_fen: 2000, pay_fen: 800 });
    expect((await quote(client, 'vip-month')).quote.coupon_id).toBeNull();
    const up = await upstream();
    await up.post('/__dev/orders/expire', { data: { order_no: confirmed.order.order_no } });
    await up.dispose();
    expect((await order(client, confirmed.order.order_no)).status).toBe('CLOSED');
    const retry = await client.post('/h5/api/pay/prepay', {
      data: { order_no: confirmed.order.order_no },
      headers: { 'x-action-id': randomUUID() },
    });
    expect(retry.status()).toBe(409);
    expect((await retry.json()).message).toBe('订单已关闭，请重新下单');
    expect(await payAtCashierStatus(confirmed.prepay.cashier_url!)).toContain('订单已关闭');
    expect((await quote(client, 'vip-month')).quote.coupon_id).toBe(offered.quote.coupon_id);
  });

  test('one coupon on two purchases at once: one order holds it, the other purchase pays that order', async () => {
    const client = await buyer();
    const coupon = await data<{ id: number }>(
      await client.post('/h5/api/coupons/claim', {
        data: { template_id: 4 },
        headers: { 'x-action-id': randomUUID() },
      }),
    );
    const { plan } = await quote(client, 'vip-quarter');
    const body = { plan_id: 'vip-quarter', coupon_id: coupon.id, agreements: plan.agreements.map((a) => a.id) };
    const [first, second] = await Promise.all([confirm(client, body), confirm(client, body)]);
    expect([first.status(), second.status()]).toEqual([200, 200]);
    const [a, b] = [await data<Confirmed>(first), await data<Confirmed>(second)];
    expect(a.order.order_no).toBe(b.order.order_no);
    expect(a.order.coupon_id).toBe(coupon.id);
  });

  test('Android app → bridge channel; VIP → SVIP upgrade priced by the remaining period, paid by iOS in-app purchase; an SVIP is not sold VIP', async () => {
    const android = await buyer(4, ANDROID_APP);
    const vip = await data<Confirmed>(await confirmPlan(android, 'vip-month'));
    expect(vip.prepay).toMatchObject({ channel: 'app', cashier_url: null });
    await data(
      await android.post('/h5/api/pay/sandbox/confirm', { data: { order_no: vip.order.order_no, channel: 'app' } }),
    );
    expect((await settled(android, vip.order.order_no)).status).toBe('PAID');
    expect((await data<{ vip_level: string }>(await android.get('/h5/api/vip/status'))).vip_level).toBe('VIP');

    const upgrade = await quote(android, 'svip-year', 'none');
    // The credit is the unused part of what was paid: 2800 fen × 30 unused days ÷ 30 days = 2800 (never a list price).
    expect(upgrade.quote).toMatchObject({
      kind: 'upgrade',
      vip_days_left: 30,
      credit_fen: 2800,
      amount_fen: 86000,
      pay_fen: 86000,
    });
    expect(upgrade.quote.credit_items).toEqual([
      {
        order_no: vip.order.order_no,
        plan_name: 'VIP连续包月',
        paid_fen: 2800,
        segment_days: 30,
        unused_days: 30,
        credit_fen: 2800,
      },
    ]);

    const iosClient = await sameUserWith(android, IOS_APP);
    const svip = await data<Confirmed>(await confirmPlan(iosClient, 'svip-year'));
    expect(svip.prepay).toMatchObject({ channel: 'iap', iap_product_id: upgrade.plan.iap_product_id });
    expect(svip.order.pay_fen).toBe(86000);
    const { receipt } = await data<{ receipt: string }>(
      await iosClient.post('/h5/api/pay/sandbox/confirm', { data: { order_no: svip.order.order_no, channel: 'iap' } }),
    );
    const [body, signature] = receipt.split('.');
    const forged = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(body, 'base64url').toString()),
        product_id: 'com.llczd.member.vip.month',
      }),
    ).toString('base64url');
    const refused = await iosClient.post('/h5/api/pay/iap/verify', {
      data: { order_no: svip.order.order_no, receipt: `${forged}.${signature}` },
    });
    expect(refused.status()).toBe(400);
    expect((await refused.json()).message).toBe('支付凭证校验失败');
    const verified = await data<{ status: string; paid_fen: number; kind: string }>(
      await iosClient.post('/h5/api/pay/iap/verify', { data: { order_no: svip.order.order_no, receipt } }),
    );
    expect(verified).toMatchObject({ status: 'PAID', paid_fen: 86000, kind: 'upgrade' });
    const again = await data<{ status: string }>(
      await iosClient.post('/h5/api/pay/iap/verify', { data: { order_no: svip.order.order_no, receipt } }),
    );
    expect(again.status).toBe('PAID');
    expect((await data<{ vip_level: string }>(await iosClient.get('/h5/api/vip/status'))).vip_level).toBe('SVIP');
    const growth = await data<{ identity: string }>(
      await iosClient.post('/h5/api/user-growth/v1/app/user/identity/card', { data: {} }),
    );
    expect(growth.identity).toBe('SVIP');
    expect((await quote(iosClient, 'vip-month')).quote).toMatchObject({
      allowed: false,
      refusal: '您已是SVIP会员，已包含全部VIP权益，无需购买VIP套餐',
    });
    const refusedVip = await confirmPlan(iosClient, 'vip-month');
    expect(refusedVip.status()).toBe(409);
  });

  test('WeChat → JSAPI parameters; another user cannot read the order', async () => {
    const client = await buyer(4, WECHAT);
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'vip-month'));
    expect(confirmed.prepay.channel).toBe('jsapi');
    expect(confirmed.prepay.jsapi).toMatchObject({
      package: `prepay_id=${confirmed.prepay.provider_ref}`,
      signType: 'HMAC-SHA256',
    });
    const stranger = await buyer(0);
    const peek = await stranger.get(`/h5/api/orders/${confirmed.order.order_no}`);
    expect(peek.status()).toBe(404);
    const payForeign = await stranger.post('/h5/api/pay/prepay', {
      data: { order_no: confirmed.order.order_no },
      headers: { 'x-action-id': randomUUID() },
    });
    expect(payForeign.status()).toBe(404);
  });

  test('suitability gate: not assessed → assess first; a mismatch needs the explicit confirmation', async () => {
    const fresh = await buyer(0);
    const blocked = await confirmPlan(fresh, 'vip-month');
    expect(blocked.status()).toBe(409);
    expect((await blocked.json()).message).toBe('购买前请先完成风险承受能力测评');
    const cautious = await buyer(2);
    expect((await quote(cautious, 'svip-month')).suitability.decision).toBe('warn');
    const warned = await confirmPlan(cautious, 'svip-month');
    expect(warned.status()).toBe(409);
    expect((await warned.json()).message).toMatch(/高于您的风险承受能力/);
    expect((await confirmPlan(cautious, 'svip-month', { suitability_confirmed: true })).status()).toBe(200);
  });
});

async function payAtCashierStatus(cashierUrl: string): Promise<string> {
  const up = await upstream();
  const response = await up.get(new URL(cashierUrl).pathname);
  const text = await response.text();
  await up.dispose();
  return text;
}
