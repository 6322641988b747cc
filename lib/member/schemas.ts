import { z } from 'zod';

/** Membership contract: plans, sale campaigns and the rights matrix, as the upstream answers them. */
const fen = z.number().int().nonnegative();
export const tierSchema = z.enum(['VIP', 'SVIP']);

export const agreementRefSchema = z.object({
  id: z.string(),
  title: z.string(),
  version: z.string(),
  /** The app route of the agreement's text (a manifest path). */
  path: z.string().regex(/^\/[\w/-]+$/),
});
export type AgreementRef = z.infer<typeof agreementRefSchema>;

/** What a sku sells besides (or instead of) membership: the catalogue of the four pay popups. */
export const skuKindSchema = z.enum(['member', 'course', 'butler', 'dragon', 'merge']);
export type SkuKind = z.infer<typeof skuKindSchema>;
const bundlePartSchema = z.object({
  plan_id: z.string(),
  kind: skuKindSchema,
  name: z.string(),
  price_fen: fen,
  days: z.number().int().positive(),
});
export const productSchema = z.discriminatedUnion('kind', [
  /** A paid video course by a licensed analyst. */
  z.object({
    kind: z.literal('course'),
    teacher: z.string(),
    cert_no: z.string(),
    lessons: z.number().int().positive(),
    outline: z.array(z.string()),
  }),
  /** A time-limited adviser-service package (投顾管家). */
  z.object({
    kind: z.literal('butler'),
    adviser: z.string(),
    cert_no: z.string(),
    includes: z.array(z.string()),
    qualification: z.string(),
  }),
  /** A data-tool subscription (龙虎榜 premium data). */
  z.object({ kind: z.literal('dragon'), tool: z.string(), features: z.array(z.string()) }),
  /** Two skus sold as one (组合购买): list = sum of the parts, saving = list − price. */
  z.object({ kind: z.literal('merge'), parts: z.array(bundlePartSchema).length(2), list_fen: fen, saving_fen: fen }),
]);
export type Product = z.infer<typeof productSchema>;

export const planSchema = z.object({
  id: z.string(),
  sku_id: z.number().int().positive(),
  /** The membership tier the sku grants; null for a sku that grants no membership (course, butler, tool). */
  tier: tierSchema.nullable(),
  /** The non-membership part of the sku; null for a plain membership plan. */
  product: productSchema.nullable().default(null),
  name: z.string(),
  duration: z.enum(['month', 'quarter', 'half', 'year']),
  days: z.number().int().positive(),
  price_fen: fen,
  original_fen: fen,
  per_day_fen: fen,
  auto_renew: z.boolean(),
  renew_fen: fen.nullable(),
  benefits: z.array(z.string()),
  /** Service risk level R1–R5 (the suitability gate). */
  risk_level: z.number().int().min(1).max(5),
  agreements: z.array(agreementRefSchema),
  /** The App Store product of the in-app purchase channel. */
  iap_product_id: z.string(),
  badge: z.string().nullable(),
  prepay: z.boolean(),
  coupon_gift: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

export const campaignSchema = z.object({
  slug: z.string(),
  tier: tierSchema,
  kind: z.enum(['open', 'conversion', 'sale']),
  source: z.string(),
  hero_title: z.string(),
  hero_subtitle: z.string(),
  highlights: z.array(z.object({ title: z.string(), text: z.string() })),
  notes: z.array(z.string()),
  cta: z.string(),
  /** Ends at (ISO) for limited-time sales; null = always on. */
  ends_at: z.string().nullable(),
  plans: z.array(planSchema),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const rightsMatrixSchema = z.object({
  rows: z.array(
    z.object({
      id: z.number().int(),
      group: z.string(),
      name: z.string(),
      description: z.string(),
      vip: z.string(),
      svip: z.string(),
    }),
  ),
});
export type RightsMatrix = z.infer<typeof rightsMatrixSchema>;

export const unionPartnerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  benefit: z.string(),
  description: z.string(),
  tier: tierSchema,
  value_fen: fen,
  steps: z.array(z.string()),
});
export const unionMemberSchema = z.object({ partners: z.array(unionPartnerSchema), rules: z.array(z.string()) });
export type UnionPartner = z.infer<typeof unionPartnerSchema>;
export const unionClaimSchema = z.object({
  id: z.number().int(),
  partner_id: z.number().int(),
  partner_name: z.string(),
  code: z.string(),
  claimed_at: z.string(),
});

/** The user's membership as the pay flow needs it. */
export const membershipSchema = z.object({
  level: z.enum(['NONE', 'VIP', 'SVIP']),
  expire_at: z.string().nullable(),
  days_left: z.number().int().nonnegative(),
});
export type Membership = z.infer<typeof membershipSchema>;

/** One auto-renewing subscription (连续包月) of the viewer: its switch, and what and when it charges next. */
export const autoRenewSchema = z.object({
  id: z.number().int().positive(),
  plan_id: z.string(),
  plan_name: z.string(),
  tier: tierSchema,
  enabled: z.boolean(),
  renew_fen: fen,
  /** ISO; null when switched off or not chargeable (then `note` says why). */
  next_charge_at: z.string().nullable(),
  expire_at: z.string().nullable(),
  origin_order_no: z.string(),
  last_order_no: z.string(),
  can_disable: z.boolean(),
  can_enable: z.boolean(),
  note: z.string().nullable(),
});
export type AutoRenew = z.infer<typeof autoRenewSchema>;
export const autoRenewListSchema = z.object({ subscriptions: z.array(autoRenewSchema) });
