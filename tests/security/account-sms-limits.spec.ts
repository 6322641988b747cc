import { expect, test } from '@playwright/test';
import { freshMobile, newClient, outboxCode, sendCode, upstream } from '../contract/bff-helpers';

test.describe('SMS abuse limits (server side)', () => {
  test('one SMS per mobile per 60 s: the second gets 429 with Retry-After and no new code', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    expect((await sendCode(client, mobile)).status()).toBe(200);
    const code = await outboxCode(mobile);
    const second = await sendCode(await newClient(), mobile);
    expect(second.status()).toBe(429);
    expect(Number(second.headers()['retry-after'])).toBeGreaterThan(50);
    expect((await second.json()).code).toBe(1005);
    expect(await outboxCode(mobile)).toBe(code);
  });

  test('a code is single use', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    await sendCode(client, mobile);
    const code = await outboxCode(mobile);
    expect((await client.post('/h5/api/uaa/oauth/token', { data: { mobile, code, agreement: true } })).status()).toBe(
      200,
    );
    const again = await (
      await newClient()
    ).post('/h5/api/uaa/oauth/token', { data: { mobile, code, agreement: true } });
    expect([again.status(), (await again.json()).code]).toEqual([400, 2005]);
  });

  test('a code is void after 3 wrong tries, even for the right code', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    await sendCode(client, mobile);
    const code = await outboxCode(mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 3; i += 1) {
      const response = await client.post('/h5/api/uaa/oauth/token', { data: { mobile, code: wrong, agreement: true } });
      expect((await response.json()).code).toBe(2005);
    }
    const right = await client.post('/h5/api/uaa/oauth/token', { data: { mobile, code, agreement: true } });
    expect([right.status(), (await right.json()).code]).toEqual([400, 2005]);
    expect((await client.get('/h5/api/session')).ok()).toBe(true);
    expect((await (await client.get('/h5/api/session')).json()).data.loggedIn).toBe(false);
  });

  test('a code is valid for 5 minutes only', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    await sendCode(client, mobile);
    const code = await outboxCode(mobile);
    const up = await upstream();
    await up.post('/__dev/age-sms', { data: { mobile, seconds: 301 } });
    const late = await client.post('/h5/api/uaa/oauth/token', { data: { mobile, code, agreement: true } });
    expect(await late.json()).toEqual({ code: 2005, message: '验证码已过期，请重新获取' });
  });
});
