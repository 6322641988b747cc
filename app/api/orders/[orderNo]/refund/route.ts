// GET|POST /h5/api/orders/{orderNo}/refund – the order's refund state (policy, timeline) | requests a refund once per user action
import { apiHandler } from '@/lib/api/handler';
import { refundInputSchema } from '@/lib/order/refund-schemas';
import { fetchRefundState, requestRefund } from '@/lib/order/server';

export const GET = apiHandler({}, ({ params }) => fetchRefundState(params.orderNo));

export const POST = apiHandler(
  {
    input: refundInputSchema,
    idempotent: { scope: 'refund', choice: (input, params) => [params.orderNo, input.amount_fen, input.reason] },
  },
  (ctx) => requestRefund(ctx.params.orderNo, ctx.input, ctx.idempotencyKey),
);
