import { accountModule, runDueClosures } from '@/upstream/account/account';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { balanceOf, grant, ledgerModule } from '@/upstream/shared/ledger';
import { orderModule } from '@/upstream/commerce/order';
import { taskModule } from '@/upstream/activity/task';
import { vipModule } from '@/upstream/commerce/vip';
import { upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** Cash that arrives during the cooling-off is never forfeited by the deletion job. */
let up: UpstreamHarness;
const DAY = 86_400_000;

async function cooling(userId: number, deleteAfter: number) {
  await up.db.execute({
    sql: "INSERT INTO account_closures (user_id, status, forfeit, requested_at, delete_after) VALUES (?, 'COOLING', 0, ?, ?)",
    args: [userId, deleteAfter - 7 * DAY, deleteAfter],
  });
}
const closure = async (userId: number) =>
  (
    await up.db.execute({
      sql: 'SELECT status, cancel_reason FROM account_closures WHERE user_id = ? ORDER BY id DESC LIMIT 1',
      args: [userId],
    })
  ).rows[0];
const mobileOf = async (userId: number) =>
  String((await up.db.execute({ sql: 'SELECT mobile FROM users WHERE id = ?', args: [userId] })).rows[0].mobile);

beforeAll(async () => {
  process.env.MARKET_TODAY = '2026-11-20';
  up = await upstreamHarness([
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
  up.close();
});

describe('the deletion job and money that arrived during the cooling-off', () => {
  it('does not delete an account whose wallet received cash: the request is cancelled, the user told, the cash kept', async () => {
    const user = await up.newUser();
    const due = Date.now() - 1_000;
    await cooling(user.id, due);
    await grant(
      up.db,
      user.id,
      { type: 'cash', fen: 1_200 },
      { type: 'invite', id: 'friend-1', memo: '邀请好友返现' },
      `closure-test-cash-${user.id}`,
    );
    expect(await runDueClosures(up.db, Date.now(), user.mobile)).toBe(0);
    expect(await closure(user.id)).toMatchObject({
      status: 'CANCELLED',
      cancel_reason: '注销未完成：钱包还有 12.00 元未提现。请登录处理后再申请注销',
    });
    expect(await mobileOf(user.id)).toBe(user.mobile);
    expect(await balanceOf(up.db, user.id, 'cash')).toBe(1_200);
    const notices = (await up.call('GET /__dev/sms/notices', null, { query: { mobile: user.mobile } })) as {
      notices: Array<{ body: string }>;
    };
    expect(notices.notices[0].body).toBe('【理财】注销未完成：钱包还有 12.00 元未提现。请登录处理后再申请注销。');
    const state = (await up.call('GET /account/closure', user.id)) as {
      status: string;
      cancelled_reason: string | null;
    };
    expect(state).toMatchObject({
      status: 'NONE',
      cancelled_reason: '注销未完成：钱包还有 12.00 元未提现。请登录处理后再申请注销',
    });
  });

  it('still deletes an account that holds nothing once its cooling-off has ended', async () => {
    const user = await up.newUser();
    await cooling(user.id, Date.now() - 1_000);
    expect(await runDueClosures(up.db, Date.now(), user.mobile)).toBe(1);
    expect(await closure(user.id)).toMatchObject({ status: 'DELETED' });
    expect(await mobileOf(user.id)).toBe(`closed:${user.id}`);
  });

  it('a login after the cooling-off with money on the account keeps the account', async () => {
    const user = await up.newUser();
    await cooling(user.id, Date.now() - 1_000);
    await grant(
      up.db,
      user.id,
      { type: 'cash', fen: 500 },
      { type: 'prize', id: 'bag-1', memo: '福袋奖品' },
      `closure-test-prize-${user.id}`,
    );
    await up.call('POST /uaa/oauth/sms-code', null, { body: { mobile: user.mobile } });
    const code = String(
      (
        await up.db.execute({
          sql: 'SELECT code FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1',
          args: [user.mobile],
        })
      ).rows[0].code,
    );
    const tokens = (await up.call('POST /uaa/oauth/token', null, {
      body: { grant_type: 'sms', mobile: user.mobile, code },
    })) as { user_id: number };
    expect(tokens.user_id).toBe(user.id);
    expect(await balanceOf(up.db, user.id, 'cash')).toBe(500);
  });
});
