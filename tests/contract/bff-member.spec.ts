import { expect, test, type APIRequestContext } from '@playwright/test';
import {
  stockActivityIndexSchema,
  stockActivityPeriodSchema,
  stockCertificationSchema,
  userMessageOrderSchema,
} from '@/lib/activity/schemas';
import { bindOrderNoSchema, diagnosisConfigSchema } from '@/lib/api/contracts/diagnosis';
import { jsSignatureSchema } from '@/lib/api/contracts/wechat';
import { identityCardSchema, userLevelSchema, vipEquitySchema } from '@/lib/growth/schemas';
import { login, newClient, BASE_URL } from './bff-helpers';
import { buyer, confirmPlan, data, payAtCashier, settled, type Confirmed } from './pay-support';

const LOGIN_REQUIRED: Array<[string, string, unknown?]> = [
  ['GET', '/h5/api/activity/stock-activity/index'],
  ['POST', '/h5/api/activity/stock/certification', { activity_id: 31, agreement: true }],
  ['POST', '/h5/api/activity/userMessage/order', { activity_id: 31 }],
  ['GET', '/h5/api/activity/get-stock-activity-period-number'],
  ['POST', '/h5/api/user-growth/v1/app/user/level/show', {}],
  ['POST', '/h5/api/user-growth/v1/app/user/identity/card', {}],
  ['POST', '/h5/api/user-growth/v1/app/user/equity/vip/query', {}],
  ['POST', '/h5/api/conversation/bindOrderNo', { conversation_id: 'conv_000001', order_no: 'ORD000000001' }],
  ['GET', '/h5/api/vip/status'],
];

async function call(client: APIRequestContext, method: string, path: string, data?: unknown) {
  return method === 'GET' ? client.get(path) : client.post(path, { data: data ?? {} });
}

test.describe('BFF member, contest, growth and platform calls', () => {
  for (const [method, path, data] of LOGIN_REQUIRED) {
    test(`${method} ${path} without a session → 401 / 2008`, async () => {
      const response = await call(await newClient(), method, path, data);
      expect(response.status()).toBe(401);
      expect(await response.json()).toEqual({ code: 2008, message: '用户未登录，请登入' });
    });
  }

  test('stock contest: periods, index, sign-up, reminder', async () => {
    const client = await newClient();
    await login(client);
    const periods = stockActivityPeriodSchema.parse(
      (await (await client.get('/h5/api/activity/get-stock-activity-period-number')).json()).data,
    );
    const raw = (await (await client.get('/h5/api/activity/get-stock-activity-period-number')).json()).data;
    expect(raw.activeId).toBe(periods.current_period);
    expect(raw.nextActiveId).toBe(periods.next_period);
    const index = stockActivityIndexSchema.parse(
      (await (await client.get('/h5/api/activity/stock-activity/index')).json()).data,
    );
    expect(index.activity_id).toBe(periods.current_period);
    expect(index.certified).toBe(false);
    const target = periods.next_period ?? periods.current_period;
    const certified = await client.post('/h5/api/activity/stock/certification', {
      data: { activity_id: target, agreement: true },
    });
    expect(stockCertificationSchema.parse((await certified.json()).data)).toMatchObject({
      activity_id: target,
      certified: true,
    });
    const noAgreement = await client.post('/h5/api/activity/stock/certification', { data: { activity_id: target } });
    expect(noAgreement.status()).toBe(400);
    const ordered = await client.post('/h5/api/activity/userMessage/order', {
      data: { activity_id: target, type: 'result' },
    });
    expect(userMessageOrderSchema.parse((await ordered.json()).data)).toEqual({
      activity_id: target,
      type: 'result',
      ordered: true,
    });
  });

  test('user growth: level, identity card, VIP equities', async () => {
    const client = await newClient();
    await login(client);
    userLevelSchema.parse(
      (await (await client.post('/h5/api/user-growth/v1/app/user/level/show', { data: {} })).json()).data,
    );
    const card = identityCardSchema.parse(
      (await (await client.post('/h5/api/user-growth/v1/app/user/identity/card', { data: {} })).json()).data,
    );
    expect(card.identity).toBe('NONE');
    const equities = vipEquitySchema.parse(
      (
        await (
          await client.post('/h5/api/user-growth/v1/app/user/equity/vip/query', { data: { vip_level: 'SVIP' } })
        ).json()
      ).data,
    );
    expect(equities.equities.every((equity) => equity.level === 'SVIP' && !equity.available)).toBe(true);
  });

  test('POST /h5/api/feature/wechat/js-signature: no login, own host only', async () => {
    const client = await newClient();
    const ok = await client.post('/h5/api/feature/wechat/js-signature', {
      data: { url: `${BASE_URL}/h5/tool/lhb/today?x=1#share` },
    });
    expect(ok.status()).toBe(200);
    jsSignatureSchema.parse((await ok.json()).data);
    const foreign = await client.post('/h5/api/feature/wechat/js-signature', {
      data: { url: 'https://evil.example.com/h5/' },
    });
    expect([foreign.status(), (await foreign.json()).code]).toEqual([400, 1003]);
  });

  test('POST /h5/api/buriedPoint/buried/point/data/submit reaches the tracking host, with or without login', async () => {
    const client = await newClient();
    const events = {
      net_status: 'wifi',
      event_list: [
        {
          event_time: Date.now(),
          event_id: 'page_login',
          event_label: '登录页',
          event_type: 'page',
          event_attr: { from: '测试😀' },
        },
      ],
    };
    const anonymous = await client.post('/h5/api/buriedPoint/buried/point/data/submit', { data: events });
    expect(await anonymous.json()).toEqual({ code: 200, data: { accepted: 1 } });
    const badType = await client.post('/h5/api/buriedPoint/buried/point/data/submit', {
      data: { event_list: [{ ...events.event_list[0], event_type: 'scroll' }] },
    });
    expect(badType.status()).toBe(400);
    await login(client);
    expect(
      (await (await client.post('/h5/api/buriedPoint/buried/point/data/submit', { data: events })).json()).data
        .accepted,
    ).toBe(1);
  });

  test('GET /h5/api/stockDiagnosisPay/getConfigInfo: login optional; POST /h5/api/conversation/bindOrderNo is idempotent', async () => {
    const client = await newClient();
    const anonymous = diagnosisConfigSchema.parse(
      (await (await client.get('/h5/api/stockDiagnosisPay/getConfigInfo?scene=ai_diagnosis')).json()).data,
    );
    expect(anonymous.used_free_times).toBeNull();
    expect((await client.get('/h5/api/stockDiagnosisPay/getConfigInfo?scene=nope')).status()).toBe(400);
    await login(client);
    const mine = diagnosisConfigSchema.parse(
      (await (await client.get('/h5/api/stockDiagnosisPay/getConfigInfo')).json()).data,
    );
    expect(mine.used_free_times).toBe(0);
    const conversation = `conv_${Date.now()}`;
    // A made-up order number is not found; the buyer's own unpaid order is refused; the paid one binds, idempotently.
    const madeUp = await client.post('/h5/api/conversation/bindOrderNo', {
      data: { conversation_id: conversation, order_no: 'ORD2026112100001' },
    });
    expect([madeUp.status(), (await madeUp.json()).message]).toEqual([404, '订单不存在']);
    const buyerClient = await buyer(4);
    const unpaid = await data<Confirmed>(await confirmPlan(buyerClient, 'course-kline'));
    const early = await buyerClient.post('/h5/api/conversation/bindOrderNo', {
      data: { conversation_id: conversation, order_no: unpaid.order.order_no },
    });
    expect([early.status(), (await early.json()).message]).toEqual([409, '订单尚未支付，请完成支付后再开始诊断']);
    await payAtCashier(unpaid.prepay.cashier_url!);
    expect((await settled(buyerClient, unpaid.order.order_no)).status).toBe('PAID');
    const stranger = await client.post('/h5/api/conversation/bindOrderNo', {
      data: { conversation_id: conversation, order_no: unpaid.order.order_no },
    });
    expect(stranger.status()).toBe(404);
    const first = await buyerClient.post('/h5/api/conversation/bindOrderNo', {
      data: { conversation_id: conversation, order_no: unpaid.order.order_no },
    });
    const again = await buyerClient.post('/h5/api/conversation/bindOrderNo', {
      data: { conversation_id: conversation, order_no: unpaid.order.order_no },
    });
    expect(bindOrderNoSchema.parse((await first.json()).data)).toEqual(
      bindOrderNoSchema.parse((await again.json()).data),
    );
    const second = await data<Confirmed>(await confirmPlan(buyerClient, 'course-value'));
    await payAtCashier(second.prepay.cashier_url!);
    expect((await settled(buyerClient, second.order.order_no)).status).toBe('PAID');
    const other = await buyerClient.post('/h5/api/conversation/bindOrderNo', {
      data: { conversation_id: conversation, order_no: second.order.order_no },
    });
    expect([other.status(), (await other.json()).message]).toEqual([409, '该会话已绑定其他订单']);
  });
});
