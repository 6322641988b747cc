// POST /h5/api/live/rooms/{roomId}/coupons/{couponId}/claim – claims a live coupon into the wallet (login, X-Action-Id)
import { apiHandler } from '@/lib/api/handler';
import { AppError } from '@/lib/errors';
import { claimLiveCoupon } from '@/lib/live-coupon/server';
import { liveCouponClaimInputSchema } from '@/lib/live-coupon/schemas';
import { parseId } from '@/lib/live/server';
import { payContext } from '@/lib/pay/route-context';

export const POST = apiHandler({ auth: 'required', input: liveCouponClaimInputSchema }, async (ctx) => {
  const roomId = parseId(ctx.params.roomId);
  const couponId = parseId(ctx.params.couponId);
  if (roomId === null || couponId === null) throw new AppError(1003, undefined, { status: 400 });
  return claimLiveCoupon(ctx.auth, payContext(ctx), roomId, couponId);
});
