import { z } from 'zod';

/** SPEC §3: vip_level NONE, VIP, SVIP are 1, 2, 3; without a login the level reads NotLoggedIn. */
export const VIP_LEVELS = { 1: 'NONE', 2: 'VIP', 3: 'SVIP' } as const;
export type VipLevelName = (typeof VIP_LEVELS)[keyof typeof VIP_LEVELS];
export type VipLevelView = VipLevelName | 'NotLoggedIn';

export const VIP_LEVEL_LABELS: Record<VipLevelView, string> = {
  NotLoggedIn: '未登录',
  NONE: '普通用户',
  VIP: 'VIP会员',
  SVIP: 'SVIP会员',
};

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
