import { expect, test } from '@playwright/test';
import {
  authStats,
  expireAccessTokens,
  login,
  newClient,
  sessionCookie,
  unsealSession,
  upstream,
} from '../contract/bff-helpers';

/**
 * Two BFF instances without Redis share no refresh lock: both may spend the same refresh token.
 * The upstream answers a token spent within its grace window with the same new pair, so neither
 * instance logs the user out. "Instance B" is played here by a direct call, as that instance makes it.
 */
test.describe('refresh across instances without a shared store', () => {
  test('instance A refreshes through the BFF, instance B spends the old token too: same pair, nobody logged out', async () => {
    const client = await newClient();
    const mobile = await login(client);
    const before = await unsealSession((await sessionCookie(client)) as string);
    await expireAccessTokens(mobile);
    expect((await client.get('/h5/api/vip/status')).status()).toBe(200);
    const afterA = await unsealSession((await sessionCookie(client)) as string);
    expect(afterA.refreshToken).not.toBe(before.refreshToken);

    const up = await upstream();
    const instanceB = await up.post('/uaa/oauth/token', {
      data: { grant_type: 'refresh_token', refresh_token: before.refreshToken },
    });
    expect(instanceB.status()).toBe(200);
    const pairB = (await instanceB.json()).data as { access_token: string; refresh_token: string };
    expect([pairB.access_token, pairB.refresh_token]).toEqual([afterA.accessToken, afterA.refreshToken]);
    expect(await authStats(mobile)).toMatchObject({ refreshes: 1, reuseRevocations: 0, revoked: 0 });
    expect((await client.get('/h5/api/vip/status')).status()).toBe(200);
  });

  test('a storm of concurrent refreshes of one token answers one pair to all', async () => {
    const client = await newClient();
    const mobile = await login(client);
    const { refreshToken } = await unsealSession((await sessionCookie(client)) as string);
    const up = await upstream();
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        up.post('/uaa/oauth/token', { data: { grant_type: 'refresh_token', refresh_token: refreshToken } }),
      ),
    );
    expect(answers.map((answer) => answer.status())).toEqual(Array(12).fill(200));
    const pairs = new Set(
      await Promise.all(
        answers.map(async (answer) =>
          JSON.stringify(((await answer.json()).data as { refresh_token: string }).refresh_token),
        ),
      ),
    );
    expect(pairs.size).toBe(1);
    expect(await authStats(mobile)).toMatchObject({ refreshes: 1, reuseRevocations: 0, revoked: 0 });
  });

  test('past the grace window the same replay is the theft signal: the whole login ends', async () => {
    const client = await newClient();
    const mobile = await login(client);
    const { refreshToken } = await unsealSession((await sessionCookie(client)) as string);
    const up = await upstream();
    expect(
      (
        await up.post('/uaa/oauth/token', { data: { grant_type: 'refresh_token', refresh_token: refreshToken } })
      ).status(),
    ).toBe(200);
    await up.post('/__dev/age-refresh', { data: { mobile, seconds: 31 } });
    const late = await up.post('/uaa/oauth/token', {
      data: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    expect([late.status(), (await late.json()).code]).toEqual([401, 2009]);
    expect(await authStats(mobile)).toMatchObject({ reuseRevocations: 1, revoked: 1 });
  });
});
