import { z } from 'zod';

/** Fan groups: one per teacher (anchor); membership, intimacy and daily tasks. */
export const FanGroupSchema = z.object({
  teacherId: z.number().int(),
  teacherName: z.string(),
  roomId: z.number().int(),
  members: z.number().int().nonnegative(),
  me: z.object({ intimacy: z.number().int().nonnegative(), joinedAt: z.string() }).nullable(),
});
export type FanGroup = z.infer<typeof FanGroupSchema>;
export const FanGroupListSchema = z.object({ groups: z.array(FanGroupSchema) });

export const FanTaskSchema = z.object({
  key: z.enum(['watch', 'comment', 'bag']),
  progress: z.number().int().nonnegative(),
  done: z.boolean(),
  claimed: z.boolean(),
});
export const FanTasksSchema = z.object({ group: FanGroupSchema, day: z.string(), tasks: z.array(FanTaskSchema) });
export type FanTasks = z.infer<typeof FanTasksSchema>;
