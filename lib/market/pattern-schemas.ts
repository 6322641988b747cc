/** The upstream contract of technical patterns (技术形态): the gallery and one pattern's hits. */
import { z } from 'zod';
import { datedAnswer, isoDate, maybeNum, num, securitySchema } from './security-schemas';

export const patternStatsSchema = z.object({
  horizon: num,
  n: num,
  winRate: maybeNum,
  mean: maybeNum,
  median: maybeNum,
});
export type PatternStats = z.infer<typeof patternStatsSchema>;
export const patternInfoSchema = z.object({
  key: z.string(),
  name: z.string(),
  definition: z.string(),
  hits: num,
  stats: z.array(patternStatsSchema),
});
export type PatternInfo = z.infer<typeof patternInfoSchema>;
export const patternGallerySchema = z.object({ ...datedAnswer, from: isoDate, patterns: z.array(patternInfoSchema) });
export type PatternGallery = z.infer<typeof patternGallerySchema>;
export const patternHitsSchema = z.object({
  ...datedAnswer,
  from: isoDate,
  pattern: patternInfoSchema,
  rows: z.array(securitySchema.extend({ close: num, pct: num, strength: num, detail: z.string() })),
  history: z.array(securitySchema.extend({ date: isoDate, close: num, d1: maybeNum, d5: maybeNum, d10: maybeNum })),
});
export type PatternHits = z.infer<typeof patternHitsSchema>;
