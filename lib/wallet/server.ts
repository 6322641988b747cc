import 'server-only';
import type { z } from 'zod';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import {
  withdrawAccountSchema,
  ledgerEntriesSchema,
  smsSentToSelfSchema,
  stepUpSchema,
  walletSchema,
  withdrawalSchema,
  withdrawalsSchema,
  type bindAccountInputSchema,
  type withdrawInputSchema,
} from './schemas';

/** The viewer's wallet through the upstream ledger module (balances are sums of entries there). */
export async function readWallet() {
  const auth = await readAuth();
  return readPersonal('/wallet', () => upstreamGet('/wallet', walletSchema, { auth }));
}

/** Cash movements (资金明细) or cai-dan movements (财蛋明细), newest first. */
export async function readEntries(asset: 'cash' | 'caidan') {
  const auth = await readAuth();
  return readPersonal(`/wallet/entries?${asset}`, () =>
    upstreamGet('/wallet/entries', ledgerEntriesSchema, { auth, query: { asset, limit: 100 } }).then(
      (answer) => answer.entries,
    ),
  );
}

export async function readWithdrawals() {
  const auth = await readAuth();
  return readPersonal('/wallet/withdrawals', () =>
    upstreamGet('/wallet/withdrawals', withdrawalsSchema, { auth }).then((answer) => answer.withdrawals),
  );
}

export function fetchWithdrawal(id: string) {
  return upstreamGet(`/wallet/withdrawals/${encodeURIComponent(id)}`, withdrawalSchema);
}

export function sendWithdrawCode() {
  return upstreamPost('/wallet/withdrawals/code', smsSentToSelfSchema, { body: {} });
}

export function verifyWithdrawCode(code: string) {
  return upstreamPost('/wallet/withdrawals/verify', stepUpSchema, { body: { code } });
}

/** One withdrawal per Idempotency-Key; the amount is frozen until the payout answers. */
export function requestWithdrawal(input: z.infer<typeof withdrawInputSchema>, idempotencyKey: string) {
  return upstreamPost('/wallet/withdrawals', withdrawalSchema, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

/** Binds the payout account (the upstream refuses it before 实名认证), once per user action. */
export function bindWithdrawAccount(input: z.infer<typeof bindAccountInputSchema>, idempotencyKey: string) {
  return upstreamPost('/wallet/account', withdrawAccountSchema, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
