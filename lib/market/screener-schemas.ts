/** The upstream contract of the condition screener (条件选股); its conditions are lib/market/screener-rules.ts. */
import { z } from 'zod';
import { isoDate, maybeNum, num, securitySchema } from './security-schemas';

export const screenerSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  total: num,
  count: num,
  /** The rows' order (涨跌幅 descending unless asked otherwise). */
  sort: z.object({ key: z.string(), order: z.enum(['asc', 'desc']) }),
  conditions: z.array(z.object({ key: z.string(), min: maybeNum, max: maybeNum })),
  rows: z.array(securitySchema.extend({ close: num, pct: num, values: z.record(z.string(), maybeNum) })),
});
export type ScreenerAnswer = z.infer<typeof screenerSchema>;
