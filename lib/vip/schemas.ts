import { z } from 'zod';

export type { VipLevelName } from './labels';
import type { VipLevelName } from './labels';
import { VIP_LEVELS } from './labels';

/** The upstream's GET /vip/status answer. */
export const upstreamVipStatusSchema = z.object({
  vip_level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  expire_at: z.string().nullable(),
});

/** The BFF's GET /h5/api/vip/status answer. */
export const vipStatusSchema = z.object({
  vip_level: z.enum(['NONE', 'VIP', 'SVIP']),
  level: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  expire_at: z.string().nullable(),
});
export type VipStatus = z.infer<typeof vipStatusSchema>;

export function vipLevelName(level: 1 | 2 | 3): VipLevelName {
  return VIP_LEVELS[level];
}
