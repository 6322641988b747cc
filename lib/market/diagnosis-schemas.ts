/** The upstream contract of the AI diagnosis (AI诊股): one stock's scored dimensions with sourced claims, and the list. */
import { z } from 'zod';
import { isoDate, maybeNum, num, securitySchema } from './security-schemas';

export const DIMENSIONS = ['tech', 'fund', 'fundamental', 'news'] as const;
export const DIMENSION_LABELS: Record<(typeof DIMENSIONS)[number], string> = {
  tech: '技术面',
  fund: '资金面',
  fundamental: '基本面',
  news: '消息面',
};
export type Dimension = (typeof DIMENSIONS)[number];
export const SOURCE_TOOLS = ['stock', 'margin', 'northbound', 'lhb', 'theme', 'pattern', 'risk', 'hot'] as const;
export const claimSchema = z.object({
  text: z.string(),
  effect: z.number().int(),
  source: z.object({
    label: z.string(),
    value: z.string(),
    date: isoDate,
    tool: z.enum(SOURCE_TOOLS),
    ref: z.string(),
  }),
});
export type Claim = z.infer<typeof claimSchema>;
export const diagnosisSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  security: securitySchema,
  close: num,
  pct: num,
  total: num,
  rank: num,
  of: num,
  summary: z.string(),
  dimensions: z.array(
    z.object({ key: z.enum(DIMENSIONS), label: z.string(), score: num, claims: z.array(claimSchema) }),
  ),
  history: z.array(z.object({ date: isoDate, total: num, tech: num, fund: num, fundamental: num, news: num })),
});
export type Diagnosis = z.infer<typeof diagnosisSchema>;
export const diagnosisListSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  rows: z.array(securitySchema.extend({ close: num, pct: num, total: num, rank: num, rankChange: maybeNum })),
});
export type DiagnosisList = z.infer<typeof diagnosisListSchema>;
