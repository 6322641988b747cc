import { z } from 'zod';
import { payChannelSchema } from '@/lib/order/schemas';

/** Payment contract (DOMAIN-MODEL Payment), owned by the upstream pay module. */
const AMOUNT_FIELDS = ['amount', 'amount_fen', 'price', 'price_fen', 'pay_fen', 'discount_fen', 'total', 'money'];
export const TAMPERED_AMOUNT_MESSAGE = '订单金额以服务端报价为准，请勿提交金额';

/**
 * The browser's confirm body: a plan id, a coupon id (or none), the agreements it ticked and, after a
 * mismatch warning, the explicit suitability confirmation. Any amount field is refused with a clear
 * message (the price is the upstream's alone).
 */
export const confirmInputSchema = z
  .object({
    plan_id: z.string().regex(/^[\w-]{1,40}$/, '套餐不存在或已下架'),
    coupon_id: z.number().int().positive().nullable().default(null),
    agreements: z.array(z.string().max(80)).max(10).default([]),
    suitability_confirmed: z.boolean().default(false),
    source: z
      .string()
      .regex(/^[\w-]{1,40}$/)
      .nullable()
      .default(null),
  })
  .passthrough()
  .superRefine((value, ctx) => {
    const extra = Object.keys(value).find((key) => AMOUNT_FIELDS.includes(key));
    if (extra) ctx.addIssue({ code: 'custom', message: TAMPERED_AMOUNT_MESSAGE, path: [extra] });
  });

export const payInputSchema = z.object({ order_no: z.string().regex(/^LC\d{8,24}$/, '订单不存在') }).strict();

export const jsapiParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.string(),
  paySign: z.string(),
});

/** What the client needs to start paying on its channel. */
export const prepaySchema = z.object({
  order_no: z.string(),
  channel: payChannelSchema,
  provider_ref: z.string(),
  pay_fen: z.number().int().positive(),
  cashier_url: z.string().nullable(),
  jsapi: jsapiParamsSchema.nullable(),
  iap_product_id: z.string().nullable(),
  sandbox: z.boolean(),
});
export type Prepay = z.infer<typeof prepaySchema>;

export const iapVerifyInputSchema = z
  .object({ order_no: z.string().regex(/^LC\d{8,24}$/), receipt: z.string().min(10).max(4000) })
  .strict();
export const sandboxConfirmInputSchema = z
  .object({ order_no: z.string().regex(/^LC\d{8,24}$/), channel: z.enum(['app', 'jsapi', 'iap']) })
  .strict();
export const sandboxConfirmSchema = z.object({ accepted: z.boolean(), receipt: z.string().nullable() });

/** The provider's asynchronous notify (sandbox form of a real provider's callback). */
export const payNotifySchema = z.object({
  notify_id: z.string().min(1),
  provider_ref: z.string().min(1),
  order_no: z.string().min(1),
  amount_fen: z.number().int(),
  trade_status: z.enum(['SUCCESS', 'FAILED']),
  timestamp: z.number().int(),
  sign: z.string().min(1),
});
