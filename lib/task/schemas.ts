import { z } from 'zod';

/** Task contract, owned by the upstream task module (rewards are paid through the ledger's grant). */
export const taskRewardSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('caidan'), units: z.number().int().positive() }),
  z.object({ type: z.literal('cash'), fen: z.number().int().positive() }),
  z.object({ type: z.literal('coupon'), template_id: z.number().int(), name: z.string() }),
]);

export const taskIdSchema = z.enum(['sign_in', 'watch_live', 'share', 'risk_test', 'real_name', 'first_purchase']);

export const taskSchema = z.object({
  id: taskIdSchema,
  kind: z.enum(['daily', 'newbie']),
  title: z.string(),
  description: z.string(),
  progress: z.number().int().nonnegative(),
  target: z.number().int().positive(),
  unit: z.string(),
  reward: taskRewardSchema,
  state: z.enum(['todo', 'claimable', 'claimed']),
});
export type Task = z.infer<typeof taskSchema>;

export const taskBoardSchema = z.object({
  today: z.string(),
  resets_at: z.string(),
  streak: z.number().int().nonnegative(),
  signed_today: z.boolean(),
  tasks: z.array(taskSchema),
});
export type TaskBoard = z.infer<typeof taskBoardSchema>;

export const claimSchema = z.object({
  task_id: taskIdSchema,
  period: z.string(),
  reward: taskRewardSchema,
  claimed_at: z.string(),
});
export type ClaimRecord = z.infer<typeof claimSchema>;

/** A task route's `{id}`: an unknown task is a 404 (lib/api/handler). */
export const taskIdParamSchema = z.object({ id: z.enum(taskIdSchema.options, { error: '任务不存在' }) });
