// POST /h5/api/coupons/claim – claims a claimable coupon (newcomer / activity) once per action
import { apiHandler } from '@/lib/api/handler';
import { couponClaimInputSchema } from '@/lib/coupon/schemas';
import { claimCoupon } from '@/lib/coupon/server';
import { idempotencyKeyFor } from '@/lib/pay/action-key';
import { payContext } from '@/lib/pay/route-context';

export const POST = apiHandler({ input: couponClaimInputSchema }, (ctx) => {
  const { sessionScope, actionId } = payContext(ctx);
  return claimCoupon(ctx.input.template_id, idempotencyKeyFor('coupon', sessionScope, actionId, ctx.input.template_id));
});
