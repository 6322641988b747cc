import { expect, test } from '@playwright/test';
import { BASE_URL, login, newClient } from '../contract/bff-helpers';

const COMMON_HEADERS = (headers: Record<string, string>) => {
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  expect(headers['x-powered-by']).toBeUndefined();
};

test.describe('header hygiene, CSRF and SSRF', () => {
  test('pages carry a CSP with a fresh nonce each time', async () => {
    const client = await newClient();
    const nonces = new Set<string>();
    for (const path of ['/h5/login', '/h5/', '/h5/abnormal', '/h5/login']) {
      const headers = (await client.get(path)).headers();
      COMMON_HEADERS(headers);
      expect(headers['content-security-policy']).toMatch(/script-src[^;]*'nonce-[A-Za-z0-9+/=]{16,}'/);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'self'");
      nonces.add(/'nonce-([^']+)'/.exec(headers['content-security-policy'])?.[1] ?? '');
    }
    expect(nonces.size).toBe(4);
  });

  test('API answers (success and errors) carry the security headers and a CSP that allows nothing', async () => {
    const client = await newClient();
    for (const path of [
      '/h5/api/session',
      '/h5/api/vip/status',
      '/h5/api/uaa/oauth/sms-code',
      '/h5/api/no-such-call',
    ]) {
      const response = path.endsWith('sms-code')
        ? await client.post(path, { data: { mobile: 'x' } })
        : await client.get(path);
      const headers = response.headers();
      COMMON_HEADERS(headers);
      expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });

  test('authenticated answers are Cache-Control: no-store', async () => {
    const client = await newClient();
    await login(client);
    for (const path of ['/h5/api/session', '/h5/api/vip/status', '/h5/api/stockDiagnosisPay/getConfigInfo']) {
      expect((await client.get(path)).headers()['cache-control']).toContain('no-store');
    }
  });

  test('state changes from another site are refused with 403 (Origin or Sec-Fetch-Site)', async () => {
    const client = await newClient();
    await login(client);
    const evil = await client.post('/h5/api/session/logout', { headers: { origin: 'https://evil.example.com' } });
    expect(evil.status()).toBe(403);
    const crossSite = await client.post('/h5/api/activity/userMessage/order', {
      data: { activity_id: 31 },
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status()).toBe(403);
    const sms = await client.post('/h5/api/uaa/oauth/sms-code', {
      data: { mobile: '13900000000' },
      headers: { origin: 'null' },
    });
    expect(sms.status()).toBe(403);
    expect((await (await client.get('/h5/api/session')).json()).data.loggedIn).toBe(true);
    const sameSite = await client.post('/h5/api/session/logout', {
      headers: { origin: BASE_URL, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameSite.status()).toBe(200);
  });

  test('SSRF: the browser cannot make the BFF reach another host', async () => {
    const client = await newClient();
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://127.0.0.1:3401/__dev/sms?mobile=1',
      'file:///etc/passwd',
      `${BASE_URL}.evil.com/h5/`,
    ]) {
      const response = await client.post('/h5/api/feature/wechat/js-signature', { data: { url } });
      expect(response.status(), url).toBe(400);
    }
    // Extra fields naming a base or a host are ignored, not followed.
    const tracking = await client.post('/h5/api/buriedPoint/buried/point/data/submit', {
      data: { extBase: 'http://169.254.169.254', event_list: [{ event_time: 1, event_id: 'x', event_type: 'click' }] },
    });
    expect(await tracking.json()).toEqual({ code: 200, data: { accepted: 1 } });
  });
});
