import { z } from 'zod';

/** Stock-picking contest contract (SPEC §3 "Stock-contest state", §7 activity calls). */
export const activityStatusSchema = z.enum(['not_started', 'ongoing', 'ended']);

export const stockActivityIndexSchema = z.object({
  activity_id: z.number().int().positive(),
  title: z.string(),
  period: z.number().int().positive(),
  status: activityStatusSchema,
  start_date: z.string(),
  end_date: z.string(),
  participants: z.number().int().nonnegative(),
  prize_pool_yuan: z.number().nonnegative(),
  certified: z.boolean(),
  subscribed: z.boolean(),
});
/** POST /activity/stock/certification: sign up for a contest period (designed: SPEC shows no payload). */
export const stockCertificationInputSchema = z.object({
  activity_id: z.coerce.number().int().positive(),
  agreement: z.literal(true, { error: '请先阅读并同意活动规则' }),
});
export const stockCertificationSchema = z.object({
  activity_id: z.number().int().positive(),
  certified: z.boolean(),
  certified_at: z.string(),
});

/** POST /activity/userMessage/order: subscribe to a contest reminder (designed). */
export const userMessageOrderInputSchema = z.object({
  activity_id: z.coerce.number().int().positive(),
  type: z.enum(['period_start', 'result']).default('period_start'),
});
export const userMessageOrderSchema = z.object({
  activity_id: z.number().int().positive(),
  type: z.enum(['period_start', 'result']),
  ordered: z.boolean(),
});

/** SPEC §3: activeId comes from current_period, nextActiveId from next_period. */
export const stockActivityPeriodSchema = z.object({
  current_period: z.number().int().positive(),
  next_period: z.number().int().positive().nullable(),
  /** The next period's first day (the sign-up opens then); absent from an upstream that does not send it. */
  next_start_date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable()
    .optional(),
});
