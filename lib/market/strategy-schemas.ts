/** The upstream contract of the strategy boards (选股策略). */
import { z } from 'zod';
import { isoDate, maybeNum, num, securitySchema } from './security-schemas';

export const strategiesSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  boards: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      conditions: z.string(),
      count: num,
      avgPct: maybeNum,
      avgPct5: maybeNum,
      up: num,
      top: z.array(securitySchema.extend({ close: num, pct: num })),
    }),
  ),
});
export type Strategies = z.infer<typeof strategiesSchema>;
