import { z } from 'zod';

/** BFF inputs of the membership routes. */
export const quoteInputSchema = z.object({
  plan_id: z.string().regex(/^[\w-]{1,40}$/, '套餐不存在或已下架'),
  coupon: z.union([z.literal('auto'), z.literal('none'), z.coerce.number().int().positive()]).default('auto'),
  /** Where the purchase started (a live room's source is the live context of 仅限直播间使用 coupons). */
  source: z
    .string()
    .regex(/^[\w-]{1,40}$/)
    .optional(),
});
export const unionClaimInputSchema = z.object({ partner_id: z.number().int().positive() }).strict();
export const autoRenewInputSchema = z.object({ id: z.number().int().positive(), enabled: z.boolean() }).strict();
