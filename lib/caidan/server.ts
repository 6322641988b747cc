import 'server-only';
import type { z } from 'zod';
import { upstreamGet, upstreamPost } from '@/lib/http/upstream';
import { readPersonal } from '@/lib/read/server';
import { readAuth } from '@/lib/session/session';
import { exchangeRateSchema, exchangeSchema, exchangesSchema, type exchangeInputSchema } from './schemas';

export async function readExchangeRate() {
  const auth = await readAuth();
  return readPersonal('/caidan/rate', () => upstreamGet('/caidan/rate', exchangeRateSchema, { auth }));
}

export async function readExchanges() {
  const auth = await readAuth();
  return readPersonal('/caidan/exchanges', () =>
    upstreamGet('/caidan/exchanges', exchangesSchema, { auth }).then((answer) => answer.exchanges),
  );
}

export function fetchExchange(id: string) {
  return upstreamGet(`/caidan/exchanges/${encodeURIComponent(id)}`, exchangeSchema);
}

/** Both legs in one upstream transaction; a retry with the same Idempotency-Key answers the first exchange. */
export function exchange(input: z.infer<typeof exchangeInputSchema>, idempotencyKey: string) {
  return upstreamPost('/caidan/exchanges', exchangeSchema, {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}
