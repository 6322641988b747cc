/** The upstream contract of similar K-line (相似K线). */
import { z } from 'zod';
import { isoDate, maybeNum, num, securitySchema } from './security-schemas';
export const forwardSchema = z.object({ d1: maybeNum, d3: maybeNum, d5: maybeNum, d10: maybeNum, d20: maybeNum });
export const similarSchema = z.object({
  asOf: z.string(),
  window: num,
  scope: z.enum(['own', 'all']),
  method: z.literal('pearson'),
  /** Least correlation a window needs to be listed and counted (lib/market/similarity.ts). */
  threshold: num,
  candidates: num,
  target: z.object({ security: securitySchema, from: isoDate, to: isoDate, path: z.array(num) }),
  matches: z.array(
    z.object({
      security: securitySchema,
      from: isoDate,
      to: isoDate,
      similarity: num,
      forward: forwardSchema,
      path: z.array(num),
    }),
  ),
  stats: z.array(z.object({ horizon: num, n: num, winRate: maybeNum, mean: maybeNum, median: maybeNum })),
});
export type SimilarAnswer = z.infer<typeof similarSchema>;
