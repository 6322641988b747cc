import { z } from 'zod';
import { taskIdSchema } from '@/lib/task/schemas';

/**
 * Contract of the activity hub, the money tree and the stock-picking time capsule, shared
 * by the BFF, the pages and the local upstream (upstream/activity/activity-hub.ts).
 */
export const ACTIVITY_KINDS = ['money_tree', 'capsule', 'koi', 'tea_party', 'strategy', 'dragon_inn'] as const;
const statusSchema = z.enum(['upcoming', 'running', 'ended']);

export const activityIdSchema = z.coerce.number().int().positive().max(1_000_000);

export const activitySummarySchema = z.object({
  kind: z.enum(ACTIVITY_KINDS),
  id: z.number().int().positive(),
  title: z.string(),
  summary: z.string(),
  start_day: z.string(),
  end_day: z.string(),
  status: statusSchema,
});
export type ActivitySummary = z.infer<typeof activitySummarySchema>;

export const activityHubSchema = z.object({ today: z.string(), items: z.array(activitySummarySchema) });
// ---- money tree -------------------------------------------------------------------------------

export const moneyTreeSchema = z.object({
  activity: activitySummarySchema,
  /** The fruit draw runs once the activity has ended. */
  draw_day: z.string(),
  prizes: z.array(z.object({ name: z.string(), count: z.number().int().positive() })),
  prize_total: z.number().int().positive(),
  win_chance_bp: z.number().int().min(0).max(10_000),
  draw: z.object({
    id: z.number().int(),
    status: z.enum(['open', 'closed', 'drawn']),
    algorithm: z.string(),
    seed_hash: z.string(),
    seed: z.string().nullable(),
    participants: z.number().int().nonnegative(),
    winners: z.array(z.object({ nickname: z.string(), prize_index: z.number().int().nonnegative() })),
  }),
  me: z
    .object({
      growth: z.number().int().min(0),
      harvested: z.boolean(),
      prize: z.string().nullable(),
      sources: z.array(
        z.object({
          task_id: taskIdSchema,
          title: z.string(),
          water: z.number().int().positive(),
          done: z.boolean(),
          watered: z.boolean(),
        }),
      ),
    })
    .nullable(),
});
export type MoneyTree = z.infer<typeof moneyTreeSchema>;

export const waterInputSchema = z.object({ task_id: taskIdSchema });

// ---- capsule ----------------------------------------------------------------------------------

const phaseSchema = z.enum(['upcoming', 'sealing', 'waiting', 'opened']);
export const stockCodeSchema = z.string().regex(/^\d{6}$/);

const pickSchema = z.object({
  code: z.string(),
  name: z.string(),
  basis_fen: z.number().int(),
  result_fen: z.number().int().nullable(),
  return_bp: z.number().int().nullable(),
});

export const capsuleSchema = z.object({
  activity: activitySummarySchema,
  open_day: z.string(),
  phase: phaseSchema,
  index_name: z.string(),
  sealed_users: z.number().int().nonnegative(),
  pool: z.array(
    z.object({
      code: z.string(),
      name: z.string(),
      industry: z.string(),
      close_fen: z.number().int(),
      pct: z.number(),
      picks: z.number().int().nonnegative(),
    }),
  ),
  me: z
    .object({
      sealed: z.boolean(),
      seal_day: z.string().nullable(),
      helps: z.number().int().nonnegative(),
      pick_limit: z.number().int().positive(),
      picks: z.array(pickSchema),
      average_bp: z.number().int().nullable(),
      index_return_bp: z.number().int().nullable(),
    })
    .nullable(),
  /** Once opened: how every sealed capsule did against the index. */
  result: z
    .object({
      average_bp: z.number().int(),
      index_return_bp: z.number().int(),
      users: z.number().int(),
      users_beat_index: z.number().int(),
      best: z.object({ code: z.string(), name: z.string(), return_bp: z.number().int() }).nullable(),
    })
    .nullable(),
});
export type Capsule = z.infer<typeof capsuleSchema>;

export const sealInputSchema = z.object({ codes: z.array(stockCodeSchema).min(1, '请至少选择1只股票').max(10) });

export const capsuleStockSchema = z.object({
  activity: activitySummarySchema,
  phase: phaseSchema,
  code: z.string(),
  name: z.string(),
  industry: z.string(),
  in_pool: z.boolean(),
  picks: z.number().int().nonnegative(),
  from_day: z.string(),
  to_day: z.string(),
  from_fen: z.number().int(),
  to_fen: z.number().int(),
  return_bp: z.number().int(),
  index_return_bp: z.number().int(),
  closes: z.array(z.object({ day: z.string(), close_fen: z.number().int() })),
});
export type CapsuleStock = z.infer<typeof capsuleStockSchema>;

export const capsuleHistorySchema = z.object({
  items: z.array(
    z.object({
      activity: activitySummarySchema,
      phase: phaseSchema,
      open_day: z.string(),
      seal_day: z.string(),
      picks: z.array(pickSchema),
      average_bp: z.number().int().nullable(),
      index_return_bp: z.number().int().nullable(),
    }),
  ),
});
export type CapsuleHistory = z.infer<typeof capsuleHistorySchema>;

export const inviteCodeSchema = z.string().regex(/^[0-9a-f]{10}$/);

export const capsuleInviteSchema = z.object({
  activity: activitySummarySchema,
  code: z.string(),
  helps: z.number().int().nonnegative(),
  pick_limit: z.number().int().positive(),
  helpers: z.array(z.string()),
});
export type CapsuleInvite = z.infer<typeof capsuleInviteSchema>;

export const capsuleHelpTargetSchema = z.object({
  activity: activitySummarySchema,
  phase: phaseSchema,
  inviter: z.string(),
  self: z.boolean(),
  helped: z.boolean(),
});
export type CapsuleHelpTarget = z.infer<typeof capsuleHelpTargetSchema>;

export const helpInputSchema = z.object({ code: inviteCodeSchema });
