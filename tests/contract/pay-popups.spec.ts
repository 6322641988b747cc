import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { TAMPERED_AMOUNT_MESSAGE } from '@/lib/pay/schemas';
import {
  ANDROID_APP,
  buyer,
  confirm,
  confirmPlan,
  data,
  IOS_APP,
  notifyBody,
  payAtCashier,
  postNotify,
  quote,
  settled,
  WECHAT,
  type Confirmed,
} from './pay-support';

/**
 * The four product pay popups' skus (course, butler, dragon tool, bundle) over HTTP: each through the
 * same quote → confirm → sandbox pay flow, on a different channel, and the paid order's fulfilment.
 */
type Grant = { kind: string; plan_id: string; title: string; start_at: string; end_at: string };
const DAY = 24 * 3600 * 1000;
const days = (grant: Grant) => (new Date(grant.end_at).getTime() - new Date(grant.start_at).getTime()) / DAY;

async function grantsOf(client: APIRequestContext, orderNo: string) {
  return (await data<{ status: string; grants: Grant[] }>(await client.get(`/h5/api/orders/${orderNo}`))).grants;
}

test.describe('pay popups: course, butler, dragon tool, bundle', () => {
  test('course (browser H5): best coupon in scope, tampered amount refused, paid → course access for 365 days, no membership', async () => {
    const client = await buyer(1);
    await data(
      await client.post('/h5/api/coupons/claim', {
        data: { template_id: 4 },
        headers: { 'x-action-id': randomUUID() },
      }),
    );
    const offered = await quote(client, 'course-kline');
    expect(offered.suitability.decision).not.toBe('deny');
    expect(offered.quote).toMatchObject({
      kind: 'new',
      allowed: true,
      amount_fen: 19900,
      discount_fen: 2000,
      pay_fen: 17900,
    });
    const agreements = offered.plan.agreements.map((a) => a.id);
    const tampered = await confirm(client, {
      plan_id: 'course-kline',
      coupon_id: offered.quote.coupon_id,
      agreements,
      amount_fen: 100,
    });
    expect(tampered.status()).toBe(400);
    expect(await tampered.json()).toEqual({ code: 1003, message: TAMPERED_AMOUNT_MESSAGE });

    const confirmed = await data<Confirmed>(
      await confirm(client, { plan_id: 'course-kline', coupon_id: offered.quote.coupon_id, agreements }),
    );
    expect(confirmed.order).toMatchObject({ amount_fen: 19900, discount_fen: 2000, pay_fen: 17900 });
    expect(confirmed.prepay.channel).toBe('h5');
    expect(await grantsOf(client, confirmed.order.order_no)).toEqual([]);
    await payAtCashier(confirmed.prepay.cashier_url!);
    expect(await settled(client, confirmed.order.order_no)).toMatchObject({ status: 'PAID', paid_fen: 17900 });
    const grants = await grantsOf(client, confirmed.order.order_no);
    expect(grants).toEqual([
      expect.objectContaining({ kind: 'course', plan_id: 'course-kline', title: 'K线形态实战课（20讲）' }),
    ]);
    expect(days(grants[0])).toBe(365);
    expect((await data<{ vip_level: string }>(await client.get('/h5/api/vip/status'))).vip_level).toBe('NONE');
  });

  test('butler (WeChat JSAPI): R3 adviser service — the lowest category is refused, a mismatch needs confirmation; a second package extends the first', async () => {
    const lowest = await buyer(1, WECHAT);
    const refused = await confirmPlan(lowest, 'butler-30');
    expect(refused.status()).toBe(409);

    const client = await buyer(2, WECHAT);
    expect((await quote(client, 'butler-30')).suitability.decision).toBe('warn');
    expect((await confirmPlan(client, 'butler-30')).status()).toBe(409);
    const first = await data<Confirmed>(await confirmPlan(client, 'butler-30', { suitability_confirmed: true }));
    expect(first.prepay.channel).toBe('jsapi');
    expect(first.order.pay_fen).toBe(59900);
    // The provider's notify with another amount is refused and changes nothing.
    expect((await postNotify(notifyBody(first.prepay.provider_ref, first.order.order_no, 100))).body).toMatchObject({
      code: 4002,
    });
    await data(
      await client.post('/h5/api/pay/sandbox/confirm', { data: { order_no: first.order.order_no, channel: 'jsapi' } }),
    );
    expect((await settled(client, first.order.order_no)).status).toBe('PAID');
    const [service] = await grantsOf(client, first.order.order_no);
    expect(service).toMatchObject({ kind: 'butler', plan_id: 'butler-30' });
    expect(days(service)).toBe(30);

    const second = await data<Confirmed>(await confirmPlan(client, 'butler-30', { suitability_confirmed: true }));
    await data(
      await client.post('/h5/api/pay/sandbox/confirm', { data: { order_no: second.order.order_no, channel: 'jsapi' } }),
    );
    expect((await settled(client, second.order.order_no)).status).toBe('PAID');
    const [extended] = await grantsOf(client, second.order.order_no);
    expect(extended.start_at).toBe(service.end_at);
    expect(days(extended)).toBe(30);
  });

  test('dragon tool (Android app bridge): a double tap makes one order, paid once → 90 days of 龙虎榜 data; a replayed notify credits nothing more', async () => {
    const client = await buyer(4, ANDROID_APP);
    // A double tap (20 concurrent confirms of one action) makes one order.
    const actionId = randomUUID();
    const taps = await Promise.all(Array.from({ length: 20 }, () => confirmPlan(client, 'dragon-90', {}, actionId)));
    const orderNos = new Set<string>();
    for (const tap of taps) orderNos.add((await data<Confirmed>(tap)).order.order_no);
    expect(orderNos.size).toBe(1);
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'dragon-90', {}, actionId));
    expect(orderNos.has(confirmed.order.order_no)).toBe(true);
    expect(confirmed.prepay).toMatchObject({ channel: 'app', cashier_url: null });
    expect(confirmed.order.pay_fen).toBe(9900);
    await data(
      await client.post('/h5/api/pay/sandbox/confirm', {
        data: { order_no: confirmed.order.order_no, channel: 'app' },
      }),
    );
    expect((await settled(client, confirmed.order.order_no)).status).toBe('PAID');
    const replay = await postNotify(notifyBody(confirmed.prepay.provider_ref, confirmed.order.order_no, 9900));
    expect(replay.body.data?.result).toBe('duplicate');
    const grants = await grantsOf(client, confirmed.order.order_no);
    expect(grants).toEqual([
      expect.objectContaining({ kind: 'dragon', plan_id: 'dragon-90', title: '龙虎榜高级数据·90天' }),
    ]);
    expect(days(grants[0])).toBe(90);
  });

  test('bundle (iOS in-app purchase): one price with the saving, paid by IAP → SVIP for 90 days and the course, both recorded', async () => {
    const client = await buyer(4, IOS_APP);
    const offered = await quote(client, 'merge-svip-course', 'none');
    expect(offered.quote).toMatchObject({ kind: 'new', amount_fen: 39600, pay_fen: 39600 });
    const confirmed = await data<Confirmed>(await confirmPlan(client, 'merge-svip-course'));
    expect(confirmed.prepay).toMatchObject({ channel: 'iap', iap_product_id: 'com.llczd.sku.merge.svip.course' });
    const { receipt } = await data<{ receipt: string }>(
      await client.post('/h5/api/pay/sandbox/confirm', {
        data: { order_no: confirmed.order.order_no, channel: 'iap' },
      }),
    );
    expect(
      await data<{ status: string; paid_fen: number }>(
        await client.post('/h5/api/pay/iap/verify', { data: { order_no: confirmed.order.order_no, receipt } }),
      ),
    ).toMatchObject({ status: 'PAID', paid_fen: 39600 });
    const grants = await grantsOf(client, confirmed.order.order_no);
    expect(grants.map((grant) => [grant.kind, grant.plan_id, days(grant)])).toEqual([
      ['member', 'merge-svip-course', 90],
      ['course', 'course-kline', 365],
    ]);
    expect((await data<{ vip_level: string }>(await client.get('/h5/api/vip/status'))).vip_level).toBe('SVIP');
  });
});
