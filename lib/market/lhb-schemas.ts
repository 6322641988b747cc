/** The upstream contract of the dragon-tiger list (龙虎榜): daily lists, stocks, institutions, seats. */
import { z } from 'zod';
import { MARKETS, datedAnswer, isoDate, maybeNum, num, periodSchema, securitySchema } from './security-schemas';

export const SEAT_TYPES = ['institution', 'connect_sh', 'connect_sz', 'hot_money', 'broker'] as const;
export const SEAT_TYPE_LABELS: Record<(typeof SEAT_TYPES)[number], string> = {
  institution: '机构专用',
  connect_sh: '沪股通专用',
  connect_sz: '深股通专用',
  hot_money: '游资',
  broker: '营业部',
};
export const seatTypeSchema = z.enum(SEAT_TYPES);
export type SeatType = z.infer<typeof seatTypeSchema>;

export const postReturnsSchema = z.object({ d1: maybeNum, d2: maybeNum, d3: maybeNum, d5: maybeNum, d10: maybeNum });

export const lhbEntrySchema = securitySchema.extend({
  date: isoDate,
  reason: z.string(),
  close: num,
  pct: num,
  turnoverRate: num,
  buy: num,
  sell: num,
  net: num,
  lhbAmount: num,
  marketAmount: num,
  netRatio: num,
  amountRatio: num,
  floatMv: num,
  institutionNet: num,
  post: postReturnsSchema,
});
export type LhbEntry = z.infer<typeof lhbEntrySchema>;

export const lhbDailySchema = z.object({ ...datedAnswer, rows: z.array(lhbEntrySchema) });
export type LhbDaily = z.infer<typeof lhbDailySchema>;

export const seatRefSchema = z.object({
  seatId: z.string(),
  seatName: z.string(),
  seatType: seatTypeSchema,
  alias: z.string().nullable(),
});
export type SeatRef = z.infer<typeof seatRefSchema>;

export const seatTradeSchema = seatRefSchema.extend({
  side: z.enum(['buy', 'sell']),
  rank: z.number().int().min(1).max(5),
  buy: num,
  sell: num,
  net: num,
  buyRatio: num,
  sellRatio: num,
});
export type SeatTrade = z.infer<typeof seatTradeSchema>;

export const lhbStockDaySchema = z.object({
  ...datedAnswer,
  security: securitySchema,
  listings: z.array(lhbEntrySchema.extend({ seats: z.array(seatTradeSchema) })),
  /** Recent listing days of the stock, newest first (for the day switcher). */
  listedDates: z.array(isoDate),
});
export type LhbStockDay = z.infer<typeof lhbStockDaySchema>;

const periodAnswer = { period: periodSchema, from: isoDate, to: isoDate, asOf: z.string() };
const changesSchema = z.object({ m1: maybeNum, m3: maybeNum, m6: maybeNum, m12: maybeNum });

export const lhbStockStatsSchema = z.object({
  ...periodAnswer,
  security: securitySchema,
  close: num,
  pct: num,
  stats: z.object({
    count: z.number().int(),
    lastDate: isoDate.nullable(),
    buy: num,
    sell: num,
    net: num,
    total: num,
    instBuyTimes: z.number().int(),
    instSellTimes: z.number().int(),
    instNet: num,
  }),
  changes: changesSchema,
  history: z.array(
    z.object({
      date: isoDate,
      reason: z.string(),
      close: num,
      pct: num,
      buy: num,
      sell: num,
      net: num,
      instNet: num,
      post: postReturnsSchema,
    }),
  ),
});
export type LhbStockStats = z.infer<typeof lhbStockStatsSchema>;

export const institutionDailySchema = z.object({
  ...datedAnswer,
  rows: z.array(
    securitySchema.extend({
      reason: z.string(),
      close: num,
      pct: num,
      buyerCount: z.number().int(),
      sellerCount: z.number().int(),
      buy: num,
      sell: num,
      net: num,
      marketAmount: num,
      netRatio: num,
      turnoverRate: num,
      floatMv: num,
    }),
  ),
});
export type InstitutionDaily = z.infer<typeof institutionDailySchema>;

export const institutionTraceSchema = z.object({
  ...periodAnswer,
  rows: z.array(
    securitySchema.extend({
      close: num,
      periodPct: maybeNum,
      lhbAmount: num,
      count: z.number().int(),
      instBuy: num,
      instBuyTimes: z.number().int(),
      instSell: num,
      instSellTimes: z.number().int(),
      instNet: num,
    }),
  ),
  /** Institution seats' daily totals over the period, oldest first (chart). */
  daily: z.array(z.object({ date: isoDate, buy: num, sell: num, net: num })),
});
export type InstitutionTrace = z.infer<typeof institutionTraceSchema>;

export const activeSeatsSchema = z.object({
  ...datedAnswer,
  rows: z.array(
    seatRefSchema.extend({
      buyCount: z.number().int(),
      sellCount: z.number().int(),
      buy: num,
      sell: num,
      net: num,
      stocks: z.array(
        z.object({ code: z.string(), name: z.string(), market: z.enum(MARKETS), side: z.enum(['buy', 'sell']) }),
      ),
    }),
  ),
});
export type ActiveSeats = z.infer<typeof activeSeatsSchema>;

export const seatDetailSchema = z.object({
  ...periodAnswer,
  seat: seatRefSchema,
  stats: z.object({
    count: z.number().int(),
    buy: num,
    buyTimes: z.number().int(),
    sell: num,
    sellTimes: z.number().int(),
    net: num,
    /** Share of net-buy listings whose price was higher 3 trading days later, with its sample size. */
    winRate3d: maybeNum,
    winSample: z.number().int(),
  }),
  trades: z.array(
    securitySchema.extend({
      date: isoDate,
      pct: num,
      buy: num,
      sell: num,
      net: num,
      reason: z.string(),
      post: postReturnsSchema,
    }),
  ),
  daily: z.array(z.object({ date: isoDate, net: num })),
});
export type SeatDetail = z.infer<typeof seatDetailSchema>;
