import { z } from 'zod';
import { agreementRefSchema, productSchema, skuKindSchema, tierSchema } from '@/lib/member/schemas';

/** Order contract (DOMAIN-MODEL Order), owned by the upstream order module. */
export const orderStatusSchema = z.enum(['PENDING', 'PAID', 'CLOSED', 'REFUNDING', 'REFUNDED']);
export const payChannelSchema = z.enum(['iap', 'app', 'jsapi', 'h5']);

/** What was sold, frozen at order time: later price changes never touch an order. */
export const skuSnapshotSchema = z.object({
  plan_id: z.string(),
  sku_id: z.number().int(),
  name: z.string(),
  tier: tierSchema.nullable(),
  product: productSchema.nullable().default(null),
  days: z.number().int(),
  price_fen: z.number().int(),
  original_fen: z.number().int(),
  risk_level: z.number().int(),
  auto_renew: z.boolean(),
  prepay: z.boolean(),
  coupon_gift: z.boolean(),
  iap_product_id: z.string(),
  agreements: z.array(agreementRefSchema),
});

/** One entitlement a paid order granted (its fulfilment record): membership, course access, adviser service, tool access. */
export const grantSchema = z.object({
  kind: skuKindSchema.exclude(['merge']),
  plan_id: z.string(),
  title: z.string(),
  start_at: z.string(),
  end_at: z.string(),
});
export const returnedPaymentSchema = z.object({
  provider_ref: z.string(),
  amount_fen: z.number().int().positive(),
  reason: z.enum(['duplicate', 'closed']),
  refund_ref: z.string(),
  at: z.string(),
});

export const orderSchema = z.object({
  order_no: z.string(),
  kind: z.enum(['new', 'renew', 'upgrade']),
  sku: skuSnapshotSchema,
  /** Price of this purchase before coupons (an upgrade's price already has the VIP credit off). */
  amount_fen: z.number().int().nonnegative(),
  credit_fen: z.number().int().nonnegative(),
  discount_fen: z.number().int().nonnegative(),
  pay_fen: z.number().int().positive(),
  paid_fen: z.number().int().nonnegative().nullable(),
  coupon_id: z.number().int().nullable(),
  channel: payChannelSchema.nullable(),
  status: orderStatusSchema,
  source: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  paid_at: z.string().nullable(),
  closed_at: z.string().nullable(),
  service_start: z.string().nullable(),
  service_end: z.string().nullable(),
  /** What the payment granted (empty until paid). */
  grants: z.array(grantSchema).default([]),
  /** Payments that arrived for this order but were not kept (a second payment, or one after it closed): refunded the way they came. */
  returned_payments: z.array(returnedPaymentSchema).default([]),
});
export type Order = z.infer<typeof orderSchema>;

/** One paid VIP order's share of an upgrade credit: paid × unused days ÷ segment days, rounded down. */
export const creditItemSchema = z.object({
  order_no: z.string(),
  plan_name: z.string(),
  paid_fen: z.number().int().nonnegative(),
  segment_days: z.number().int().nonnegative(),
  unused_days: z.number().int().nonnegative(),
  credit_fen: z.number().int().nonnegative(),
});
/** The price of a purchase before an order exists: what the confirm page shows. */
export const quoteSchema = z.object({
  plan_id: z.string(),
  kind: z.enum(['new', 'renew', 'upgrade']),
  allowed: z.boolean(),
  refusal: z.string().nullable(),
  amount_fen: z.number().int().nonnegative(),
  credit_fen: z.number().int().nonnegative(),
  /** How the credit was computed, one line per paid VIP order it comes from. */
  credit_items: z.array(creditItemSchema).default([]),
  vip_days_left: z.number().int().nonnegative(),
  coupon_id: z.number().int().nullable(),
  discount_fen: z.number().int().nonnegative(),
  pay_fen: z.number().int().nonnegative(),
});
/**
 * The upstream's order-create body. The browser's body (lib/pay/schemas confirmInputSchema) carries
 * ids only; the BFF adds the accepted agreements after recording the consents.
 */
export const orderCreateSchema = z
  .object({
    plan_id: z.string().min(1).max(40),
    coupon_id: z.number().int().positive().nullable().default(null),
    source: z.string().max(40).nullable().default(null),
    agreements: z.array(z.string()).default([]),
    /** Who accepted the agreements (lib/compliance/device): recorded with the order, once. */
    consent: z
      .object({ device: z.string().max(120), channel: z.string().max(20), ip: z.string().max(64) })
      .nullable()
      .default(null),
  })
  .strict();
