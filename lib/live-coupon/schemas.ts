import { z } from 'zod';
import { couponTypeSchema } from '@/lib/coupon/schemas';

/** Live coupon contract (the upstream live-coupon module answers these; claims answer a wallet coupon). */
export const liveCouponStateSchema = z.enum(['claimable', 'claimed', 'sold_out', 'expired']);

export const LiveCouponSchema = z.object({
  id: z.number().int().positive(),
  roomId: z.number().int().positive(),
  templateId: z.number().int().positive(),
  name: z.string(),
  type: couponTypeSchema,
  value: z.number().int().nonnegative(),
  thresholdFen: z.number().int().nonnegative(),
  maxOffFen: z.number().int().nonnegative().nullable(),
  skuScope: z.array(z.number().int()).nullable(),
  liveOnly: z.boolean(),
  validDays: z.number().int().positive(),
  perUserLimit: z.number().int().positive(),
  stock: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  claimEndsAt: z.string(),
  /** null when nobody is logged in. */
  held: z.number().int().nonnegative().nullable(),
  state: liveCouponStateSchema,
});
export type LiveCoupon = z.infer<typeof LiveCouponSchema>;

export const LiveCouponListSchema = z.object({ roomId: z.number().int().positive(), roomTitle: z.string(), coupons: z.array(LiveCouponSchema) });
export type LiveCouponList = z.infer<typeof LiveCouponListSchema>;

/** The BFF's claim body: nothing but the page's action id travels in the X-Action-Id header. */
export const liveCouponClaimInputSchema = z.object({}).strict();
