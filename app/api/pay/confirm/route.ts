// POST /h5/api/pay/confirm – confirms an order from a plan id and a coupon id (never an amount) and starts paying it
import { apiHandler } from '@/lib/api/handler';
import { payContext } from '@/lib/pay/route-context';
import { confirmInputSchema } from '@/lib/pay/schemas';
import { confirmOrder } from '@/lib/pay/server';

export const POST = apiHandler(
  {
    input: confirmInputSchema,
    idempotent: { scope: 'order', choice: (input) => [input.plan_id, input.coupon_id, input.source] },
  },
  (ctx) => confirmOrder(payContext(ctx), ctx.input),
);
