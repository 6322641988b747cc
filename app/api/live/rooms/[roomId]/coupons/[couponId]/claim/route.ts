// POST /h5/api/live/rooms/{roomId}/coupons/{couponId}/claim – claims a live coupon into the wallet (login, X-Action-Id)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { claimLiveCoupon } from '@/lib/live-coupon/server';
import { liveCouponClaimInputSchema } from '@/lib/live-coupon/schemas';

export const POST = apiHandler(
  {
    auth: 'required',
    input: liveCouponClaimInputSchema,
    params: idParams(['roomId', 'couponId']),
    idempotent: { scope: 'live-coupon', choice: (_input, params) => [params.roomId, params.couponId] },
  },
  (ctx) => claimLiveCoupon(ctx.auth, ctx.idempotencyKey, ctx.params.roomId, ctx.params.couponId),
);
