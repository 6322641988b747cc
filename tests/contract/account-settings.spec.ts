import { expect, test } from '@playwright/test';
import { freshMobile, login, newClient, outboxCode, upstream } from './bff-helpers';
import {
  ANDROID_UA,
  IPHONE_UA,
  ageSms,
  clientWithUa,
  loginAgain,
  requestClosure,
  runDeletionJob,
} from './account-settings-support';

interface Device {
  id: number;
  model: string;
  os: string;
  current: boolean;
  ip_city: string;
}
const devicesOf = async (client: Awaited<ReturnType<typeof newClient>>) =>
  ((await (await client.get('/h5/api/account/devices')).json()) as { data: { devices: Device[] } }).data.devices;

test.describe('login devices', () => {
  test('a desktop browser logs in (its device name is Chinese, sent encoded) and is listed by that name', async () => {
    const desktop = await clientWithUa(
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
    );
    await login(desktop);
    expect((await devicesOf(desktop)).map((device) => device.model)).toEqual(['Windows 电脑']);
    await desktop.dispose();
  });

  test('a login records its device; signing another device out ends that session; ids are per user', async () => {
    const phone = await clientWithUa(IPHONE_UA);
    const tablet = await clientWithUa(ANDROID_UA);
    const mobile = await login(phone);
    await loginAgain(tablet, mobile);

    const seen = await devicesOf(phone);
    expect(seen).toHaveLength(2);
    const [mine, other] = [seen.find((device) => device.current)!, seen.find((device) => !device.current)!];
    expect(mine).toMatchObject({ model: 'iPhone', os: expect.stringMatching(/^iOS 17/), ip_city: '本机' });
    expect(other).toMatchObject({ model: 'SM-S9180', os: 'Android 14' });

    // Another user cannot see or end this user's device.
    const stranger = await newClient();
    await login(stranger);
    expect((await stranger.post(`/h5/api/account/devices/${other.id}/sign-out`)).status()).toBe(404);
    expect((await tablet.get('/h5/api/account/devices')).status()).toBe(200);

    // The device in hand is ended by logging out, not from this list.
    expect((await phone.post(`/h5/api/account/devices/${mine.id}/sign-out`)).status()).toBe(409);

    const signedOut = await phone.post(`/h5/api/account/devices/${other.id}/sign-out`);
    expect(signedOut.status(), await signedOut.text()).toBe(200);
    const refused = await tablet.get('/h5/api/account/devices');
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { code: number }).code).toBe(2009);
    // The refused refresh cleared that browser's cookie: it is simply logged out now.
    const after = await tablet.get('/h5/api/account/devices');
    expect([after.status(), ((await after.json()) as { code: number }).code]).toEqual([401, 2008]);
    expect((await devicesOf(phone)).map((device) => device.id)).toEqual([mine.id]);
    for (const client of [phone, tablet, stranger]) await client.dispose();
  });

  test('a malformed device id is a 404, never a 500', async () => {
    const client = await newClient();
    await login(client);
    expect((await client.post('/h5/api/account/devices/abc/sign-out')).status()).toBe(404);
    expect((await client.post('/h5/api/account/devices/0/sign-out')).status()).toBe(404);
    await client.dispose();
  });
});

test.describe('personalised recommendations', () => {
  test('defaults on, is saved upstream and read back; bad input changes nothing', async () => {
    const client = await newClient();
    await login(client);
    const read = async () =>
      (
        (await (await client.get('/h5/api/account/privacy')).json()) as {
          data: { personalized: boolean; updated_at: string | null };
        }
      ).data;
    expect(await read()).toEqual({ personalized: true, updated_at: null });
    expect((await client.post('/h5/api/account/privacy', { data: { personalized: false } })).status()).toBe(200);
    expect(await read()).toMatchObject({ personalized: false, updated_at: expect.any(String) });
    const bad = await client.post('/h5/api/account/privacy', { data: { personalized: 'no' } });
    expect(bad.status()).toBe(400);
    expect(await read()).toMatchObject({ personalized: false });
    const anonymous = await newClient();
    expect((await anonymous.get('/h5/api/account/privacy')).status()).toBe(401);
    await client.dispose();
    await anonymous.dispose();
  });
});

test.describe('account cancellation', () => {
  test('money left in the wallet blocks the request before any code is spent', async () => {
    const client = await newClient();
    const mobile = await login(client);
    const up = await upstream();
    expect((await up.post('/__dev/wallet/fund', { data: { mobile, cash_fen: 1234 } })).status()).toBe(200);
    await up.dispose();
    const state = (
      (await (await client.get('/h5/api/account/closure')).json()) as {
        data: { checks: Array<{ key: string; passed: boolean }> };
      }
    ).data;
    expect(state.checks.find((check) => check.key === 'cash_balance')).toMatchObject({ passed: false });
    const refused = await requestClosure(client, mobile);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('暂不能注销：钱包还有 12.34 元未提现');
    expect((await client.get('/h5/api/account/closure')).status()).toBe(200);
    await client.dispose();
  });

  test('needs a valid code and the agreement; a request ends every session; a login in the cooling-off takes it back', async () => {
    const client = await newClient();
    const other = await newClient();
    const mobile = await login(client);
    await loginAgain(other, mobile);
    expect((await client.post('/h5/api/account/closure', { data: { code: '123456', forfeit: false } })).status()).toBe(
      400,
    );

    await ageSms(mobile);
    expect((await client.post('/h5/api/account/closure/code')).status()).toBe(200);
    expect((await client.post('/h5/api/account/closure/code')).status()).toBe(429);
    const wrong = await client.post('/h5/api/account/closure', { data: { code: '000000', agree: true } });
    expect(wrong.status()).toBe(400);
    expect(((await wrong.json()) as { code: number }).code).toBe(2005);
    expect((await client.get('/h5/api/account/closure')).status()).toBe(200);

    const requested = await client.post('/h5/api/account/closure', {
      data: { code: await outboxCode(mobile), agree: true },
    });
    expect(requested.status(), await requested.text()).toBe(200);
    const body = ((await requested.json()) as { data: { status: string; requested_at: string; delete_after: string } })
      .data;
    expect(Date.parse(body.delete_after) - Date.parse(body.requested_at)).toBe(7 * 86_400_000);
    // This browser's session and the other device's are both over.
    expect((await client.get('/h5/api/account/closure')).status()).toBe(401);
    expect((await other.get('/h5/api/account/closure')).status()).toBe(401);

    await loginAgain(client, mobile);
    const state = (
      (await (await client.get('/h5/api/account/closure')).json()) as {
        data: { status: string; cancelled_at: string | null };
      }
    ).data;
    expect(state).toMatchObject({ status: 'NONE', cancelled_at: expect.any(String) });
    expect(await runDeletionJob(new Date(Date.parse(body.delete_after) + 1000).toISOString(), mobile)).toBe(0);
    await client.dispose();
    await other.dispose();
  });

  test('after the cooling-off the job deletes the account: the mobile then registers a new, empty one', async () => {
    const client = await newClient();
    const mobile = freshMobile();
    await login(client, mobile);
    expect((await client.post('/h5/api/account/privacy', { data: { personalized: false } })).status()).toBe(200);
    const requested = await requestClosure(client, mobile);
    expect(requested.status(), await requested.text()).toBe(200);
    const { delete_after: deleteAfter } = ((await requested.json()) as { data: { delete_after: string } }).data;

    expect(await runDeletionJob(new Date(Date.parse(deleteAfter) - 60_000).toISOString(), mobile)).toBe(0);
    expect(await runDeletionJob(deleteAfter, mobile)).toBe(1);

    await loginAgain(client, mobile);
    const privacy = (
      (await (await client.get('/h5/api/account/privacy')).json()) as {
        data: { personalized: boolean; updated_at: string | null };
      }
    ).data;
    expect(privacy).toEqual({ personalized: true, updated_at: null });
    expect(await devicesOf(client)).toHaveLength(1);
    await client.dispose();
  });
});

test.describe('account cancellation, concurrently', () => {
  test('five requests with one code make one request', async () => {
    const client = await newClient();
    const mobile = await login(client);
    await ageSms(mobile);
    expect((await client.post('/h5/api/account/closure/code')).status()).toBe(200);
    const code = await outboxCode(mobile);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => client.post('/h5/api/account/closure', { data: { code, agree: true } })),
    );
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.every((status) => [200, 400, 401, 409].includes(status))).toBe(true);
    await client.dispose();
  });
});

test.describe('watch-live heartbeat', () => {
  test('a minute counts only after a minute of wall time; quick repeats count nothing', async () => {
    const client = await newClient();
    const mobile = await login(client);
    const beat = async () => {
      const response = await client.post('/h5/api/tasks/watch-live');
      expect(response.status()).toBe(200);
      const board = ((await response.json()) as { data: { tasks: Array<{ id: string; progress: number }> } }).data;
      return board.tasks.find((task) => task.id === 'watch_live')!.progress;
    };
    expect(await beat()).toBe(0);
    expect(await beat()).toBe(0);
    const up = await upstream();
    expect((await up.post('/__dev/tasks/age-watch-beat', { data: { mobile, seconds: 60 } })).status()).toBe(200);
    expect(await beat()).toBe(1);
    expect(await Promise.all([beat(), beat(), beat()])).toEqual([1, 1, 1]);
    await up.dispose();
    await client.dispose();
  });
});
