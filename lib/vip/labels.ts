/** VIP levels without zod (client components import these). */
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
