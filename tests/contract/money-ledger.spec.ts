import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { upstream } from './bff-helpers';
import { audit, exchangeCall, funded, stepUp, withdraw } from './money-support';

/**
 * The ledger over HTTP (BFF → local upstream): it never goes below zero, pays once per action and per
 * task, keeps both legs of a movement together, and answers another user's ids with 404.
 */
test.describe('money ledger', () => {
  test('20 concurrent withdrawals of the whole balance with one ticket: exactly one is accepted, the ticket is used once, the balance never below 0', async () => {
    const { client, mobile } = await funded({ cash_fen: 12_345, realname: true, account: true });
    const ticket = await stepUp(client, mobile);
    const answers = await Promise.all(Array.from({ length: 20 }, () => withdraw(client, 12_345, ticket)));
    const statuses = answers.map((answer) => answer.status());
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 403)).toHaveLength(19);
    const refusals = await Promise.all(
      answers
        .filter((answer) => answer.status() === 403)
        .map(async (answer) => ((await answer.json()) as { message: string }).message),
    );
    expect(new Set(refusals)).toEqual(new Set(['短信验证已失效，请重新获取验证码']));
    // The ticket was used: a later withdrawal needs a new SMS check.
    expect((await withdraw(client, 100, ticket)).status()).toBe(403);
    const after = await audit(mobile);
    expect(after.cash.balance).toBe(0);
    expect(after.cash.lowest).toBeGreaterThanOrEqual(0);
    expect(after.frozen.balance).toBe(12_345);
    expect(after.withdrawals).toBe(1);
    expect(after.pending_fen).toBe(12_345);
  });

  test('a withdrawal is frozen while pending and released on failure; limits and step-up are checked', async () => {
    const { client, mobile } = await funded({ cash_fen: 50_000, realname: true, account: true });
    expect((await withdraw(client, 5_000, '0'.repeat(32))).status()).toBe(403);
    const ticket = await stepUp(client, mobile);
    const below = await withdraw(client, 999, ticket);
    expect(below.status()).toBe(409);
    expect(((await below.json()) as { message: string }).message).toBe('单笔最低提现10.00元');
    const accepted = await withdraw(client, 20_000, ticket);
    expect(accepted.status()).toBe(200);
    const withdrawal = (
      (await accepted.json()) as {
        data: { id: number; withdrawal_no: string; fee_fen: number; arrival_fen: number; status: string };
      }
    ).data;
    expect(withdrawal).toMatchObject({ status: 'PENDING', fee_fen: 100, arrival_fen: 19_900 });
    expect((await audit(mobile)).cash.balance).toBe(30_000);
    const up = await upstream();
    expect(
      (
        await up.post(`/__dev/wallet/withdrawals/${withdrawal.withdrawal_no}/settle`, {
          data: { result: 'FAILED', reason: '收款账户异常' },
        })
      ).status(),
    ).toBe(200);
    // A late 已到账 for a settled withdrawal changes nothing.
    await up.post(`/__dev/wallet/withdrawals/${withdrawal.withdrawal_no}/settle`, { data: { result: 'PAID' } });
    await up.dispose();
    const after = await audit(mobile);
    expect(after.cash.balance).toBe(50_000);
    expect(after.frozen.balance).toBe(0);
    const read = await client.get(`/h5/api/wallet/withdrawals/${withdrawal.id}`);
    expect(((await read.json()) as { data: { status: string; reason: string } }).data).toMatchObject({
      status: 'FAILED',
      reason: '收款账户异常',
    });
  });

  test('no real name or no bound account: no withdrawal', async () => {
    const { client, mobile } = await funded({ cash_fen: 5_000 });
    const ticket = await stepUp(client, mobile);
    const refused = await withdraw(client, 2_000, ticket);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toBe('提现前请先完成实名认证');
    expect((await audit(mobile)).cash.balance).toBe(5_000);
  });

  test('an exchange retried with one Idempotency-Key moves once; both legs land together', async () => {
    const { client, mobile } = await funded({ caidan: 5_000 });
    const actionId = randomUUID();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => exchangeCall(client, 'caidan_to_cash', 2_000, actionId)),
    );
    expect(answers.map((answer) => answer.status())).toEqual([200, 200, 200, 200, 200]);
    const ids = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: { id: number } }).data.id),
    );
    expect(new Set(ids).size).toBe(1);
    const after = await audit(mobile);
    expect(after.exchanges).toBe(1);
    expect(after.caidan.balance).toBe(3_000);
    expect(after.cash.balance).toBe(200);
    // Not enough cai-dan: neither leg is written.
    const refused = await exchangeCall(client, 'caidan_to_cash', 4_000);
    expect(refused.status()).toBe(409);
    const unchanged = await audit(mobile);
    expect([unchanged.caidan.balance, unchanged.cash.balance, unchanged.exchanges]).toEqual([3_000, 200, 1]);
    // Not a whole rate step: refused with the rule's message.
    const odd = await exchangeCall(client, 'caidan_to_cash', 1_050);
    expect(((await odd.json()) as { message: string }).message).toBe('财蛋数量需为100的整数倍');
  });

  test("another user's withdrawal and exchange ids answer 404, never their data", async () => {
    const owner = await funded({ cash_fen: 5_000, caidan: 2_000, realname: true, account: true });
    const ticket = await stepUp(owner.client, owner.mobile);
    const withdrawal = ((await (await withdraw(owner.client, 2_000, ticket)).json()) as { data: { id: number } }).data;
    const exchanged = (
      (await (await exchangeCall(owner.client, 'caidan_to_cash', 1_000)).json()) as { data: { id: number } }
    ).data;
    expect((await owner.client.get(`/h5/api/wallet/withdrawals/${withdrawal.id}`)).status()).toBe(200);
    const other = await funded({});
    for (const path of [
      `/h5/api/wallet/withdrawals/${withdrawal.id}`,
      `/h5/api/caidan/exchanges/${exchanged.id}`,
      '/h5/api/wallet/withdrawals/abc',
    ]) {
      const answer = await other.client.get(path);
      expect(answer.status(), path).toBe(404);
      expect(await answer.text()).not.toContain('2000');
    }
  });

  test('a task claim tapped 10 times pays one reward', async () => {
    const { client, mobile } = await funded({});
    expect((await client.post('/h5/api/tasks/sign-in')).status()).toBe(200);
    const taps = await Promise.all(
      Array.from({ length: 10 }, () =>
        client.post('/h5/api/tasks/sign_in/claim', { headers: { 'x-action-id': randomUUID() } }),
      ),
    );
    const statuses = taps.map((tap) => tap.status());
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(9);
    const after = await audit(mobile);
    expect(after.caidan).toMatchObject({ balance: 5, entries: 1 });
    const board = (
      (await (await client.get('/h5/api/tasks')).json()) as { data: { tasks: Array<{ id: string; state: string }> } }
    ).data;
    expect(board.tasks.find((task) => task.id === 'sign_in')?.state).toBe('claimed');
    // An unfinished task cannot be claimed.
    const early = await client.post('/h5/api/tasks/watch_live/claim', { headers: { 'x-action-id': randomUUID() } });
    expect(early.status()).toBe(409);
  });
});
