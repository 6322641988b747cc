import { z } from 'zod';

/** Coupon contract (DOMAIN-MODEL CouponTemplate / Coupon), owned by the upstream coupon module. */
export const couponTypeSchema = z.enum(['FULL_REDUCTION', 'DISCOUNT', 'INSTANT', 'TRIAL']);
export const couponStatusSchema = z.enum(['UNUSED', 'LOCKED', 'USED', 'EXPIRED']);
export const couponSourceSchema = z.enum(['system', 'newcomer', 'live', 'task', 'invite', 'activity', 'sku_gift']);

export const userCouponSchema = z.object({
  id: z.number().int().positive(),
  template_id: z.number().int().positive(),
  name: z.string(),
  type: couponTypeSchema,
  value: z.number().int().nonnegative(),
  threshold_fen: z.number().int().nonnegative(),
  max_off_fen: z.number().int().nonnegative().nullable(),
  sku_scope: z.array(z.number().int()).nullable(),
  live_only: z.boolean(),
  source: couponSourceSchema,
  status: couponStatusSchema,
  order_no: z.string().nullable(),
  valid_from: z.string(),
  valid_to: z.string(),
});
export type UserCoupon = z.infer<typeof userCouponSchema>;

/** A coupon as offered for one purchase: usable or not, and what it takes off. */
export const offeredCouponSchema = userCouponSchema.extend({
  usable: z.boolean(),
  reason: z.string().nullable(),
  discount_fen: z.number().int().nonnegative(),
});
export type OfferedCoupon = z.infer<typeof offeredCouponSchema>;

export const couponClaimInputSchema = z.object({ template_id: z.coerce.number().int().positive() }).strict();
