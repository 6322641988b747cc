import type { Client } from '@libsql/client';
import { openDatabase, prepareModules } from '@/upstream/core/database';
import {
  accountModule,
  closureBeforeLogin,
  closureChecks,
  recordLoginDevice,
  runDueClosures,
} from '@/upstream/account/account';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { ledgerModule } from '@/upstream/shared/ledger';
import { orderModule } from '@/upstream/commerce/order';
import { taskModule, watchBeat } from '@/upstream/activity/task';
import { vipModule } from '@/upstream/commerce/vip';

/** The account module on an in-memory database: pre-checks, the deletion job and the cooling-off cancel. */
let db: Client;
let sequence = 0;
const userOf = async (mobile: string) =>
  Number((await db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [mobile] })).rows[0].id);
const statusOf = async (userId: number) =>
  String(
    (
      await db.execute({
        sql: 'SELECT status FROM account_closures WHERE user_id = ? ORDER BY id DESC LIMIT 1',
        args: [userId],
      })
    ).rows[0]?.status,
  );

async function freshUser(): Promise<{ id: number; mobile: string }> {
  sequence += 1;
  const mobile = `1770000${String(sequence).padStart(4, '0')}`;
  const row = await db.execute({
    sql: "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES (?, '测试', 'NONE', ?) RETURNING id",
    args: [mobile, new Date().toISOString()],
  });
  return { id: Number(row.rows[0].id), mobile };
}

async function coolingRequest(userId: number, deleteAfter: number) {
  await db.execute({
    sql: "INSERT INTO account_closures (user_id, status, forfeit, requested_at, delete_after) VALUES (?, 'COOLING', 0, ?, ?)",
    args: [userId, deleteAfter - 7 * 86_400_000, deleteAfter],
  });
}

async function loggedInDevice(userId: number, family: string) {
  await db.execute({
    sql: 'INSERT INTO token_families (id, user_id, created_at) VALUES (?, ?, ?)',
    args: [family, userId, Date.now()],
  });
  await db.execute({
    sql: 'INSERT INTO access_tokens (token, user_id, family, expires_at) VALUES (?, ?, ?, ?)',
    args: [`access-${family}`, userId, family, Date.now() + 3_600_000],
  });
  const headers = {
    'x-device-id': `device-${family}`,
    'x-device-os-name': 'ios',
    'x-device-os-version': '17.0',
    'x-app-version': '3.15.89',
    'x-app-channel': 'h5',
    'x-device-model': 'iPhone',
    'x-client-ip': '114.114.114.114',
  };
  await recordLoginDevice({ db, headers, ip: '127.0.0.1' }, userId, family);
}

beforeAll(async () => {
  process.env.MARKET_TODAY = '2026-11-20';
  db = openDatabase(':memory:');
  await prepareModules(db, [
    authModule,
    complianceModule,
    vipModule,
    couponModule,
    orderModule,
    ledgerModule,
    taskModule,
    accountModule,
  ]);
});
afterAll(() => {
  delete process.env.MARKET_TODAY;
  db.close();
});

describe('cancellation pre-checks', () => {
  it('pass for a new user with nothing owed or held', async () => {
    const user = await freshUser();
    const checks = await closureChecks(db, user.id);
    expect(checks.map((check) => [check.key, check.passed])).toEqual([
      ['unpaid_orders', true],
      ['refunding_orders', true],
      ['paid_service', true],
      ['cash_balance', true],
      ['pending_withdrawal', true],
    ]);
  });

  it('stop a member with a balance and a pending withdrawal; only the membership is forfeitable', async () => {
    const checks = await closureChecks(db, await userOf('13800000003'));
    const failed = checks.filter((check) => !check.passed);
    expect(failed.map((check) => [check.key, check.forfeitable])).toEqual([
      ['paid_service', true],
      ['cash_balance', false],
      ['pending_withdrawal', false],
    ]);
    expect(failed.find((check) => check.key === 'cash_balance')?.detail).toBe('钱包还有 206.00 元未提现');
  });
});

describe('the deletion job', () => {
  it('deletes only after the cooling-off, then the mobile registers a new account', async () => {
    const user = await freshUser();
    await loggedInDevice(user.id, `fam-${user.id}`);
    const deleteAt = Date.parse('2026-11-27T12:00:00Z');
    await coolingRequest(user.id, deleteAt);

    expect(await runDueClosures(db, deleteAt - 1)).toBe(0);
    expect(await statusOf(user.id)).toBe('COOLING');

    expect(await runDueClosures(db, deleteAt)).toBe(1);
    expect(await statusOf(user.id)).toBe('DELETED');
    const row = (await db.execute({ sql: 'SELECT mobile, nickname FROM users WHERE id = ?', args: [user.id] })).rows[0];
    expect(row).toMatchObject({ mobile: `closed:${user.id}`, nickname: '已注销用户' });
    expect(
      (await db.execute({ sql: 'SELECT COUNT(*) AS n FROM login_devices WHERE user_id = ?', args: [user.id] })).rows[0]
        .n,
    ).toBe(0);
    expect(
      (await db.execute({ sql: 'SELECT COUNT(*) AS n FROM access_tokens WHERE user_id = ?', args: [user.id] })).rows[0]
        .n,
    ).toBe(0);
    // Run again: nothing left to do.
    expect(await runDueClosures(db, deleteAt + 86_400_000)).toBe(0);
    const again = await db.execute({
      sql: "INSERT INTO users (mobile, nickname, vip_level, created_at) VALUES (?, '新用户', 'NONE', '') RETURNING id",
      args: [user.mobile],
    });
    expect(Number(again.rows[0].id)).not.toBe(user.id);
  });

  it('a login during the cooling-off takes the request back', async () => {
    const user = await freshUser();
    await coolingRequest(user.id, Date.now() + 86_400_000);
    await closureBeforeLogin(db, user.mobile);
    expect(await statusOf(user.id)).toBe('CANCELLED');
    expect(await runDueClosures(db, Date.now() + 30 * 86_400_000)).toBe(0);
  });

  it('a login after the cooling-off finds the account already deleted', async () => {
    const user = await freshUser();
    await coolingRequest(user.id, Date.now() - 1000);
    await closureBeforeLogin(db, user.mobile);
    expect(await statusOf(user.id)).toBe('DELETED');
    expect((await db.execute({ sql: 'SELECT id FROM users WHERE mobile = ?', args: [user.mobile] })).rows).toHaveLength(
      0,
    );
  });

  it('allows one cooling request per user', async () => {
    const user = await freshUser();
    await coolingRequest(user.id, Date.now() + 1000);
    await expect(coolingRequest(user.id, Date.now() + 2000)).rejects.toThrow(/UNIQUE/);
  });
});

describe('login devices', () => {
  it('one row per device id, refreshed by a later login on it', async () => {
    const user = await freshUser();
    await loggedInDevice(user.id, `a-${user.id}`);
    await db.execute({
      sql: 'INSERT INTO token_families (id, user_id, created_at) VALUES (?, ?, ?)',
      args: [`b-${user.id}`, user.id, Date.now()],
    });
    await recordLoginDevice(
      {
        db,
        headers: {
          'x-device-id': `device-a-${user.id}`,
          'x-device-os-name': 'android',
          'x-device-brand': 'Xiaomi',
          'x-device-model': 'MI 9',
        },
        ip: '202.96.209.5',
      },
      user.id,
      `b-${user.id}`,
    );
    const rows = (
      await db.execute({ sql: 'SELECT model, os_name, ip FROM login_devices WHERE user_id = ?', args: [user.id] })
    ).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ model: 'Xiaomi MI 9', os_name: 'android', ip: '202.96.209.5' });
    expect(
      (
        await db.execute({
          sql: 'SELECT COUNT(*) AS n FROM login_device_families f JOIN login_devices d ON d.id = f.device_row WHERE d.user_id = ?',
          args: [user.id],
        })
      ).rows[0].n,
    ).toBe(2);
  });
});

describe('the watch-live heartbeat', () => {
  it('credits a minute only as wall time passes', async () => {
    const user = await freshUser();
    const t0 = Date.parse('2026-11-20T12:00:00Z');
    expect(await watchBeat(db, user.id, t0)).toBe(false); // starts the clock
    expect(await watchBeat(db, user.id, t0 + 30_000)).toBe(false); // too soon (a second tab)
    expect(await watchBeat(db, user.id, t0 + 60_000)).toBe(true);
    const twice = await Promise.all([watchBeat(db, user.id, t0 + 120_000), watchBeat(db, user.id, t0 + 120_000)]);
    expect(twice.filter(Boolean)).toHaveLength(1);
    expect(await watchBeat(db, user.id, t0 + 400_000)).toBe(false); // a long gap (hidden page) restarts
    expect(await watchBeat(db, user.id, t0 + 460_000)).toBe(true);
  });
});
