/** The upstream contract of margin trading (融资融券): the market summary and one stock. */
import { z } from 'zod';
import { datedAnswer, isoDate, num, securitySchema } from './security-schemas';

export const MARGIN_WINDOWS = [1, 3, 5, 10] as const;
export const marginTotalsSchema = z.object({
  rzye: num,
  rzmre: num,
  rzche: num,
  rqye: num,
  rqyl: num,
  rqmcl: num,
  rzrqye: num,
});
export const marginSummarySchema = z.object({
  ...datedAnswer,
  exchanges: z.array(marginTotalsSchema.extend({ exchange: z.enum(['sh', 'sz', 'bj']), label: z.string() })),
  total: marginTotalsSchema,
  history: z.array(z.object({ date: isoDate, rzye: num, rzrqye: num, indexClose: num })),
  window: num,
  ranking: z.array(
    securitySchema.extend({ close: num, pct: num, rzye: num, netBuy: num, change: num, changePct: num }),
  ),
});
export type MarginSummary = z.infer<typeof marginSummarySchema>;

export const marginDaySchema = z.object({
  date: isoDate,
  rzye: num,
  rzmre: num,
  rzche: num,
  rzjme: num,
  rqye: num,
  rqyl: num,
  rqmcl: num,
  rqchl: num,
  rzrqye: num,
});
export const marginStockSchema = z.object({
  asOf: z.string(),
  security: securitySchema,
  close: num,
  pct: num,
  days: z.array(marginDaySchema),
});
export type MarginStock = z.infer<typeof marginStockSchema>;
