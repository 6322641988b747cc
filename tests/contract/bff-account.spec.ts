import { expect, test } from '@playwright/test';
import { sessionViewSchema } from '@/lib/account/schemas';
import { vipStatusSchema } from '@/lib/vip/schemas';
import { freshMobile, login, newClient, outboxCode, sendCode } from './bff-helpers';

test.describe('BFF account calls against the local upstream', () => {
  test('POST /h5/api/uaa/oauth/sms-code: 验证码已发送, bad mobile 1002', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    const sent = await sendCode(client, mobile);
    expect(sent.status()).toBe(200);
    expect(await sent.json()).toMatchObject({
      code: 200,
      data: { message: '验证码已发送', resend_after: 60, expires_in: 300 },
    });
    expect(await outboxCode(mobile)).toMatch(/^\d{6}$/);
    const bad = await client.post('/h5/api/uaa/oauth/sms-code', { data: { mobile: '1234' } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toEqual({ code: 1002, message: '手机号填写错误' });
  });

  test('POST /h5/api/uaa/oauth/token: SPEC §5 errors, then a session without any token in the answer', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    const noCode = await client.post('/h5/api/uaa/oauth/token', { data: { mobile, code: '123456', agreement: true } });
    expect([noCode.status(), (await noCode.json()).code]).toEqual([400, 2004]);
    await sendCode(client, mobile);
    const code = await outboxCode(mobile);
    const noAgreement = await client.post('/h5/api/uaa/oauth/token', { data: { mobile, code } });
    expect(await noAgreement.json()).toEqual({ code: 2002, message: '请接受注册协议' });
    const wrong = await client.post('/h5/api/uaa/oauth/token', {
      data: { mobile, code: code === '000000' ? '111111' : '000000', agreement: true },
    });
    expect([wrong.status(), (await wrong.json()).code]).toEqual([400, 2005]);
    const refreshGrant = await client.post('/h5/api/uaa/oauth/token', {
      data: { grant_type: 'refresh_token', refresh_token: 'x'.repeat(40), mobile, code, agreement: true },
    });
    expect(refreshGrant.status()).toBe(400);
    const ok = await client.post('/h5/api/uaa/oauth/token', {
      data: { grant_type: 'sms', mobile, code, invitation_code: 'ABC123', agreement: true },
    });
    expect(ok.status()).toBe(200);
    const body = await ok.json();
    expect(sessionViewSchema.parse(body.data)).toEqual({
      loggedIn: true,
      mobile: `${mobile.slice(0, 3)}****${mobile.slice(7)}`,
      vip_level: 'NONE',
      source: 'sms',
    });
    expect(JSON.stringify(body)).not.toMatch(/access|refresh|token/i);
  });

  test('POST /h5/api/uaa/oauth/JinliToken logs in with the same payload', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    await sendCode(client, mobile);
    const response = await client.post('/h5/api/uaa/oauth/JinliToken', {
      data: { mobile, code: await outboxCode(mobile), agreement: true },
    });
    expect(response.status()).toBe(200);
    expect((await response.json()).data.loggedIn).toBe(true);
    expect((await (await client.get('/h5/api/session')).json()).data.loggedIn).toBe(true);
  });

  test('GET /h5/api/vip/status: 2008 without a session, the seeded levels with one', async () => {
    const client = await newClient();
    const anonymous = await client.get('/h5/api/vip/status');
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toEqual({ code: 2008, message: '用户未登录，请登入' });
    await login(client);
    const mine = vipStatusSchema.parse((await (await client.get('/h5/api/vip/status')).json()).data);
    expect(mine).toEqual({ vip_level: 'NONE', level: 1, expire_at: null });
  });

  test('GET /h5/api/session and POST /h5/api/session/logout', async () => {
    const client = await newClient();
    expect((await (await client.get('/h5/api/session')).json()).data).toEqual({
      loggedIn: false,
      mobile: null,
      vip_level: 'NotLoggedIn',
      source: null,
    });
    await login(client);
    expect((await (await client.get('/h5/api/session')).json()).data.loggedIn).toBe(true);
    const out = await client.post('/h5/api/session/logout');
    // SPEC §4: outside production (the local upstream) the page goes on to the get-token route.
    expect(await out.json()).toEqual({ code: 200, data: { loggedIn: false, next: '/h5/get-token' } });
    expect((await (await client.get('/h5/api/session')).json()).data.loggedIn).toBe(false);
    expect((await client.get('/h5/api/vip/status')).status()).toBe(401);
  });
});
