import { z } from 'zod';

/** Per-broadcast numbers of the live data centre (PEERS §1.12: Vhall's definitions plus finance metrics). */
export const BroadcastStatsSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  startedAt: z.string(),
  /** 时长, minutes. */
  minutes: z.number().int().nonnegative(),
  /** 最高并发. */
  peak: z.number().int().nonnegative(),
  /** 观看人数, deduplicated. */
  viewers: z.number().int().nonnegative(),
  /** 观看次数. */
  views: z.number().int().nonnegative(),
  watchMinutes: z.number().int().nonnegative(),
  follows: z.number().int().nonnegative(),
  comments: z.number().int().nonnegative(),
  bagJoins: z.number().int().nonnegative(),
  coupons: z.number().int().nonnegative(),
  orders: z.number().int().nonnegative(),
  gmvFen: z.number().int().nonnegative(),
});
export type BroadcastStats = z.infer<typeof BroadcastStatsSchema>;
export const DataCenterSchema = z.object({ broadcasts: z.array(BroadcastStatsSchema) });
