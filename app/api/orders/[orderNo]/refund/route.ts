// GET|POST /h5/api/orders/{orderNo}/refund – the order's refund state (policy, timeline) | requests a refund once per user action
import { apiHandler } from '@/lib/api/handler';
import { refundInputSchema } from '@/lib/order/refund-schemas';
import { fetchRefundState, requestRefund } from '@/lib/order/server';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';

export const GET = apiHandler({}, ({ params }) => fetchRefundState(params.orderNo));

export const POST = apiHandler({ input: refundInputSchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return requestRefund(ctx.params.orderNo, ctx.input, idempotencyKeyFor('refund', sessionScope, actionId, ctx.params.orderNo, ctx.input.amount_fen, ctx.input.reason));
});
