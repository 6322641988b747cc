import { expect, test } from '@playwright/test';
import {
  authStats,
  expireAccessTokens,
  freshMobile,
  login,
  newClient,
  outboxCode,
  sealSession,
  sendCode,
  SESSION_COOKIE,
  sessionCookie,
  unsealSession,
  upstream,
} from '../contract/bff-helpers';

const APP_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 LlczdApp/2.0.60';

test.describe('session security', () => {
  test('the session cookie is HttpOnly, Secure, SameSite=Lax, __Host- prefixed, path /', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    await sendCode(client, mobile);
    const response = await client.post('/h5/api/uaa/oauth/token', {
      data: { mobile, code: await outboxCode(mobile), agreement: true },
    });
    const setCookie = response
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value)
      .find((value) => value.startsWith(`${SESSION_COOKIE}=`));
    expect(setCookie).toBeDefined();
    expect(setCookie).toMatch(/;\s*HttpOnly/i);
    expect(setCookie).toMatch(/;\s*Secure/i);
    expect(setCookie).toMatch(/;\s*SameSite=Lax/i);
    expect(setCookie).toMatch(/;\s*Path=\/(;|$)/);
    expect(setCookie).not.toMatch(/Domain=/i);
    // Playwright (like Chromium) keeps a Secure cookie set by http://localhost and sends it back.
    expect((await (await client.get('/h5/api/session')).json()).data.loggedIn).toBe(true);
  });

  test('tokens never appear in a response body, the HTML or the RSC payload', async () => {
    const client = await newClient();
    await login(client);
    const { accessToken, refreshToken } = await unsealSession((await sessionCookie(client)) as string);
    expect(accessToken && refreshToken).toBeTruthy();
    const bodies: string[] = [];
    for (const path of ['/h5/api/session', '/h5/api/vip/status', '/h5/login', '/h5/', '/h5/test2']) {
      const response = await client.get(path);
      bodies.push(await response.text(), JSON.stringify(response.headers()));
    }
    const rsc = await client.get('/h5/login', { headers: { RSC: '1' } });
    bodies.push(await rsc.text());
    for (const body of bodies) {
      expect(body).not.toContain(accessToken as string);
      expect(body).not.toContain(refreshToken as string);
    }
  });

  test('a tampered cookie reads as anonymous, never a 500', async () => {
    const client = await newClient();
    await login(client);
    const seal = (await sessionCookie(client)) as string;
    const tampered = `${seal.slice(0, 40)}${seal[40] === 'A' ? 'B' : 'A'}${seal.slice(41)}`;
    for (const value of [tampered, 'garbage', '', 'Fe26.2**x*y*z']) {
      const headers = { cookie: `${SESSION_COOKIE}=${value}` };
      const fresh = await newClient();
      const who = await fresh.get('/h5/api/session', { headers });
      expect(who.status()).toBe(200);
      expect((await who.json()).data.loggedIn).toBe(false);
      expect((await fresh.get('/h5/api/vip/status', { headers })).status()).toBe(401);
      expect((await fresh.get('/h5/login', { headers })).status()).toBe(200);
    }
  });

  test('refresh storm: 50 concurrent calls with an expired token make exactly one upstream refresh', async () => {
    const client = await newClient();
    const mobile = await login(client);
    await expireAccessTokens(mobile);
    const responses = await Promise.all(Array.from({ length: 50 }, () => client.get('/h5/api/vip/status')));
    expect(responses.map((response) => response.status())).toEqual(Array(50).fill(200));
    const stats = await authStats(mobile);
    expect(stats).toMatchObject({ refreshes: 1, reuseRevocations: 0, revoked: 0 });
    // And the rotated session keeps working.
    expect((await client.get('/h5/api/vip/status')).status()).toBe(200);
  });

  test('a page request renews an access token past its expiry in the proxy (pages cannot write cookies)', async () => {
    const client = await newClient();
    const mobile = await login(client);
    const data = await unsealSession((await sessionCookie(client)) as string);
    const expired = await sealSession({ ...data, accessExpiresAt: Date.now() - 1000 });
    const page = await (await newClient()).get('/h5/login', { headers: { cookie: `${SESSION_COOKIE}=${expired}` } });
    expect(page.status()).toBe(200);
    expect(await page.text()).toContain('已登录');
    const renewed = page
      .headersArray()
      .find((header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith(`${SESSION_COOKIE}=`));
    expect(renewed?.value).toMatch(/HttpOnly/i);
    const next = await unsealSession(renewed!.value.split(';')[0].slice(SESSION_COOKIE.length + 1));
    expect(next.accessToken).not.toBe(data.accessToken);
    expect(next.accessExpiresAt).toBeGreaterThan(Date.now());
    expect((await authStats(mobile)).refreshes).toBe(1);
  });

  test('the upstream detects refresh-token reuse past the grace window and the session then ends (logged out, 2009)', async () => {
    const client = await newClient();
    const mobile = await login(client);
    const { refreshToken } = await unsealSession((await sessionCookie(client)) as string);
    const up = await upstream();
    const first = await up.post('/uaa/oauth/token', {
      data: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect(first.status()).toBe(200);
    await up.post('/__dev/age-refresh', { data: { mobile, seconds: 31 } });
    const reuse = await up.post('/uaa/oauth/token', {
      data: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect((await reuse.json()).code).toBe(2009);
    expect(await authStats(mobile)).toMatchObject({ reuseRevocations: 1, revoked: 1 });
    const rotated = (await first.json()).data as { refresh_token: string };
    expect(
      (
        await (
          await up.post('/uaa/oauth/token', {
            data: { grant_type: 'refresh_token', refresh_token: rotated.refresh_token },
          })
        ).json()
      ).code,
    ).toBe(2009);
    // The BFF's copy is dead too: its next call fails the refresh and the session is over.
    await expireAccessTokens(mobile);
    const call = await client.get('/h5/api/vip/status');
    expect(call.status()).toBe(401);
    expect((await (await client.get('/h5/api/session')).json()).data.loggedIn).toBe(false);
  });

  test('logout ends the session for real: a replayed copy of the old cookie is rejected', async () => {
    const client = await newClient();
    await login(client);
    const copy = (await sessionCookie(client)) as string;
    expect((await client.post('/h5/api/session/logout')).status()).toBe(200);
    const attacker = await newClient();
    const replay = await attacker.get('/h5/api/vip/status', { headers: { cookie: `${SESSION_COOKIE}=${copy}` } });
    expect(replay.status()).toBe(401);
    expect((await replay.json()).code).toBe(2008);
    const who = await attacker.get('/h5/api/session', { headers: { cookie: `${SESSION_COOKIE}=${copy}` } });
    expect((await who.json()).data.loggedIn).toBe(false);
  });

  test("inside the app the app's token establishes the session", async () => {
    const up = await upstream();
    const mobile = freshMobile();
    await up.post('/uaa/oauth/sms-code', { data: { mobile } });
    const tokens = (
      await (
        await up.post('/uaa/oauth/token', { data: { grant_type: 'sms', mobile, code: await outboxCode(mobile) } })
      ).json()
    ).data as { access_token: string };
    const app = await newClient({
      'user-agent': APP_UA,
      'x-app-token': tokens.access_token,
      'x-app-version': '2.0.60',
    });
    const vip = await app.get('/h5/api/vip/status');
    expect(vip.status()).toBe(200);
    expect((await (await app.get('/h5/api/session')).json()).data).toMatchObject({ loggedIn: true, source: 'app' });
    // The same token from an ordinary browser (no app UA) is not a login.
    const browser = await newClient({ 'x-app-token': tokens.access_token });
    expect((await browser.get('/h5/api/vip/status')).status()).toBe(401);
  });

  test('proxy reported by the app → 当前已开启代理', async () => {
    const app = await newClient({ 'user-agent': APP_UA, 'x-app-proxy': '1' });
    const response = await app.get('/h5/api/session');
    expect(response.status()).toBe(403);
    expect((await response.json()).message).toBe('当前已开启代理');
  });
});
