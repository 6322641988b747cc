// POST /h5/api/caidan/exchanges – exchanges cai-dan ⇄ cash at the upstream's rate, once per user action
import { apiHandler } from '@/lib/api/handler';
import { exchangeInputSchema } from '@/lib/caidan/schemas';
import { exchange } from '@/lib/caidan/server';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';

export const POST = apiHandler({ input: exchangeInputSchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return exchange(ctx.input, idempotencyKeyFor('exchange', sessionScope, actionId, ctx.input.direction, ctx.input.amount));
});
