/** The upstream contract of the risk scan (排雷): one stock's risks and the scan by kind. */
import { z } from 'zod';
import { isoDate, num, securitySchema } from './security-schemas';

export const RISK_KINDS = ['pledge', 'unlock', 'goodwill', 'st', 'audit', 'investigation', 'forecast'] as const;
export const RISK_KIND_LABELS: Record<(typeof RISK_KINDS)[number], string> = {
  pledge: '股权质押',
  unlock: '限售解禁',
  goodwill: '商誉占比',
  st: 'ST/退市风险',
  audit: '审计意见',
  investigation: '立案调查',
  forecast: '业绩预告',
};
export type RiskKind = (typeof RISK_KINDS)[number];
export const SEVERITIES = ['high', 'medium', 'low', 'none'] as const;
export const SEVERITY_LABELS: Record<(typeof SEVERITIES)[number], string> = {
  high: '高风险',
  medium: '中风险',
  low: '低风险',
  none: '未发现',
};
export const riskItemSchema = z.object({
  kind: z.enum(RISK_KINDS),
  severity: z.enum(SEVERITIES),
  value: z.string(),
  detail: z.string(),
  dataDate: isoDate,
});
export type RiskItem = z.infer<typeof riskItemSchema>;
export const stockRiskSchema = z.object({
  asOf: z.string(),
  security: securitySchema,
  close: num,
  pct: num,
  level: z.enum(SEVERITIES),
  items: z.array(riskItemSchema),
});
export type StockRisk = z.infer<typeof stockRiskSchema>;
export const riskScanSchema = z.object({
  asOf: z.string(),
  kind: z.enum(RISK_KINDS),
  counts: z.record(z.enum(SEVERITIES), num),
  rows: z.array(securitySchema.extend({ item: riskItemSchema })),
});
export type RiskScan = z.infer<typeof riskScanSchema>;
