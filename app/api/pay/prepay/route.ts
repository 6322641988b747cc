// POST /h5/api/pay/prepay – starts paying one of the viewer's pending orders again (on this environment's channel)
import { apiHandler } from '@/lib/api/handler';
import { payContext } from '@/lib/pay/route-context';
import { payInputSchema } from '@/lib/pay/schemas';
import { startPayment } from '@/lib/pay/server';

export const POST = apiHandler(
  { input: payInputSchema, idempotent: { scope: 'prepay', choice: (input) => [input.order_no] } },
  (ctx) => startPayment(payContext(ctx), ctx.input.order_no),
);
