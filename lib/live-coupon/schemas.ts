import { z } from 'zod';
import { couponTypeSchema } from '@/lib/coupon/schemas';
import type { CouponType } from '@/lib/coupon/rules';
import { fieldSchema } from '@/lib/anchor/settings-schemas';
import { ANCHOR_COUPON_FIELDS, ANCHOR_COUPON_TYPE_FIELDS } from './rules';

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

export const LiveCouponListSchema = z.object({
  roomId: z.number().int().positive(),
  roomTitle: z.string(),
  coupons: z.array(LiveCouponSchema),
});
export type LiveCouponList = z.infer<typeof LiveCouponListSchema>;

/** The BFF's claim body: nothing but the page's action id travels in the X-Action-Id header. */
export const liveCouponClaimInputSchema = z.object({}).strict();

/**
 * An anchor's new live coupon (the form of /anchor-settings/exclusive-coupons/v2): each field's own
 * Chinese message, the fields its type needs required, the rest refused; answered as the coupon
 * template the claim path already uses (fen, per-mille).
 */
const couponField = (name: string) => ANCHOR_COUPON_FIELDS.find((field) => field.name === name)!;
const optionalField = (name: string) => fieldSchema(couponField(name)).optional();

export const AnchorCouponFormSchema = z
  .strictObject(
    {
      name: fieldSchema(couponField('name')),
      type: fieldSchema(couponField('type')),
      thresholdYuan: optionalField('thresholdYuan'),
      amountYuan: optionalField('amountYuan'),
      discountPercent: optionalField('discountPercent'),
      maxOffYuan: optionalField('maxOffYuan'),
      trialDays: optionalField('trialDays'),
      stock: fieldSchema(couponField('stock')),
      perUserLimit: fieldSchema(couponField('perUserLimit')),
      validDays: fieldSchema(couponField('validDays')),
      claimHours: fieldSchema(couponField('claimHours')),
      liveOnly: fieldSchema(couponField('liveOnly')),
    },
    { error: '表单包含未知字段' },
  )
  .superRefine((input, ctx) => {
    const needed = ANCHOR_COUPON_TYPE_FIELDS[input.type as CouponType] ?? [];
    for (const name of needed) {
      if ((input as Record<string, unknown>)[name] === undefined) {
        const field = couponField(name);
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message:
            field.type === 'number'
              ? `${field.label}：请填写 ${field.min}–${field.max} 的整数`
              : `${field.label}：请填写`,
        });
      }
    }
    if (
      input.type === 'FULL_REDUCTION' &&
      typeof input.amountYuan === 'number' &&
      typeof input.thresholdYuan === 'number' &&
      input.amountYuan >= input.thresholdYuan
    ) {
      ctx.addIssue({ code: 'custom', path: ['amountYuan'], message: '减免金额：须小于使用门槛' });
    }
  });
export type AnchorCouponForm = z.infer<typeof AnchorCouponFormSchema>;

export const AnchorCouponInputSchema = AnchorCouponFormSchema.transform((input) => {
  const type = input.type as CouponType;
  const yuan = (value: unknown) => Number(value) * 100;
  return {
    name: String(input.name),
    type,
    value:
      type === 'DISCOUNT'
        ? Number(input.discountPercent) * 10
        : type === 'TRIAL'
          ? Number(input.trialDays)
          : yuan(input.amountYuan),
    thresholdFen: type === 'FULL_REDUCTION' ? yuan(input.thresholdYuan) : 0,
    maxOffFen: type === 'DISCOUNT' ? yuan(input.maxOffYuan) : null,
    stock: Number(input.stock),
    perUserLimit: Number(input.perUserLimit),
    validDays: Number(input.validDays),
    claimHours: Number(input.claimHours),
    liveOnly: Boolean(input.liveOnly),
  };
});
