/** The upstream contract of northbound money (北向资金): flows, top 10, holdings, sectors, one stock. */
import { z } from 'zod';
import { datedAnswer, isoDate, num, securitySchema } from './security-schemas';

export const CHANNELS = ['north', 'sh', 'sz'] as const;
export const CHANNEL_LABELS: Record<(typeof CHANNELS)[number], string> = {
  north: '北向资金',
  sh: '沪股通',
  sz: '深股通',
};
export const channelSchema = z.enum(CHANNELS);
export type Channel = z.infer<typeof channelSchema>;

export const flowDaySchema = z.object({
  date: isoDate,
  buy: num,
  sell: num,
  net: num,
  /** 历史累计净买额 since the Connect opened. */
  cumulative: num,
  upCount: z.number().int(),
  flatCount: z.number().int(),
  downCount: z.number().int(),
  indexName: z.string(),
  indexClose: num,
  indexPct: num,
  leader: z.object({ code: z.string(), name: z.string(), pct: num }),
});
export type FlowDay = z.infer<typeof flowDaySchema>;

export const flowsSchema = z.object({
  channel: channelSchema,
  asOf: z.string(),
  cadence: z.string(),
  days: z.array(flowDaySchema).min(1),
});
export type Flows = z.infer<typeof flowsSchema>;

export const top10Schema = z.object({
  ...datedAnswer,
  channel: z.enum(['sh', 'sz']),
  cadence: z.string(),
  rows: z.array(
    securitySchema.extend({ rank: z.number().int(), close: num, pct: num, buy: num, sell: num, total: num, net: num }),
  ),
  /** Appearances in the top 10 over the last 30 trading days. */
  recent: z.array(securitySchema.extend({ times: z.number().int(), net: num })),
});
export type Top10 = z.infer<typeof top10Schema>;

const holdingAnswer = {
  periodEnd: isoDate,
  periods: z.array(isoDate),
  /** How often the figures are disclosed (PEERS §0.2: quarterly since Aug 2024). */
  cadence: z.string(),
  asOf: z.string(),
};

export const holdingRowSchema = securitySchema.extend({
  close: num,
  pct: num,
  shares: num,
  mv: num,
  pctFloat: num,
  pctTotal: num,
  changeShares: num,
  changeMv: num,
});
export type HoldingRow = z.infer<typeof holdingRowSchema>;

export const holdingsSchema = z.object({ ...holdingAnswer, channel: channelSchema, rows: z.array(holdingRowSchema) });
export type Holdings = z.infer<typeof holdingsSchema>;

export const sectorsSchema = z.object({
  ...holdingAnswer,
  rows: z.array(
    z.object({
      industry: z.string(),
      stockCount: z.number().int(),
      mv: num,
      pctOfNorth: num,
      changeMv: num,
      topAdd: z.object({ code: z.string(), name: z.string() }).nullable(),
      topCut: z.object({ code: z.string(), name: z.string() }).nullable(),
    }),
  ),
});
export type Sectors = z.infer<typeof sectorsSchema>;

export const stockHoldingSchema = z.object({
  security: securitySchema,
  close: num,
  pct: num,
  cadence: z.string(),
  asOf: z.string(),
  history: z.array(z.object({ periodEnd: isoDate, shares: num, mv: num, pctFloat: num, changeShares: num })),
  top10: z.array(
    z.object({ date: isoDate, channel: z.enum(['sh', 'sz']), rank: z.number().int(), total: num, net: num }),
  ),
});
export type StockHolding = z.infer<typeof stockHoldingSchema>;
