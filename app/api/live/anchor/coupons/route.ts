// POST /h5/api/live/anchor/coupons – the anchor issues a live coupon in their own room (role checked here and upstream; one per Idempotency-Key)
import { apiHandler } from '@/lib/api/handler';
import { createAnchorCoupon } from '@/lib/anchor/server';
import { AnchorCouponFormSchema } from '@/lib/live-coupon/schemas';

export const POST = apiHandler(
  {
    auth: 'required',
    input: AnchorCouponFormSchema,
    idempotent: { scope: 'anchor-coupon', choice: (input) => [JSON.stringify(input)] },
  },
  ({ input, auth, idempotencyKey }) => createAnchorCoupon(auth, input, idempotencyKey),
);
