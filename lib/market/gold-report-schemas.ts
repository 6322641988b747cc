/** The upstream contract of 金牌研报: ranked analysts and their recent reports. */
import { z } from 'zod';
import { isoDate, num, securitySchema } from './security-schemas';

export const GOLD_REPORT_TABS = ['all', 'first', 'upgrade'] as const;
export type GoldReportTab = (typeof GOLD_REPORT_TABS)[number];
export const GOLD_REPORT_TAB_LABELS: Record<GoldReportTab, string> = {
  all: '全部',
  first: '首次覆盖',
  upgrade: '上调评级',
};
export const REPORT_RATINGS = ['买入', '增持', '中性', '减持'] as const;
export type ReportRating = (typeof REPORT_RATINGS)[number];
export const REPORT_CHANGES = ['首次覆盖', '维持', '上调', '下调'] as const;
export type ReportChange = (typeof REPORT_CHANGES)[number];
export const goldReportsSchema = z.object({
  asOf: z.string(),
  date: isoDate,
  tab: z.enum(GOLD_REPORT_TABS),
  /** Trading days after publication over which a report is judged, and the list's span. */
  horizon: num,
  listDays: num,
  analysts: z.array(
    z.object({
      rank: num,
      id: z.string(),
      name: z.string(),
      institution: z.string(),
      industries: z.array(z.string()),
      reports: num,
      n: num,
      winRate: num,
      avgExcess: num,
    }),
  ),
  rows: z.array(
    z.object({
      id: z.string(),
      date: isoDate,
      title: z.string(),
      analyst: z.object({ id: z.string(), name: z.string(), institution: z.string() }),
      security: securitySchema,
      rating: z.enum(REPORT_RATINGS),
      change: z.enum(REPORT_CHANGES),
      targetPrice: num,
      closeAtPublish: num,
      close: num,
      upside: num,
      sincePublish: num,
    }),
  ),
});
export type GoldReports = z.infer<typeof goldReportsSchema>;
