import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext } from '@playwright/test';
import { login, newClient, outboxCode, upstream } from './bff-helpers';

/** Helpers of the money contract tests: a logged-in user funded through the sandbox, and the wallet calls. */
export async function funded(fund: { cash_fen?: number; caidan?: number; realname?: boolean; account?: boolean }) {
  const client = await newClient();
  const mobile = await login(client);
  const up = await upstream();
  const answer = await up.post('/__dev/wallet/fund', { data: { mobile, ...fund } });
  expect(answer.status(), await answer.text()).toBe(200);
  await up.dispose();
  return { client, mobile };
}

export async function audit(mobile: string) {
  const up = await upstream();
  const body = (await (await up.get(`/__dev/wallet/audit?mobile=${mobile}`)).json()) as {
    data: {
      accounts: Array<{ asset: string; balance: number; entries: number; lowest: number }>;
      withdrawals: number;
      pending_fen: number;
      exchanges: number;
    };
  };
  await up.dispose();
  const of = (asset: string) =>
    body.data.accounts.find((account) => account.asset === asset) ?? { asset, balance: 0, entries: 0, lowest: 0 };
  return { ...body.data, cash: of('cash'), frozen: of('cash_frozen'), caidan: of('caidan') };
}

/** The step-up: a code to the user's own mobile (the login code's resend window aged away), a ticket back. */
export async function stepUp(client: APIRequestContext, mobile: string): Promise<string> {
  const up = await upstream();
  await up.post('/__dev/age-sms', { data: { mobile, seconds: 61 } });
  await up.dispose();
  expect((await client.post('/h5/api/wallet/withdrawals/code')).status()).toBe(200);
  const response = await client.post('/h5/api/wallet/withdrawals/verify', { data: { code: await outboxCode(mobile) } });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { data: { ticket: string } }).data.ticket;
}

export function withdraw(client: APIRequestContext, amountFen: number, ticket: string, actionId = randomUUID()) {
  return client.post('/h5/api/wallet/withdrawals', {
    data: { amount_fen: amountFen, ticket },
    headers: { 'x-action-id': actionId },
  });
}

export function exchangeCall(
  client: APIRequestContext,
  direction: 'caidan_to_cash' | 'cash_to_caidan',
  amount: number,
  actionId = randomUUID(),
) {
  return client.post('/h5/api/caidan/exchanges', { data: { direction, amount }, headers: { 'x-action-id': actionId } });
}
