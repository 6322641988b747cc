import { expect, test } from '@playwright/test';
import { BASE_URL, freshMobile, login, newClient, upstream } from '../contract/bff-helpers';
import { freshLoopback, rawRequest } from './raw-http';

const JSON_TYPE = { 'content-type': 'application/json' };

async function outboxHas(mobile: string): Promise<boolean> {
  const up = await upstream();
  const found = (await up.get(`/__dev/sms?mobile=${mobile}`)).status() === 200;
  await up.dispose();
  return found;
}

test.describe('trust boundaries', () => {
  test('the consent audit stores the connection address, never one the client names', async () => {
    const client = await newClient();
    await login(client);
    for (const forged of ['203.0.113.9', '203.0.113.9, 198.51.100.1', 'unknown', '::1, 10.0.0.1']) {
      const response = await client.post('/h5/api/compliance/consents', {
        data: { agreement_id: 'securitiesInvestmentConsultant', version: 'V3.4', ip: '6.6.6.6' },
        headers: { 'x-forwarded-for': forged, 'x-real-ip': '6.6.6.7', 'x-h5-peer-address': '6.6.6.8' },
      });
      expect((await response.json()).data.ip).toMatch(/^(127\.0\.0\.1|::1)$/);
    }
  });

  test('SMS: a short-window cap per IP that no forged header escapes; another address is unaffected', async () => {
    const from = freshLoopback();
    const mobiles = Array.from({ length: 8 }, () => freshMobile());
    const statuses: number[] = [];
    for (const [index, mobile] of mobiles.entries()) {
      const response = await rawRequest('/h5/api/uaa/oauth/sms-code', {
        method: 'POST',
        from,
        headers: {
          ...JSON_TYPE,
          'x-forwarded-for': `198.51.100.${index}`,
          'x-real-ip': `198.51.100.${index}`,
          'x-h5-peer-address': `198.51.100.${index}`,
        },
        body: JSON.stringify({ mobile }),
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
        expect(JSON.parse(response.body).code).toBe(1005);
      }
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect(await Promise.all(mobiles.map(outboxHas))).toEqual([true, true, true, true, true, false, false, false]);
    // A refused number lost nothing: from another network it gets its code at once.
    const elsewhere = await rawRequest('/h5/api/uaa/oauth/sms-code', {
      method: 'POST',
      from: freshLoopback(),
      headers: JSON_TYPE,
      body: JSON.stringify({ mobile: mobiles[7] }),
    });
    expect(elsewhere.status).toBe(200);
  });

  test('js-signature signs only our configured public host, whatever Host or X-Forwarded-Host say', async () => {
    const own = new URL(BASE_URL).host;
    for (const host of ['evil.example', 'evil.example:443', own]) {
      for (const url of ['https://evil.example/h5/', 'http://evil.example:443/h5/share', `https://${host}/h5/`]) {
        if (url.includes(own)) continue;
        const response = await rawRequest('/h5/api/feature/wechat/js-signature', {
          method: 'POST',
          headers: { ...JSON_TYPE, host, 'x-forwarded-host': host, origin: `https://${host}` },
          body: JSON.stringify({ url }),
        });
        expect(response.status, `${host} ${url}`).toBeGreaterThanOrEqual(400);
        expect(response.body).not.toContain('signature');
      }
    }
    const ours = await (
      await newClient()
    ).post('/h5/api/feature/wechat/js-signature', { data: { url: `${BASE_URL}/h5/tool/lhb/today` } });
    expect(ours.status()).toBe(200);
    expect((await ours.json()).data.signature).toMatch(/^[0-9a-f]{40}$/);
  });

  test('a publicly cacheable answer never sets a cookie', async () => {
    const client = await newClient();
    for (const path of [
      '/h5/api/market/stock-alerts?codes=600519,000001',
      '/h5/api/market/stock-events?codes=600519',
    ]) {
      const response = await client.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['cache-control']).toMatch(/^public/);
      expect(response.headers()['set-cookie'], path).toBeUndefined();
    }
    // The same answer to a logged-in caller is personal: never public.
    const member = await newClient();
    await login(member);
    expect((await member.get('/h5/api/market/stock-alerts?codes=600519')).headers()['cache-control']).toBe(
      'private, no-store',
    );
  });
});
