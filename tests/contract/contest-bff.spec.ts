import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { contestAccountSchema } from '@/lib/contest/schemas';
import { INITIAL_CASH_FEN } from '@/lib/contest/rules';
import { login, newClient } from './bff-helpers';

/**
 * The contest's trade route over HTTP against the local upstream: a bad code,
 * a quantity not a multiple of 100, more than the cash, a period not open for trading → a clear
 * Chinese message and nothing stored; a retried key counts once; concurrent buys never overspend.
 */
const CURRENT = 30;
const NEXT = 31;
/** The action id a page is rendered with (X-Action-Id); the BFF derives the Idempotency-Key from it. */
const key = () => randomUUID();

async function entrant(...periods: number[]): Promise<APIRequestContext> {
  const client = await newClient();
  await login(client);
  for (const activityId of periods) {
    const signed = await client.post('/h5/api/activity/stock/certification', {
      data: { activity_id: activityId, agreement: true },
    });
    expect(signed.status(), await signed.text()).toBe(200);
  }
  return client;
}

const trade = (client: APIRequestContext, data: unknown, idem: string | null = key(), activityId = CURRENT) =>
  client.post(`/h5/api/contest/${activityId}/trades`, { data, headers: idem ? { 'x-action-id': idem } : {} });

async function account(client: APIRequestContext, activityId = CURRENT) {
  const response = await client.get(`/h5/api/contest/${activityId}/account`);
  expect(response.status()).toBe(200);
  return contestAccountSchema.parse((await response.json()).data);
}

async function refused(response: Awaited<ReturnType<typeof trade>>, status: number, message: string | RegExp) {
  expect(response.status()).toBe(status);
  const body = (await response.json()) as { code: number; message: string };
  expect(body.message).toMatch(message);
  return body;
}

/** A code listed in the dataset that did not close at its limit today, and its close in fen. */
async function buyable(client: APIRequestContext): Promise<{ code: string; closeFen: number }> {
  for (const code of ['600036', '000001', '601318']) {
    const response = await trade(client, { code, side: 'buy', quantity: 100 });
    if (response.status() === 200) {
      const filled = contestAccountSchema
        .parse((await response.json()).data)
        .trades.find((item) => item.code === code)!;
      return { code, closeFen: filled.price_fen };
    }
  }
  throw new Error('no buyable code today');
}

test.describe('contest trades over the BFF', () => {
  test('bad trades get the rule in Chinese and store nothing', async () => {
    const client = await entrant(CURRENT, NEXT);
    await refused(await trade(client, { code: 'abc', side: 'buy', quantity: 100 }), 400, '请输入6位股票代码');
    await refused(
      await trade(client, { code: '999999', side: 'buy', quantity: 100 }),
      409,
      '股票代码不存在，请检查后重试',
    );
    await refused(
      await trade(client, { code: '600036', side: 'buy', quantity: 150 }),
      409,
      '委托数量须为100股的整数倍',
    );
    await refused(
      await trade(client, { code: '600036', side: 'buy', quantity: 10.5 }),
      400,
      '委托数量须为100股的整数倍',
    );
    await refused(await trade(client, { code: '600036', side: 'buy', quantity: 100_000_000 }), 409, '可用资金不足');
    await refused(await trade(client, { code: '600036', side: 'hold', quantity: 100 }), 400, '请选择买入或卖出');
    await refused(await trade(client, { code: '600519', side: 'sell', quantity: 100 }), 409, /可卖数量不足/);
    await refused(
      await trade(client, { code: '600036', side: 'buy', quantity: 100 }, key(), NEXT),
      409,
      '本期比赛尚未开始，开赛后才能交易',
    );
    const noKey = await refused(
      await trade(client, { code: '600036', side: 'buy', quantity: 100 }, null),
      400,
      /页面已过期/,
    );
    expect(noKey.code).toBe(1003);
    expect(
      (
        await client.post('/h5/api/contest/999/trades', {
          data: { code: '600036', side: 'buy', quantity: 100 },
          headers: { 'x-action-id': key() },
        })
      ).status(),
    ).toBe(404);

    for (const activityId of [CURRENT, NEXT]) {
      const untouched = await account(client, activityId);
      expect(untouched).toMatchObject({ entered: true, cash_fen: INITIAL_CASH_FEN, holdings: [], trades: [] });
    }
    await client.dispose();
  });

  test('not entered → refused; no session → 2008', async ({ request }) => {
    const anonymous = await trade(request, { code: '600036', side: 'buy', quantity: 100 });
    expect(anonymous.status()).toBe(401);
    expect((await anonymous.json()).code).toBe(2008);
    const client = await entrant();
    await refused(await trade(client, { code: '600036', side: 'buy', quantity: 100 }), 409, '请先报名参赛');
    expect((await account(client)).trades).toEqual([]);
    await client.dispose();
  });

  test('a retried key fills once; concurrent buys beyond the cash: one goes through, cash never below zero', async () => {
    const client = await entrant(CURRENT);
    const { code, closeFen } = await buyable(client);
    const once = key();
    const [first, again] = [
      await trade(client, { code, side: 'buy', quantity: 200 }, once),
      await trade(client, { code, side: 'buy', quantity: 200 }, once),
    ];
    expect(first.status()).toBe(200);
    expect(await again.json()).toEqual(await first.json());
    expect((await account(client)).trades).toHaveLength(2);

    const cash = (await account(client)).cash_fen;
    // Each order takes more than half the cash: at most one of them fits.
    const quantity = (Math.floor(cash / closeFen / 100 / 2) + 1) * 100;
    const results = await Promise.all(Array.from({ length: 5 }, () => trade(client, { code, side: 'buy', quantity })));
    expect(results.filter((result) => result.status() === 200)).toHaveLength(1);
    for (const result of results.filter((item) => item.status() !== 200))
      expect((await result.json()).message).toBe('可用资金不足');
    const after = await account(client);
    expect(after.trades).toHaveLength(3);
    expect(after.cash_fen).toBe(cash - quantity * closeFen);
    expect(after.cash_fen).toBeGreaterThanOrEqual(0);
    await client.dispose();
  });
});
