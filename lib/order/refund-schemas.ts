import { z } from 'zod';
import { orderSchema } from './schemas';
import { REFUND_REASONS } from './refund-rules';

/** Refund contract, owned by the upstream refund module. The browser sends a reason and an amount; the upstream checks it against the policy. */
export const refundInputSchema = z
  .object({
    reason: z.enum(REFUND_REASONS, { error: '请选择退款原因' }),
    note: z.string().trim().max(200, '补充说明不超过200字').default(''),
    amount_fen: z
      .number({ error: '请输入正确的退款金额' })
      .int('请输入正确的退款金额')
      .positive('请输入正确的退款金额'),
  })
  .strict();
export type RefundInput = z.infer<typeof refundInputSchema>;

export const refundSchema = z.object({
  refund_no: z.string(),
  order_no: z.string(),
  amount_fen: z.number().int().positive(),
  reason: z.string(),
  note: z.string(),
  status: z.enum(['PENDING', 'REFUNDED', 'REJECTED']),
  /** Where the money went back: the order's pay channel (原路退回), with the provider's refund reference once paid. */
  channel: z.enum(['iap', 'app', 'jsapi', 'h5']).nullable(),
  payout_ref: z.string().nullable(),
  created_at: z.string(),
  settled_at: z.string().nullable(),
});
export const refundEventSchema = z.object({
  status: z.enum(['SUBMITTED', 'PENDING', 'REFUNDED', 'REJECTED']),
  text: z.string(),
  at: z.string(),
});
export const refundRewardEffectSchema = z.object({
  kind: z.enum(['gift_coupon', 'first_purchase']),
  title: z.string(),
  action: z.enum(['cancel', 'void', 'deduct']),
  fen: z.number().int().nonnegative(),
  coupon_id: z.number().int().nullable(),
});
/** The refund page: the order, what the policy allows now, the latest refund and its timeline. */
export const refundStateSchema = z.object({
  order: orderSchema,
  quote: z.object({
    max_fen: z.number().int().nonnegative(),
    refusal: z.string().nullable(),
    basis: z.enum(['full', 'prorated']).nullable(),
    /** Already credited to an upgrade from this order: not refunded again. */
    credited_fen: z.number().int().nonnegative().default(0),
    /** The value of this order's rewards already used, taken off the refund. */
    deduction_fen: z.number().int().nonnegative().default(0),
    /** What a refund does to the order's rewards: cancel (not granted yet), void (unused coupon taken back), deduct (used coupon's value). */
    rewards: z.array(refundRewardEffectSchema).default([]),
  }),
  refund: refundSchema.nullable(),
  events: z.array(refundEventSchema),
});
export type RefundState = z.infer<typeof refundStateSchema>;
