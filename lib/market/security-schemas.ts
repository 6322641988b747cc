/**
 * The pieces every market contract shares: the security (code, name, market, board), ISO dates, numbers,
 * the dated-answer header and the statistics periods. Amounts are in 元, share counts in 股, percentages as
 * numbers (1.23 = 1.23%), dates ISO YYYY-MM-DD (China time). Each subject's schemas (lhb-schemas.ts,
 * northbound-schemas.ts, …) validate the upstream answers in lib/market/*-server.ts and the local upstream.
 */
import { z } from 'zod';

export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const num = z.number();
export const maybeNum = z.number().nullable();

export const MARKETS = ['sh', 'sz', 'bj'] as const;
export const BOARDS = ['sh_main', 'sz_main', 'cy', 'kc', 'bj'] as const;
export const BOARD_LABELS: Record<(typeof BOARDS)[number], string> = {
  sh_main: '沪主板',
  sz_main: '深主板',
  cy: '创业板',
  kc: '科创板',
  bj: '北交所',
};
export const boardSchema = z.enum(BOARDS);
export type Board = z.infer<typeof boardSchema>;

export const securitySchema = z.object({
  code: z.string().regex(/^\d{6}$/),
  name: z.string().min(1),
  market: z.enum(MARKETS),
  board: boardSchema,
  industry: z.string(),
});
export type Security = z.infer<typeof securitySchema>;

/** A dated answer: the trading day actually served, the one asked for and when the data was made. */
export const datedAnswer = {
  date: isoDate,
  requestedDate: isoDate,
  /** true when the asked day was not a trading day (or had no data) and the answer rolled back. */
  rolledBack: z.boolean(),
  asOf: z.string(),
};

/** The statistics windows of the lhb and northbound views. */
export const PERIODS = ['1m', '3m', '6m', '1y'] as const;
export const PERIOD_LABELS: Record<(typeof PERIODS)[number], string> = {
  '1m': '近一月',
  '3m': '近三月',
  '6m': '近六月',
  '1y': '近一年',
};
export const periodSchema = z.enum(PERIODS);
export type Period = z.infer<typeof periodSchema>;
