import { expect, test } from '@playwright/test';
import { stockAlertsSchema, stockEventsSchema } from '@/lib/market/alerts-schemas';
import { newClient, upstream } from './bff-helpers';

test.describe('optional-stock alerts and events: upstream contract and BFF routes', () => {
  test('the upstream answers per requested code with names from the securities list', async () => {
    const up = await upstream();
    const alerts = stockAlertsSchema.parse(
      (await (await up.get('/market/stock-alerts?codes=600519,000001')).json()).data,
    );
    expect(alerts.stocks.map((s) => [s.code, s.name])).toEqual([
      ['600519', '贵州茅台'],
      ['000001', '平安银行'],
    ]);
    const events = stockEventsSchema.parse((await (await up.get('/market/stock-events?codes=300750')).json()).data);
    expect(events.stocks[0].name).toBe('宁德时代');
    expect(events.stocks[0].events.length).toBeGreaterThan(0);
    expect((await up.get('/market/stock-alerts?codes=abc')).status()).toBe(400);
    await up.dispose();
  });

  test('BFF GET /h5/api/market/stock-alerts and stock-events: public, same data as the upstream, short public cache', async () => {
    const client = await newClient();
    const up = await upstream();
    for (const kind of ['stock-alerts', 'stock-events']) {
      const response = await client.get(`/h5/api/market/${kind}?codes=600519,000001,600519`);
      expect(response.status()).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/^public, max-age=\d+/);
      const body = await response.json();
      expect(body.code).toBe(200);
      const direct = (await (await up.get(`/market/${kind}?codes=600519,000001`)).json()).data;
      expect({ ...body.data, asOf: '' }).toEqual({ ...direct, asOf: '' });
      (kind === 'stock-alerts' ? stockAlertsSchema : stockEventsSchema).parse(body.data);
    }
    await client.dispose();
    await up.dispose();
  });

  test('bad codes are 400 with the catalogue message 缺少相关参数 and the field (code 1003)', async () => {
    const client = await newClient();
    const tooMany = Array.from({ length: 51 }, (_, i) => String(600000 + i)).join(',');
    for (const query of ['', '?codes=', '?codes=60051', '?codes=600519,abcdef', `?codes=${tooMany}`]) {
      const response = await client.get(`/h5/api/market/stock-alerts${query}`);
      expect(response.status(), query).toBe(400);
      expect(await response.json()).toEqual({ code: 1003, message: '缺少相关参数：codes' });
    }
    expect((await client.get('/h5/api/market/stock-events?codes=1')).status()).toBe(400);
    await client.dispose();
  });
});
