// POST /h5/api/live/rooms/{roomId}/coupons/{couponId}/claim – claims a live coupon into the wallet (login, X-Action-Id)
import { apiHandler } from '@/lib/api/handler';
import { idParams } from '@/lib/api/params';
import { claimLiveCoupon } from '@/lib/live-coupon/server';
import { liveCouponClaimInputSchema } from '@/lib/live-coupon/schemas';
import { payContext } from '@/lib/pay/route-context';

export const POST = apiHandler({ auth: 'required', input: liveCouponClaimInputSchema, params: idParams(['roomId', 'couponId']) }, (ctx) =>
  claimLiveCoupon(ctx.auth, payContext(ctx), ctx.params.roomId, ctx.params.couponId),
);
