/**
 * The upstream contract of the market tools (lhb, IPO, northbound), shared by lib/market/server.ts
 * (which validates every answer) and the local upstream (which is tested against it). Amounts are
 * in 元, share counts in 股, percentages as numbers (1.23 = 1.23%), dates ISO YYYY-MM-DD (China time).
 */
import { z } from 'zod';

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const num = z.number();
const maybeNum = z.number().nullable();

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
const datedAnswer = {
  date: isoDate,
  requestedDate: isoDate,
  /** true when the asked day was not a trading day (or had no data) and the answer rolled back. */
  rolledBack: z.boolean(),
  asOf: z.string(),
};

export const calendarSchema = z.object({
  today: isoDate,
  latest: isoDate,
  /** Trading days, oldest first (about one year). */
  days: z.array(isoDate).min(60),
  holidays: z.array(isoDate),
});
export type TradingCalendar = z.infer<typeof calendarSchema>;

// ── Dragon-tiger list ──────────────────────────────────────────────────────────────────────────
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

export const PERIODS = ['1m', '3m', '6m', '1y'] as const;
export const PERIOD_LABELS: Record<(typeof PERIODS)[number], string> = { '1m': '近一月', '3m': '近三月', '6m': '近六月', '1y': '近一年' };
export const periodSchema = z.enum(PERIODS);
export type Period = z.infer<typeof periodSchema>;

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
    z.object({ date: isoDate, reason: z.string(), close: num, pct: num, buy: num, sell: num, net: num, instNet: num, post: postReturnsSchema }),
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
      stocks: z.array(z.object({ code: z.string(), name: z.string(), market: z.enum(MARKETS), side: z.enum(['buy', 'sell']) })),
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
    securitySchema.extend({ date: isoDate, pct: num, buy: num, sell: num, net: num, reason: z.string(), post: postReturnsSchema }),
  ),
  daily: z.array(z.object({ date: isoDate, net: num })),
});
export type SeatDetail = z.infer<typeof seatDetailSchema>;

// ── IPO ───────────────────────────────────────────────────────────────────────────────────────
export const IPO_STATUSES = ['pending', 'awaiting_listing', 'listed'] as const;
export const IPO_STATUS_LABELS: Record<(typeof IPO_STATUSES)[number], string> = {
  pending: '待申购',
  awaiting_listing: '待上市',
  listed: '已上市',
};
export const ipoStatusSchema = z.enum(IPO_STATUSES);
export type IpoStatus = z.infer<typeof ipoStatusSchema>;

const estimated = z.object({ value: maybeNum, estimated: z.boolean() });

export const ipoIssueSchema = z.object({
  code: z.string().regex(/^\d{6}$/),
  name: z.string(),
  market: z.enum(MARKETS),
  board: boardSchema,
  industry: z.string(),
  applyCode: z.string().regex(/^\d{6}$/),
  status: ipoStatusSchema,
  dates: z.object({ apply: isoDate, ballot: isoDate, pay: isoDate, list: isoDate.nullable() }),
  price: estimated,
  issuePe: estimated,
  industryPe: num,
  lotteryRate: estimated,
  /** 万股 */
  issueSize: num,
  onlineSize: num,
  /** 申购上限 in 股 and the 股 of one 签. */
  applyLimit: z.number().int(),
  lotSize: z.number().int(),
  /** 顶格申购需配市值 (元); null on 北交所, which needs cash instead (cashRequired). */
  mvRequired: maybeNum,
  cashRequired: maybeNum,
  underwriter: z.string(),
  outcome: z
    .object({ firstOpen: num, firstClose: num, firstPct: num, profitPerLot: num, broken: z.boolean(), latestPrice: num, totalPct: num })
    .nullable(),
});
export type IpoIssue = z.infer<typeof ipoIssueSchema>;

export const ipoListSchema = z.object({ today: isoDate, asOf: z.string(), issues: z.array(ipoIssueSchema) });
export type IpoList = z.infer<typeof ipoListSchema>;
export const ipoDetailSchema = z.object({ today: isoDate, asOf: z.string(), issue: ipoIssueSchema });

// ── Northbound ───────────────────────────────────────────────────────────────────────────────
export const CHANNELS = ['north', 'sh', 'sz'] as const;
export const CHANNEL_LABELS: Record<(typeof CHANNELS)[number], string> = { north: '北向资金', sh: '沪股通', sz: '深股通' };
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

export const flowsSchema = z.object({ channel: channelSchema, asOf: z.string(), cadence: z.string(), days: z.array(flowDaySchema).min(1) });
export type Flows = z.infer<typeof flowsSchema>;

export const top10Schema = z.object({
  ...datedAnswer,
  channel: z.enum(['sh', 'sz']),
  cadence: z.string(),
  rows: z.array(securitySchema.extend({ rank: z.number().int(), close: num, pct: num, buy: num, sell: num, total: num, net: num })),
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
  top10: z.array(z.object({ date: isoDate, channel: z.enum(['sh', 'sz']), rank: z.number().int(), total: num, net: num })),
});
export type StockHolding = z.infer<typeof stockHoldingSchema>;

export const searchSchema = z.object({ rows: z.array(securitySchema.extend({ northbound: z.boolean() })) });
export type SearchResult = z.infer<typeof searchSchema>;
