/** The upstream contract of themes (题材): the tags other answers carry, the list and one theme. */
import { z } from 'zod';
import { datedAnswer, isoDate, maybeNum, num, securitySchema } from './security-schemas';

export const themeTagSchema = z.object({ code: z.string().regex(/^\d{5}$/), name: z.string() });
export type ThemeTag = z.infer<typeof themeTagSchema>;

export const themeRowSchema = themeTagSchema.extend({
  pct: num,
  heat: num,
  strength: num,
  limitUps: num,
  mainNet: num,
  members: num,
  rank: num,
  rankChange: maybeNum,
  leader: z.object({ code: z.string(), name: z.string(), market: z.string(), pct: num }),
});
export type ThemeRow = z.infer<typeof themeRowSchema>;
export const themeListSchema = z.object({ ...datedAnswer, rows: z.array(themeRowSchema) });
export type ThemeList = z.infer<typeof themeListSchema>;

export const themeDetailSchema = z.object({
  ...datedAnswer,
  theme: themeRowSchema.extend({ intro: z.string() }),
  members: z.array(
    securitySchema.extend({
      close: num,
      pct: num,
      mainNet: num,
      boards: num,
      limitUp: z.boolean(),
      leader: z.boolean(),
      reason: z.string(),
    }),
  ),
  flows: z.array(z.object({ date: isoDate, mainNet: num, pct: num })),
  catalysts: z.array(z.object({ date: isoDate, title: z.string() })),
});
export type ThemeDetail = z.infer<typeof themeDetailSchema>;
