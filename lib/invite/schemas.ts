import { z } from 'zod';

/** Invite contract, owned by the upstream invite module. Invitees' phones arrive masked; the full number never leaves the upstream. */
export const inviteRulesSchema = z.object({
  percent: z.number().int().positive(),
  cap_fen: z.number().int().positive(),
});

/** How a friend who closed the account is shown (the mobile is gone). */
export const CLOSED_MASK = '已注销';

export const inviteeSchema = z.object({
  masked_mobile: z.union([z.string().regex(/^\d{3}\*{4}\d{4}$/), z.literal(CLOSED_MASK)]),
  closed: z.boolean().default(false),
  registered_at: z.string(),
  status: z.enum(['PENDING', 'SETTLED', 'INELIGIBLE']),
  reward_fen: z.number().int().nonnegative(),
  /** Why a friend does not count (INELIGIBLE), or null. */
  note: z.string().nullable().default(null),
  settled_at: z.string().nullable(),
});
export type Invitee = z.infer<typeof inviteeSchema>;

export const inviteOverviewSchema = z.object({
  code: z.string(),
  rules: inviteRulesSchema,
  invitees: z.array(inviteeSchema),
  pending_count: z.number().int().nonnegative(),
  settled_fen: z.number().int().nonnegative(),
});
export type InviteOverview = z.infer<typeof inviteOverviewSchema>;
