import type { z } from 'zod';
import type { couponSourceSchema } from '@/lib/coupon/schemas';
import type { CouponType } from '@/lib/coupon/rules';

/** The platform's coupon templates (DOMAIN-MODEL CouponTemplate), seeded into coupon_templates at start. */
type CouponSource = z.infer<typeof couponSourceSchema>;

export interface TemplateSeed {
  id: number;
  name: string;
  type: CouponType;
  value: number;
  threshold_fen: number;
  max_off_fen: number | null;
  sku_scope: number[] | null;
  valid_days: number;
  per_user_limit: number;
  stock: number | null;
  live_only: boolean;
  source: CouponSource;
}

export const COUPON_TEMPLATES: TemplateSeed[] = [
  {
    id: 1,
    name: '会员满200减30',
    type: 'FULL_REDUCTION',
    value: 3000,
    threshold_fen: 20000,
    max_off_fen: null,
    sku_scope: null,
    valid_days: 30,
    per_user_limit: 3,
    stock: null,
    live_only: false,
    source: 'system',
  },
  {
    id: 2,
    name: 'SVIP满800减120',
    type: 'FULL_REDUCTION',
    value: 12000,
    threshold_fen: 80000,
    max_off_fen: null,
    sku_scope: [611, 612, 613, 638],
    valid_days: 30,
    per_user_limit: 1,
    stock: 5000,
    live_only: false,
    source: 'activity',
  },
  {
    id: 3,
    name: '会员9折券',
    type: 'DISCOUNT',
    value: 900,
    threshold_fen: 0,
    max_off_fen: 5000,
    sku_scope: null,
    valid_days: 15,
    per_user_limit: 2,
    stock: null,
    live_only: false,
    source: 'task',
  },
  {
    id: 4,
    name: '新人立减20元',
    type: 'INSTANT',
    value: 2000,
    threshold_fen: 0,
    max_off_fen: null,
    sku_scope: null,
    valid_days: 7,
    per_user_limit: 1,
    stock: null,
    live_only: false,
    source: 'newcomer',
  },
  {
    id: 5,
    name: 'VIP体验券7天',
    type: 'TRIAL',
    value: 7,
    threshold_fen: 0,
    max_off_fen: null,
    sku_scope: null,
    valid_days: 30,
    per_user_limit: 1,
    stock: null,
    live_only: false,
    source: 'invite',
  },
  {
    id: 6,
    name: '直播间专享满100减25',
    type: 'FULL_REDUCTION',
    value: 2500,
    threshold_fen: 10000,
    max_off_fen: null,
    sku_scope: null,
    valid_days: 3,
    per_user_limit: 1,
    stock: 300,
    live_only: true,
    source: 'live',
  },
  {
    id: 7,
    name: '购买赠券·SVIP满500减80',
    type: 'FULL_REDUCTION',
    value: 8000,
    threshold_fen: 50000,
    max_off_fen: null,
    sku_scope: [611, 612, 613],
    valid_days: 90,
    per_user_limit: 5,
    stock: null,
    live_only: false,
    source: 'sku_gift',
  },
  {
    id: 8,
    name: '购买赠券·VIP满60减10',
    type: 'FULL_REDUCTION',
    value: 1000,
    threshold_fen: 6000,
    max_off_fen: null,
    sku_scope: [601, 602, 603],
    valid_days: 90,
    per_user_limit: 5,
    stock: null,
    live_only: false,
    source: 'sku_gift',
  },
];

/** The gift templates a coupon-gift sku (SPEC §9: 658, 659) grants once paid. */
export const SKU_GIFT_TEMPLATES: Record<number, number[]> = { 658: [7, 7], 659: [8] };
