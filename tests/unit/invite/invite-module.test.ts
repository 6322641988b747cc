import { inviteOverviewSchema } from '@/lib/invite/schemas';
import { runDueClosures } from '@/upstream/account/account';
import { grantCoupon } from '@/upstream/shared/coupon';
import { inviteCodeOf, inviteModule, settleInvites } from '@/upstream/commerce/invite';
import { balanceOf } from '@/upstream/shared/ledger';
import { claimTask, taskBoard } from '@/upstream/activity/task';
import { UpstreamError } from '@/upstream/core/types';
import { moneyFixture, type Fixture } from '../order/money-fixture';

/** Invite cash-back: after the friend's refund window, for a purchase still paid, once per person, never on the inviter's own device. */
let f: Fixture;
beforeEach(async () => {
  f = await moneyFixture();
});
afterEach(() => f.close());

async function invited(inviter: number, mobile?: string): Promise<number> {
  const friend = await f.user(mobile);
  await f.db.execute({
    sql: 'INSERT INTO invitations (user_id, code, created_at) VALUES (?, ?, ?)',
    args: [friend, await inviteCodeOf(f.db, inviter), new Date().toISOString()],
  });
  return friend;
}
const settle = async (inviter: number) => settleInvites(f.db, inviter, await inviteCodeOf(f.db, inviter));
const cash = (userId: number) => balanceOf(f.db, userId, 'cash');
/** The inviter's overview as the BFF receives it (GET /invites), checked against the BFF's response schema. */
const overview = async (inviter: number) =>
  inviteOverviewSchema.parse(await f.route(inviteModule, 'GET /invites', inviter));

/** Carries out an account closure (the member gave up the paid service) as the deletion job does after the cooling-off. */
async function closeAccount(userId: number) {
  const past = Date.now() - 1000;
  await f.db.execute({
    sql: "INSERT INTO account_closures (user_id, status, forfeit, requested_at, delete_after) VALUES (?, 'COOLING', 1, ?, ?)",
    args: [userId, past - 7 * 86_400_000, past],
  });
  expect(await runDueClosures(f.db, Date.now())).toBe(1);
}

describe('invite cash-back', () => {
  it('is pending until the refund window ends, and a purchase refunded before that never counts', async () => {
    const inviter = await f.user();
    const friend = await invited(inviter);
    const orderNo = await f.buy(friend, 'vip-month');
    await settle(inviter);
    expect(await cash(inviter)).toBe(0);
    f.later(2);
    expect(await f.refund(friend, orderNo)).toBe('refunded 2800');
    f.later(10);
    await settle(inviter);
    expect(await cash(inviter)).toBe(0);
    expect((await overview(inviter)).invitees).toEqual([expect.objectContaining({ status: 'PENDING', reward_fen: 0 })]);
  });

  it('settles 10% once the window ends with the purchase still paid; a later refund takes back the refunded share', async () => {
    const inviter = await f.user();
    const friend = await invited(inviter);
    const orderNo = await f.buy(friend, 'vip-month');
    f.later(8);
    await Promise.all([settle(inviter), settle(inviter)]);
    expect(await cash(inviter)).toBe(280);
    expect(await f.refund(friend, orderNo)).toMatch(/^refunded /);
    const refunded = Number(
      (
        await f.db.execute({
          sql: "SELECT amount_fen FROM refunds WHERE order_no = ? AND status = 'REFUNDED'",
          args: [orderNo],
        })
      ).rows[0].amount_fen,
    );
    expect(await cash(inviter)).toBe(Math.floor(((2800 - refunded) * 10) / 100));
  });

  it('a second account on the inviter’s own device earns nothing', async () => {
    const inviter = await f.user();
    const friend = await invited(inviter);
    for (const userId of [inviter, friend]) {
      await f.db.execute({
        sql: "INSERT INTO login_devices (user_id, device_id, model, os_name, os_version, app_version, channel, ip, first_login_at, last_login_at) VALUES (?, 'device-A1B2C3', 'iPhone', 'ios', '17', '2.0.60', 'app', '127.0.0.1', ?, ?)",
        args: [userId, Date.now(), Date.now()],
      });
    }
    await f.buy(friend, 'vip-month');
    f.later(8);
    await settle(inviter);
    expect(await cash(inviter)).toBe(0);
    expect((await overview(inviter)).invitees).toEqual([expect.objectContaining({ status: 'INELIGIBLE' })]);
  });

  it('a friend who closed the account shows as 已注销, and registering again with the same mobile earns nothing a second time', async () => {
    const inviter = await f.user();
    const friend = await invited(inviter, '13912345678');
    await f.buy(friend, 'vip-month');
    f.later(8);
    await settle(inviter);
    expect(await cash(inviter)).toBe(280);
    await closeAccount(friend);
    const closed = await overview(inviter);
    expect(closed.invitees).toEqual([
      expect.objectContaining({ masked_mobile: '已注销', status: 'SETTLED', reward_fen: 280 }),
    ]);

    const again = await invited(inviter, '13912345678');
    await f.buy(again, 'vip-month');
    f.later(8);
    await settle(inviter);
    expect(await cash(inviter)).toBe(280);
    const listed = await overview(inviter);
    expect(listed.invitees.map((invitee) => invitee.status).sort()).toEqual(['INELIGIBLE', 'SETTLED']);
    expect(listed.settled_fen).toBe(280);
  });
});

describe('newcomer coupon', () => {
  it('is claimed once per mobile, also after closing the account and registering again', async () => {
    const first = await f.user('13955556666');
    await grantCoupon(f.db, first, 4, 'newcomer');
    await closeAccount(first);
    const again = await f.user('13955556666');
    const second = await grantCoupon(f.db, again, 4, 'newcomer').then(
      () => 'granted',
      (error: unknown) => (error instanceof UpstreamError ? error.message : String(error)),
    );
    expect(second).toBe('新人券每位用户仅可领取一次');
  });

  it('newbie task rewards are once per mobile too', async () => {
    const first = await f.user('13955557777');
    await f.db.execute({
      sql: "INSERT INTO risk_evaluations (user_id, version, answers, confirmed_checks, score, level, lowest, signature, evaluated_at) VALUES (?, 'v1', '[]', '[]', 40, 3, 0, 'sig', ?)",
      args: [first, new Date().toISOString()],
    });
    await claimTask(f.db, first, 'risk_test');
    await closeAccount(first);
    const again = await f.user('13955557777');
    await f.db.execute({
      sql: "INSERT INTO risk_evaluations (user_id, version, answers, confirmed_checks, score, level, lowest, signature, evaluated_at) VALUES (?, 'v1', '[]', '[]', 40, 3, 0, 'sig', ?)",
      args: [again, new Date().toISOString()],
    });
    expect((await taskBoard(f.db, again)).tasks.find((task) => task.id === 'risk_test')?.state).toBe('claimed');
    await expect(claimTask(f.db, again, 'risk_test')).rejects.toThrow('奖励已领取');
    expect(await balanceOf(f.db, again, 'caidan')).toBe(0);
  });
});
