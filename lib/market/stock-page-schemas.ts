/** The upstream contract of one stock's page: quote, K-line, themes and which tools have data on it. */
import { z } from 'zod';
import { isoDate, maybeNum, num, securitySchema } from './security-schemas';
import { themeTagSchema } from './theme-schemas';

export const stockPageSchema = z.object({
  asOf: z.string(),
  security: securitySchema,
  quote: z.object({
    date: isoDate,
    close: num,
    pct: num,
    open: num,
    high: num,
    low: num,
    amount: num,
    turnoverRate: num,
    floatMv: num,
    totalMv: num,
    pe: maybeNum,
    pb: num,
  }),
  kline: z.array(z.object({ date: isoDate, open: num, high: num, low: num, close: num, rzye: maybeNum })),
  themes: z.array(themeTagSchema),
  has: z.object({
    lhb: z.boolean(),
    northbound: z.boolean(),
    margin: z.boolean(),
    limitUp: z.boolean(),
    patterns: z.array(z.object({ key: z.string(), name: z.string() })),
  }),
});
export type StockPage = z.infer<typeof stockPageSchema>;
