// POST /h5/api/coupons/claim – claims a claimable coupon (newcomer / activity) once per action
import { apiHandler } from '@/lib/api/handler';
import { couponClaimInputSchema } from '@/lib/coupon/schemas';
import { claimCoupon } from '@/lib/coupon/server';

export const POST = apiHandler(
  { input: couponClaimInputSchema, idempotent: { scope: 'coupon', choice: (input) => [input.template_id] } },
  (ctx) => claimCoupon(ctx.input.template_id, ctx.idempotencyKey),
);
