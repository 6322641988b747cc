import { accountModule } from '@/upstream/account/account';
import { authModule } from '@/upstream/account/auth';
import { complianceModule } from '@/upstream/account/compliance';
import { couponModule } from '@/upstream/shared/coupon';
import { ledgerModule } from '@/upstream/shared/ledger';
import { orderModule } from '@/upstream/commerce/order';
import { taskModule } from '@/upstream/activity/task';
import { vipModule } from '@/upstream/commerce/vip';
import { outcome, upstreamHarness, type UpstreamHarness } from '../../fixtures/upstream-routes';

/** SMS codes have a purpose (login, withdrawal, account closure) and a withdrawal ticket is used once. */
let up: UpstreamHarness;
let keys = 0;
const key = () => ({ 'idempotency-key': `sms-purpose-key-${(keys += 1)}` });

/** The latest code sent to `mobile`, its resend window aged away so the next send is allowed at once. */
async function latestCode(mobile: string): Promise<string> {
  const row = (
    await up.db.execute({ sql: 'SELECT code FROM sms_codes WHERE mobile = ? ORDER BY id DESC LIMIT 1', args: [mobile] })
  ).rows[0];
  await up.db.execute({ sql: 'UPDATE sms_codes SET sent_at = sent_at - 120000 WHERE mobile = ?', args: [mobile] });
  return String(row.code);
}

const loginCode = async (mobile: string) => {
  await up.call('POST /uaa/oauth/sms-code', null, { body: { mobile } });
  return latestCode(mobile);
};
const withdrawalCode = async (user: { id: number; mobile: string }) => {
  await up.call('POST /wallet/withdrawals/code', user.id);
  return latestCode(user.mobile);
};
const closureCode = async (user: { id: number; mobile: string }) => {
  await up.call('POST /account/closure/code', user.id);
  return latestCode(user.mobile);
};
const verifyWithdrawal = (userId: number, code: string) =>
  up.call('POST /wallet/withdrawals/verify', userId, { body: { code } }) as Promise<{ ticket: string }>;
const withdraw = (userId: number, ticket: string, amountFen: number) =>
  up.call('POST /wallet/withdrawals', userId, { body: { amount_fen: amountFen, ticket }, headers: key() });
const login = (mobile: string, code: string) =>
  up.call('POST /uaa/oauth/token', null, { body: { grant_type: 'sms', mobile, code } });
const close = (userId: number, code: string) =>
  up.call('POST /account/closure', userId, { body: { code, forfeit: true, agree: true } });

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

describe('a code passes only a check of its own purpose', () => {
  it('a login code passes neither the withdrawal nor the account-closure check', async () => {
    const user = await up.newUser();
    const code = await loginCode(user.mobile);
    expect(await outcome(verifyWithdrawal(user.id, code))).toMatch(/^400 /);
    expect(await outcome(close(user.id, code))).toMatch(/^400 /);
    // …and is still good for what it was sent for.
    expect(await outcome(login(user.mobile, code))).toBe('ok');
  });

  it('a withdrawal code neither logs in nor closes the account', async () => {
    const user = await up.newUser();
    const code = await withdrawalCode(user);
    expect(await outcome(login(user.mobile, code))).toMatch(/^400 /);
    expect(await outcome(close(user.id, code))).toMatch(/^400 /);
    expect(await outcome(verifyWithdrawal(user.id, code))).toBe('ok');
  });

  it('a closure code does not pass the withdrawal check', async () => {
    const user = await up.newUser();
    const code = await closureCode(user);
    expect(await outcome(verifyWithdrawal(user.id, code))).toMatch(/^400 /);
  });

  it('the public sms-code route sends login codes only', async () => {
    const user = await up.newUser();
    expect(
      await outcome(up.call('POST /uaa/oauth/sms-code', null, { body: { mobile: user.mobile, type: 'withdraw' } })),
    ).toBe('400 不支持的验证码类型');
  });
});

describe('the withdrawal ticket is used once', () => {
  it('moves money once: a second withdrawal with the same ticket is refused, concurrent ones too', async () => {
    const user = await up.userOf('13800000003');
    const { ticket } = await verifyWithdrawal(user.id, await withdrawalCode(user));
    const answers = await Promise.all([1, 2, 3, 4, 5].map(() => outcome(withdraw(user.id, ticket, 1_000))));
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(1);
    expect(answers.filter((answer) => answer === '403 短信验证已失效，请重新获取验证码')).toHaveLength(4);
    expect(await outcome(withdraw(user.id, ticket, 1_000))).toBe('403 短信验证已失效，请重新获取验证码');
  });

  it('a refused withdrawal gives the ticket back for the corrected retry', async () => {
    const user = await up.userOf('13800000003');
    const { ticket } = await verifyWithdrawal(user.id, await withdrawalCode(user));
    expect(await outcome(withdraw(user.id, ticket, 999))).toBe('409 单笔最低提现10.00元');
    expect(await outcome(withdraw(user.id, ticket, 1_000))).toBe('ok');
    expect(await outcome(withdraw(user.id, ticket, 1_000))).toBe('403 短信验证已失效，请重新获取验证码');
  });
});
