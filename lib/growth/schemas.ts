import { z } from 'zod';

/** Equity-centre state (SPEC §3): user growth, identity and VIP info — the three user-growth POSTs. */
export const growthEmptyInputSchema = z.object({});

export const userLevelSchema = z.object({
  level: z.number().int().min(1),
  level_name: z.string(),
  growth_value: z.number().int().nonnegative(),
  next_level_value: z.number().int().positive().nullable(),
});

export const identityCardSchema = z.object({
  nickname: z.string(),
  identity: z.enum(['NONE', 'VIP', 'SVIP']),
  member_since: z.string(),
  card_no: z.string(),
});

export const equityVipQueryInputSchema = z.object({
  vip_level: z.enum(['VIP', 'SVIP']).optional(),
});

export const vipEquitySchema = z.object({
  vip_level: z.enum(['NONE', 'VIP', 'SVIP']),
  equities: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      description: z.string(),
      level: z.enum(['VIP', 'SVIP']),
      available: z.boolean(),
    }),
  ),
});
