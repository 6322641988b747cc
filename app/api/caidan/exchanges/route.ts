// POST /h5/api/caidan/exchanges – exchanges cai-dan ⇄ cash at the upstream's rate, once per user action
import { apiHandler } from '@/lib/api/handler';
import { exchangeInputSchema } from '@/lib/caidan/schemas';
import { exchange } from '@/lib/caidan/server';

export const POST = apiHandler(
  { input: exchangeInputSchema, idempotent: { scope: 'exchange', choice: (input) => [input.direction, input.amount] } },
  (ctx) => exchange(ctx.input, ctx.idempotencyKey),
);
